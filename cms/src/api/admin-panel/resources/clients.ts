/**
 * Clients of the back office (spec §2 admin "client", "client/client-profile/{id}"; contracts/admin-people
 * `ClientRecord`, `ClientDetail`): the list with the account's state and the number of bookings, and
 * the client's record (person fields as the client reads them, the state of the consent form and the
 * health assessment, recent bookings, favourites). Blocking is an action (controllers/clients.ts).
 *
 * No create (clients sign up), no delete and no trash: blocking the account shuts it out and keeps its
 * bookings and history; profiles soft-deleted elsewhere (`deletedAt`) are left out.
 */
import type { z } from 'zod';
import { clientFilters, ClientDetail, ClientRecord, PEOPLE_TAG, RECENT_BOOKINGS } from '../../../contracts/admin-people';
import { countsByRelation, defineAdminResource, type ResourceRow } from '../../../lib/admin-resource';
import { BOOKING, CLIENT_PROFILE } from '../../../lib/content-types';
import type { Locale } from '../../../lib/messages';
import { services } from '../../../lib/services';
import { clientProfileView, PROFILE_VIEW_POPULATE, type ProfileRow } from '../../account/services/accounts';
import { flagWhere, instantOrNull, localizedNames, relationOf, textOrNull } from './people';

/** What a client row needs populated for {@link clientRecord}. */
export const CLIENT_POPULATE = { user: { select: ['documentId', 'email', 'blocked'] }, country: { select: ['documentId', 'code'] } };

/**
 * The list records of client profile rows (populated with {@link CLIENT_POPULATE}), in order: the
 * countries' names and the confirmed bookings of the whole page are read at once (two queries).
 * @param rows - the page's profile rows
 * @param locale - the admin's language (the countries' names)
 */
export async function clientRecords(rows: readonly ResourceRow[], locale: Locale): Promise<z.input<typeof ClientRecord>[]> {
  const countries = rows.map((row) => relationOf<{ code?: string | null }>(row.country));
  const [names, bookings] = await Promise.all([
    localizedNames(
      'api::country.country',
      countries.flatMap((country) => (country ? [country.documentId] : [])),
      locale,
    ),
    countsByRelation(
      BOOKING,
      'client',
      rows.map((row) => row.id),
      { status: 'confirmed' },
    ),
  ]);
  return rows.map((row, index) => {
    const user = relationOf<{ email?: string | null; blocked?: boolean | null }>(row.user);
    const country = countries[index];
    return {
      id: row.documentId,
      display_name: textOrNull(row.display_name) ?? '',
      email: user?.email ?? null,
      user_id: user?.documentId ?? null,
      country: country?.code ? { code: country.code, name: names.get(country.documentId) ?? country.code } : null,
      createdAt: instantOrNull(row.createdAt) ?? '',
      blocked: Boolean(user?.blocked),
      bookings: bookings.get(row.id) ?? 0,
    };
  });
}

/** The list record of one client profile row (populated with {@link CLIENT_POPULATE}). */
export async function clientRecord(row: ResourceRow, locale: Locale): Promise<z.input<typeof ClientRecord>> {
  return (await clientRecords([row], locale))[0];
}

/**
 * A client's full record (contracts/admin-people `ClientDetail`).
 * @param row - the profile row, populated with {@link CLIENT_POPULATE}
 */
export async function clientDetail(row: ResourceRow, locale: Locale): Promise<z.input<typeof ClientDetail>> {
  const forms = services.clientForms();
  const [record, person, current, assessment, bookings, favourites] = await Promise.all([
    clientRecord(row, locale),
    strapi.db.query(CLIENT_PROFILE).findOne({ where: { id: row.id }, populate: PROFILE_VIEW_POPULATE }) as Promise<ProfileRow>,
    forms.currentConsentForm(locale),
    forms.assessmentView(row.id, locale),
    strapi.db.query(BOOKING).findMany({
      select: ['documentId', 'start', 'end', 'status'],
      where: { client: { id: row.id } },
      orderBy: [{ start: 'desc' }, { id: 'desc' }],
      limit: RECENT_BOOKINGS,
      populate: { consultant: { select: ['documentId', 'display_name'] } },
    }),
    strapi.db.query('api::favourite.favourite').count({ where: { client: { id: row.id } } }),
  ]);
  return {
    ...record,
    profile: clientProfileView(person),
    consent_form: { current_version: current?.version ?? null, state: await forms.consentState(row.id, current?.version ?? null) },
    health_assessment: {
      version: assessment.version,
      completed_at: assessment.completed_at,
      up_to_date: assessment.up_to_date,
      document: assessment.document,
      draft_saved_at: assessment.draft?.saved_at ?? null,
    },
    recent_bookings: bookings.map((booking) => ({
      id: booking.documentId,
      consultant: booking.consultant ? { id: booking.consultant.documentId, display_name: booking.consultant.display_name ?? '' } : null,
      start: instantOrNull(booking.start) ?? '',
      end: instantOrNull(booking.end) ?? '',
      status: booking.status ?? 'confirmed',
    })),
    favourites,
  };
}

export default defineAdminResource({
  name: 'clients',
  noun: 'client',
  tag: PEOPLE_TAG,
  uid: CLIENT_PROFILE,
  record: ClientRecord,
  detail: ClientDetail,
  create: false,
  remove: false,
  trash: false,
  scope: { deletedAt: { $null: true } },
  populate: CLIENT_POPULATE,
  search: ['display_name', 'given_name', 'family_name', 'user.email'],
  sortable: ['display_name', 'email', 'createdAt', 'blocked'],
  sortColumns: { email: 'user.email', blocked: 'user.blocked' },
  filters: clientFilters,
  filterWhere: { blocked: (value: boolean) => flagWhere('user.blocked', value, false) },
  toRecords: (documents, locale) =>
    clientRecords(
      documents.map(({ row }) => row),
      locale,
    ),
  toDetail: ({ row }, locale) => clientDetail(row, locale),
});
