/**
 * The signed-in consultant's own profile (spec §3 consultant profile): the one place that finds it, and the shapes shared
 * by the onboarding services (docs/api-consultant.md).
 */
import { notFound } from './http-errors';
import { t, type Locale } from './messages';

import { CONSULTANT_PROFILE as PROFILE, type Row } from './content-types';

/** Document input of a consultant profile, as `strapi.documents(PROFILE).update` takes it. */
type ProfileInput = NonNullable<Parameters<ReturnType<typeof strapi.documents<typeof PROFILE>>['update']>[0]['data']>;

/** A profile update: Strapi's document input where `null` also clears a field (its type omits `null`, its runtime takes it). */
export type ProfileUpdate = { [K in keyof ProfileInput]?: ProfileInput[K] | null };

/**
 * Update the profile document `documentId` (relations given by documentId, `null` clears a field).
 * @param documentId - the profile's documentId
 * @param data - the fields to write
 */
export async function updateProfile(documentId: string, data: ProfileUpdate): Promise<void> {
  await strapi.documents(PROFILE).update({ documentId, data: data as ProfileInput });
}

export {
  CONSULTANT_PROFILE as PROFILE,
  CONSULTANT_DEGREE as DEGREE,
  CONSULTANT_CERTIFICATE as CERTIFICATE,
  CONSULTANT_BANK_DETAIL as BANK,
  CONSULTANT_TIMING as TIMING,
  CONSULTANT_DAY_OFF as DAY_OFF,
} from './content-types';

/**
 * The consultant profile of user `userId` (not in the trash), with `populate`.
 * @throws ApiError 404 when the account has no profile
 */
export async function ownProfile(userId: number, locale: Locale, populate: Record<string, unknown> | string[] = {}): Promise<Row<typeof PROFILE>> {
  const row: Row<typeof PROFILE> | null = await strapi.db.query(PROFILE).findOne({ where: { user: { id: userId }, deletedAt: { $null: true } }, populate });
  if (!row) throw notFound(t(locale, 'notFound.profile'));
  return row;
}

/** A profile by its documentId (admins; trash excluded). @throws ApiError 404 */
export async function profileByDocumentId(documentId: string, locale: Locale, populate: Record<string, unknown> | string[] = {}): Promise<Row<typeof PROFILE>> {
  const row: Row<typeof PROFILE> | null = await strapi.db.query(PROFILE).findOne({ where: { documentId, deletedAt: { $null: true } }, populate });
  if (!row) throw notFound(t(locale, 'notFound.consultant'));
  return row;
}

/**
 * Answer of a section write: `{ data }`, plus `meta.review_required: true` when the write sent an
 * approved profile back to review (docs/api-consultant.md "Status workflow").
 */
export function sectionAnswer<T>(data: T, reviewRequired: boolean) {
  return reviewRequired ? { data, meta: { review_required: true as const } } : { data };
}
