/**
 * i18next set-up of the interface (spec §1, §9): French (`fr`) by default, English (`en`) as fallback for
 * missing keys. Every interface string comes from `locales/{fr,en}.json`. French texts write « de » before
 * a person's name as `{{name, de}}`, elided before a vowel or an h (`contracts/elision`).
 *
 * The stored language choice is applied by the language feature at start-up
 * (`features/language/api/language-preference.ts`).
 *
 * Each translation file has a core part (bundled for French, one chunk for English) and a lazy part —
 * the sections `forms`, `auth`, `account`, `client`, `consultant`, `bookings`, `complaints`, `room` of the sign-in/sign-up pages, the account areas (their complaints too), the booking panel and the consultation room — split at
 * build time by `vite/locale-sections.ts` and loaded by {@link ensureLazyTranslations} with those routes,
 * which keeps their texts off the home page.
 *
 * @module lib/i18n
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { deName } from '@contracts/elision';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../../config/constants';
import type fr from './locales/fr.json';
import frCore from './locales/fr.json?core';

/** Translations of one language (both parts). */
export type TranslationResource = typeof fr;

/** A part of a translation file (see `vite/locale-sections.ts`). */
type TranslationPart = Record<string, unknown>;

/**
 * Translation loaders. The French core (default) is bundled; the English core is a separate chunk loaded
 * when chosen (see {@link ensureLanguageLoaded}), which keeps it off the default first load. The lazy
 * parts come with the account routes (see {@link ensureLazyTranslations}).
 */
const loaders: Record<Language, { core: () => Promise<TranslationPart>; lazy: () => Promise<TranslationPart> }> = {
  fr: {
    core: () => Promise.resolve(frCore),
    lazy: () => import('./locales/fr.json?lazy').then((m) => m.default),
  },
  en: {
    core: () => import('./locales/en.json?core').then((m) => m.default),
    lazy: () => import('./locales/en.json?lazy').then((m) => m.default),
  },
};

/** Instances that asked for the lazy part, with the languages whose lazy part they hold. */
const lazyLoaded = new WeakMap<I18n, Set<Language>>();

/** The instance itself: react-i18next's `useTranslation().i18n` is a wrapper around it (`__original`). */
function unwrap(instance: I18n): I18n {
  return (instance as I18n & { __original?: I18n }).__original ?? instance;
}

/**
 * Creates and initialises an i18next instance bound to react-i18next.
 *
 * @param lng - initial language; defaults to `fr` (spec §9).
 * @returns the initialised instance (resources are in memory, so it is ready synchronously).
 */
export function createI18n(lng: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { fr: { translation: frCore } },
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
  // `{{name, de}}` in French: « de Marc », « d’Aisha » (one rule, shared with the API's e-mails).
  instance.services.formatter?.add('de', (value: unknown, lng: string | undefined) => (lng?.startsWith('fr') ? deName(String(value ?? '')) : String(value ?? '')));
  return instance;
}

/**
 * Makes sure the translations of `language` are in the instance (loads each chunk once): the core part,
 * and the lazy part too once the instance has asked for it ({@link ensureLazyTranslations}).
 *
 * @returns a promise settled once the bundle is available.
 */
export async function ensureLanguageLoaded(instance: I18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    const bundle = await loaders[language].core();
    instance.addResourceBundle(language, 'translation', bundle, true, true);
  }
  const lazy = lazyLoaded.get(unwrap(instance));
  if (lazy && !lazy.has(language)) {
    const bundle = await loaders[language].lazy();
    instance.addResourceBundle(language, 'translation', bundle, true, true);
    lazy.add(language);
  }
}

/**
 * Loads the lazy part of the translations (account pages: `forms`, `auth`, `account`, `client`, `consultant`, `bookings`) for the current
 * language, and from now on for every language the instance switches to. Route modules of the account
 * pages are resolved only after this settles, so their texts are there on the first render.
 *
 * @param instance - defaults to the application instance (tests pass their own).
 * @returns a promise settled once the texts are available.
 */
export async function ensureLazyTranslations(instance: I18n = i18n): Promise<void> {
  if (!lazyLoaded.has(unwrap(instance))) lazyLoaded.set(unwrap(instance), new Set());
  await ensureLanguageLoaded(instance, currentLanguage(instance));
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
