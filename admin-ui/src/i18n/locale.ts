/**
 * Interface locale of the back office, shared with the public site through localStorage
 * (spec §2 "Language selector", §9: key `selectedLanguage`, default `fr`, fallback `en`).
 */

/** localStorage key holding the chosen interface language (same key as the public site). */
export const LOCALE_STORAGE_KEY = 'selectedLanguage';

/** Interface locales, French first (default). */
export const SUPPORTED_LOCALES = ['fr', 'en'] as const;

export type AppLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: AppLocale = 'fr';

/** Type guard for a supported locale code. */
export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined; // storage disabled (privacy mode)
  }
}

/**
 * The stored interface language, or `fr` when nothing valid is stored.
 * Accepts the plain code (`"en"`), a JSON string (`"\"en\""`) or a JSON language record (`{"type":"en"}`).
 */
export function readStoredLocale(): AppLocale {
  const raw = storage()?.getItem(LOCALE_STORAGE_KEY);
  if (raw == null) return DEFAULT_LOCALE;
  const candidate = raw.trim().toLowerCase();
  if (isAppLocale(candidate)) return candidate;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isAppLocale(parsed)) return parsed;
    if (parsed && typeof parsed === 'object' && isAppLocale((parsed as { type?: unknown }).type)) {
      return (parsed as { type: AppLocale }).type;
    }
  } catch {
    // not JSON: fall through to the default
  }
  return DEFAULT_LOCALE;
}

/** Stores the interface language as its plain code (`fr` or `en`). Unsupported codes are ignored. */
export function storeLocale(locale: string): void {
  if (!isAppLocale(locale)) return;
  try {
    storage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // quota or privacy mode: the choice lasts for this page only
  }
}
