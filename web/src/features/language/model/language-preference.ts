/**
 * Language preference (spec §2 "Language selector", §9).
 *
 * - On load: a stored choice (`localStorage.selectedLanguage` = `fr` | `en`) is applied; otherwise the
 *   current language (default `fr`) is stored.
 * - Choosing a language stores it and changes the i18next language.
 * - `<html lang>` follows the interface language.
 *
 * Storage failures (private mode, disabled storage) are ignored: the choice then lasts for the page only.
 *
 * @module features/language/model/language-preference
 */
import type { i18n as I18n } from 'i18next';
import { LANGUAGE_STORAGE_KEY, type Language } from '../../../config/constants';
import { currentLanguage, ensureLanguageLoaded, isLanguage } from '../../../lib/i18n/index';

/** The part of `Storage` used here (tests pass a fake). */
export interface LanguageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** `window.localStorage`, or `null` when it is not available. */
export function browserStorage(): LanguageStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/**
 * Reads the stored language.
 *
 * @returns `fr` | `en`, or `null` when nothing valid is stored.
 */
export function readStoredLanguage(storage: LanguageStorage | null = browserStorage()): Language | null {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores a language choice (ignores storage failures). */
export function storeLanguage(language: Language, storage: LanguageStorage | null = browserStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage unavailable: keep the choice in memory only */
  }
}

/**
 * Applies the stored language on load (loading its translations first), or stores the current one.
 *
 * @returns a promise of the language in force afterwards.
 */
export async function initLanguagePreference(i18n: I18n, storage: LanguageStorage | null = browserStorage()): Promise<Language> {
  const stored = readStoredLanguage(storage);
  if (stored) {
    if (currentLanguage(i18n) !== stored) {
      await ensureLanguageLoaded(i18n, stored);
      await i18n.changeLanguage(stored);
    }
    return stored;
  }
  const current = currentLanguage(i18n);
  storeLanguage(current, storage);
  return current;
}

/**
 * Stores a language choice and switches the interface to it.
 *
 * @returns a promise settled once i18next has switched.
 */
export async function chooseLanguage(i18n: I18n, language: Language, storage: LanguageStorage | null = browserStorage()): Promise<void> {
  storeLanguage(language, storage);
  await ensureLanguageLoaded(i18n, language);
  await i18n.changeLanguage(language);
}

/**
 * Keeps `<html lang>` equal to the interface language.
 *
 * @returns a function that stops following changes.
 */
export function syncDocumentLanguage(i18n: I18n, doc: Document = document): () => void {
  const apply = () => {
    doc.documentElement.lang = currentLanguage(i18n);
  };
  apply();
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
