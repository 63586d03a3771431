/**
 * Language preference (spec §2 "Language selector", §9).
 *
 * - On load: a language named in the address (`?lang=fr|en`, the English URLs of search engines and
 *   shared links, docs/seo.md) is applied and stored; else a stored choice
 *   (`localStorage.selectedLanguage` = `fr` | `en`) is applied; otherwise the current language (default
 *   `fr`) is stored.
 * - Choosing a language stores it and changes the i18next language.
 * - Every stored choice is also written to the cookie `selectedLanguage` (a year, whole site), the one
 *   place the server can read it to write a first page's head in that language.
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

/** Lifetime of the language cookie, in seconds (a year). */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * Writes the language cookie the server reads (`selectedLanguage`, same name as the storage entry).
 * @param doc - the document (tests pass their own); nothing happens without one
 */
export function writeLanguageCookie(language: Language, doc: Document | null = typeof document === 'undefined' ? null : document): void {
  if (!doc) return;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** Stores a language choice, in storage and in the cookie (ignores storage failures). */
export function storeLanguage(language: Language, storage: LanguageStorage | null = browserStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage unavailable: keep the choice in memory only */
  }
  writeLanguageCookie(language);
}

/**
 * The language named in an address's query (`?lang=fr|en`).
 * @param search - `location.search` (default the page's)
 * @returns `fr` | `en`, or `null` when absent or not an interface language
 */
export function languageInAddress(search: string = typeof window === 'undefined' ? '' : window.location.search): Language | null {
  const value = new URLSearchParams(search).get('lang');
  return isLanguage(value) ? value : null;
}

/**
 * Applies the language of the address or the stored one on load (loading its translations first), or
 * stores the current one.
 *
 * @param search - the address's query (default `location.search`)
 * @returns a promise of the language in force afterwards.
 */
export async function initLanguagePreference(i18n: I18n, storage: LanguageStorage | null = browserStorage(), search?: string): Promise<Language> {
  const inAddress = languageInAddress(search);
  if (inAddress) {
    await chooseLanguage(i18n, inAddress, storage);
    return inAddress;
  }
  const stored = readStoredLanguage(storage);
  if (stored) {
    writeLanguageCookie(stored);
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
