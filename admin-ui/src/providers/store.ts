import { localStorageStore, type Store } from 'react-admin';

import { readStoredLocale, storeLocale } from '../i18n/locale';

/** Store key react-admin uses for the interface locale (LocalesMenuButton, useLocaleState). */
const LOCALE_KEY = 'locale';

/**
 * react-admin store (list parameters, sidebar state, …) in localStorage under the `RaStoreAdmin.` prefix,
 * except the interface locale, which lives in `selectedLanguage` shared with the public site
 * (spec §2): reading `locale` returns that entry and writing it updates that entry first.
 */
export function createAdminStore(): Store {
  const base = localStorageStore('1', 'Admin');
  return {
    ...base,
    getItem<T = unknown>(key: string, defaultValue?: T): T | undefined {
      if (key === LOCALE_KEY) return readStoredLocale() as T;
      return base.getItem<T>(key, defaultValue);
    },
    setItem<T = unknown>(key: string, value: T): void {
      if (key === LOCALE_KEY && typeof value === 'string') storeLocale(value);
      base.setItem<T>(key, value);
    },
  };
}
