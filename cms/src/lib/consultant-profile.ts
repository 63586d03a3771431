/**
 * The signed-in consultant's own profile (spec §3 consultant profile): the one place that finds it, and the shapes shared
 * by the onboarding services (docs/api-consultant.md).
 */
import { notFound } from './http-errors';
import { t, type Locale } from './messages';

import { CONSULTANT_PROFILE as PROFILE, type Row } from './content-types';

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
