/**
 * i18next set-up of the interface (spec §1, §9): French (`fr`) by default, English (`en`) as fallback for
 * missing keys. Every interface string comes from `locales/{fr,en}.json`.
 *
 * The stored language choice is applied by the language feature at start-up
 * (`features/language/api/language-preference.ts`).
 *
 * @module lib/i18n
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  type Language,
} from '../../config/constants';
import fr from './locales/fr.json';

/** Translations of one language. */
export type TranslationResource = typeof fr;

/**
 * Translation loaders. French (default) is bundled; English is a separate chunk loaded when chosen
 * (see {@link ensureLanguageLoaded}), which keeps it off the default first load.
 */
const loaders: Record<Language, () => Promise<TranslationResource>> = {
  fr: () => Promise.resolve(fr),
  en: () => import('./locales/en.json').then((m) => m.default),
};

/**
 * Creates and initialises an i18next instance bound to react-i18next.
 *
 * @param lng - initial language; defaults to `fr` (spec §9).
 * @returns the initialised instance (resources are in memory, so it is ready synchronously).
 */
export function createI18n(lng: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { fr: { translation: fr } },
    partialBundledLanguages: true,
    lng,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * Makes sure the translations of `language` are in the instance (loads the chunk once).
 *
 * @returns a promise settled once the bundle is available.
 */
export async function ensureLanguageLoaded(instance: I18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, 'translation')) return;
  const bundle = await loaders[language]();
  instance.addResourceBundle(language, 'translation', bundle, true, true);
}

/** Application-wide i18next instance. */
export const i18n = createI18n();

/**
 * Whether a value is one of the interface languages.
 *
 * @param value - anything (e.g. a localStorage entry).
 */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The current interface language of an i18next instance, narrowed to `fr | en`.
 *
 * @param instance - defaults to the application instance.
 * @returns `fr` or `en` (`fr` when the instance holds anything else, e.g. `fr-FR` → `fr`).
 */
export function currentLanguage(instance: I18n = i18n): Language {
  const lng = (instance.resolvedLanguage ?? instance.language ?? '').slice(0, 2);
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}
