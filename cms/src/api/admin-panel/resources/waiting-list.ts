/**
 * The waiting list in the back office (spec §2 admin "view-user-waiting-list", menu "User Waiting
 * List"; contracts/admin-waiting-list `WaitingListEntryRecord`): who waits for which specialization in which
 * country, and whether a client was already told an expert is available. Filtered by role, country,
 * specialization, notified or not and creation date, searched by name and e-mail. Entries are made only
 * by the public form (no create, no edit); an admin moves one to the trash (e.g. a person asking to be
 * removed), restores or deletes it for good.
 */
import { WAITING_LIST_SORTABLE, WAITING_LIST_TAG, waitingListFilters, WaitingListEntryRecord } from '../../../contracts/admin-waiting-list';
import { defineAdminResource } from '../../../lib/admin-resource';
import { WAITING_LIST_ENTRY } from '../../../lib/content-types';
import { referenceNames } from '../../waiting-list-entry/services/waiting-list';
import { dayBounds, instantOrNull, textOrNull } from './people';

export default defineAdminResource({
  name: 'waiting-list',
  noun: 'waiting-list entry',
  tag: WAITING_LIST_TAG,
  uid: WAITING_LIST_ENTRY,
  record: WaitingListEntryRecord,
  create: false,
  update: false,
  trash: true,
  populate: {},
  search: ['name', 'email'],
  sortable: WAITING_LIST_SORTABLE,
  sortColumns: { country: 'country_code', specialization: 'specialization_slug' },
  filters: waitingListFilters,
  filterWhere: {
    country: (value: string) => ({ country_code: value.toUpperCase() }),
    specialization: (value: string) => ({ specialization_slug: value }),
    notified: (value: boolean) => ({ notified_at: value ? { $notNull: true } : { $null: true } }),
    createdAt: dayBounds('createdAt'),
  },
  /** The page's records; the countries' and specializations' names of the whole page in two queries. */
  async toRecords(documents, locale) {
    const codes = documents.map(({ row }) => ({ country: textOrNull(row.country_code) ?? '', specialization: textOrNull(row.specialization_slug) ?? '' }));
    const [countries, specializations] = await Promise.all([
      referenceNames(
        'api::country.country',
        'code',
        codes.map((code) => code.country),
        locale,
      ),
      referenceNames(
        'api::specialization.specialization',
        'slug',
        codes.map((code) => code.specialization),
        locale,
      ),
    ]);
    return documents.map(({ row, trashed }, index) => {
      const { country, specialization } = codes[index];
      return {
        id: row.documentId,
        role: row.role === 'consultant' ? 'consultant' : 'client',
        email: textOrNull(row.email) ?? '',
        name: textOrNull(row.name) ?? '',
        country,
        country_name: countries.get(country) ?? null,
        specialization,
        specialization_name: specializations.get(specialization) ?? null,
        mail_locale: textOrNull(row.mail_locale),
        confirmation_sent_at: instantOrNull(row.confirmation_sent_at),
        notified_at: instantOrNull(row.notified_at),
        notified_consultant: textOrNull(row.notified_consultant),
        createdAt: instantOrNull(row.createdAt) ?? '',
        updatedAt: instantOrNull(row.updatedAt) ?? '',
        deletedAt: trashed ? instantOrNull(row.deletedAt) : null,
      };
    });
  },
});
