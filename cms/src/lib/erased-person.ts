/**
 * How an erased person appears to the other party (docs/privacy.md "Erasure"). An erased client or
 * consultant keeps its profile row, so that the bookings and complaints that accounting or a dispute
 * must keep still point at someone; the row has `deletedAt` set and no personal field left. Wherever the
 * other party saw the person's name (booking lists and detail, complaints, the consultation room, the
 * e-mails about them), it sees the label "deleted client" / "deleted consultant" in its own language
 * instead ({@link shownName}).
 */
import { DEFAULT_LOCALE, t, type Locale } from './messages';

/** A client or consultant profile as the views read it: its name, and `deletedAt` once erased. */
export interface NamedProfile {
  display_name?: string | null;
  deletedAt?: unknown;
}

/** Whether `profile` is erased (or otherwise in the trash): `deletedAt` is set. */
export function isErased(profile: NamedProfile | null | undefined): boolean {
  return profile?.deletedAt !== null && profile?.deletedAt !== undefined;
}

/** The locale of the HTTP request being handled (Strapi's request context), else the default (`fr`). */
function requestLocale(): Locale {
  const ctx = strapi.requestContext?.get() as { state?: { locale?: unknown } } | undefined;
  const locale = ctx?.state?.locale;
  return locale === 'en' || locale === 'fr' ? locale : DEFAULT_LOCALE;
}

/**
 * The name of a party as the other party sees it.
 * @param profile - the client or consultant profile (with `display_name` and `deletedAt`), or none
 * @param role - whose profile it is (chooses the label "deleted client" or "deleted consultant")
 * @param locale - language of the label; by default the language of the request being handled (`fr`
 *   outside a request)
 * @returns the profile's display name, the translated label when the profile is erased, `''` without a profile
 */
export function shownName(profile: NamedProfile | null | undefined, role: 'client' | 'consultant', locale?: Locale): string {
  if (!profile) return '';
  if (isErased(profile)) return t(locale ?? requestLocale(), role === 'client' ? 'erasure.deleted.client' : 'erasure.deleted.consultant');
  return profile.display_name ?? '';
}
