import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';

import { fr } from '../i18n/fr';
import { en } from '../i18n/en';
import { DEFAULT_LOCALE, isAppLocale, readStoredLocale, storeLocale } from '../i18n/locale';

/** Complete message catalogues: react-admin's own, with ours (`app.*`, `ra.*` overrides) on top. */
export const messages: Record<'fr' | 'en', TranslationMessages> = {
  fr: mergeTranslations(frenchMessages, fr) as TranslationMessages,
  en: mergeTranslations(englishMessages, en) as TranslationMessages,
};

/** The title of a record's page, naming it: `resources.<name>.page.edit|show` ("Modifier l’article « %{recordRepresentation} »"). */
const RECORD_TITLE = /^resources\.[^.]+\.page\.(edit|show)$/;

/**
 * Builds the polyglot i18nProvider: French default, English available (DESIGN §4, spec §9).
 * The initial locale is the stored `selectedLanguage` (written back when absent, spec §2);
 * every change is persisted there so the public site and the back office share the choice.
 * A title naming a record (edit and show pages, from the resource's `recordRepresentation`) whose record
 * has no name yet (while it loads) is react-admin's title of its kind (the `_` it passes, "Article"),
 * not a title around empty quotes.
 */
export function createI18nProvider(): I18nProvider {
  const initialLocale = readStoredLocale();
  storeLocale(initialLocale);
  const base = polyglotI18nProvider((locale) => messages[isAppLocale(locale) ? locale : DEFAULT_LOCALE], initialLocale, [
    { locale: 'fr', name: 'Français' },
    { locale: 'en', name: 'English' },
  ]);
  return {
    ...base,
    translate: (key: string, options?: Record<string, unknown>) => {
      const unnamed = RECORD_TITLE.test(key) && typeof options?._ === 'string' && !String(options.recordRepresentation ?? '').trim();
      return unnamed ? (options._ as string).trim() : base.translate(key, options);
    },
    changeLocale: async (locale: string, options?: unknown) => {
      const next = isAppLocale(locale) ? locale : DEFAULT_LOCALE;
      await base.changeLocale(next, options);
      storeLocale(next);
    },
  };
}

/** The application's i18nProvider (one per page). */
export const i18nProvider = createI18nProvider();
