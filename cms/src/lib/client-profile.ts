/**
 * The signed-in client's own profile (spec §5 bookings): the one place that finds it (docs/api-bookings.md).
 */
import { notFound } from './http-errors';
import { t, type Locale } from './messages';

import { CLIENT_PROFILE as CLIENT, type Row } from './content-types';

export { CLIENT };

/**
 * The client profile of user `userId` (not in the trash), with `populate`.
 * @throws ApiError 404 when the account has no client profile
 */
export async function ownClientProfile(userId: number, locale: Locale, populate: Record<string, unknown> | string[] = {}): Promise<Row<typeof CLIENT>> {
  const row = await strapi.db.query(CLIENT).findOne({ where: { user: { id: userId }, deletedAt: { $null: true } }, populate });
  if (!row) throw notFound(t(locale, 'notFound.profile'));
  return row;
}
