/**
 * The client's favourite consultants (spec §2 client "favorite"; docs/api-bookings.md):
 * `api::favourite.favourite` rows linking a client profile and a consultant profile. Only visible
 * consultants (approved, active, not in the trash) are listed or can be added; the cards are those of
 * the public expert search (`api::consultant-profile.expert-search`).
 */
import { notFound } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';
import { ownClientProfile } from '../../../lib/client-profile';
import { PROFILE } from '../../../lib/consultant-profile';
import { services } from '../../../lib/services';

const FAVOURITE = 'api::favourite.favourite';
const search = () => services.expertSearch();

export default () => ({
  /**
   * One page of the client's visible favourites, most recently added first.
   * @returns `{ data: ExpertCard[], total }`
   */
  async list(userId: number, locale: Locale, page: number, pageSize: number) {
    const profile = await ownClientProfile(userId, locale);
    const rows: { consultant?: { documentId: string } | null }[] = await strapi.db.query(FAVOURITE).findMany({
      where: { client: { id: profile.id } },
      populate: { consultant: { select: ['documentId'] } },
      orderBy: { id: 'desc' },
    });
    const ids = [...new Set(rows.map((row) => row.consultant?.documentId).filter(Boolean) as string[])];
    const cards = await search().cardsOf(ids, locale);
    return { data: cards.slice((page - 1) * pageSize, page * pageSize), total: cards.length };
  },

  /**
   * Add a visible consultant to the client's favourites; adding one twice changes nothing.
   * @returns `{ card: ExpertCard, created }` (`created` false when it was already a favourite)
   * @throws ApiError 404 when the consultant is unknown or not visible
   */
  async add(userId: number, consultantId: string, locale: Locale) {
    const profile = await ownClientProfile(userId, locale);
    const [card] = await search().cardsOf([consultantId], locale);
    if (!card) throw notFound(t(locale, 'notFound.consultant'));
    const consultant = await strapi.db.query(PROFILE).findOne({ where: { documentId: consultantId }, select: ['id'] });
    const existing = await strapi.db.query(FAVOURITE).findOne({ where: { client: { id: profile.id }, consultant: { id: consultant.id } }, select: ['id'] });
    if (!existing) await strapi.db.query(FAVOURITE).create({ data: { client: profile.id, consultant: consultant.id } });
    return { card, created: !existing };
  },

  /** Remove a consultant from the client's favourites (nothing happens when it is not one). */
  async remove(userId: number, consultantId: string, locale: Locale): Promise<void> {
    const profile = await ownClientProfile(userId, locale);
    await strapi.db.query(FAVOURITE).deleteMany({ where: { client: { id: profile.id }, consultant: { documentId: consultantId } } });
  },
});
