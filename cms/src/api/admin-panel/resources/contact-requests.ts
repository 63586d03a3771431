/**
 * Contact requests (spec §2 admin "view-contact-us-list"; contracts/admin-people `ContactRequestRecord`):
 * the messages of the public contact form. An admin marks one `handled` (stored as the `handled` flag,
 * with when and by whom) or back to `new`, and keeps a note of the answer given; requests go to a trash.
 * They are made only by the contact form (no create).
 */
import { CONTACT_TAG, contactFilters, ContactRequestInput, ContactRequestRecord } from '../../../contracts/admin-people';
import { defineAdminResource } from '../../../lib/admin-resource';
import { flagWhere, instantOrNull, relationOf, textOrNull } from './people';
import { clock } from '../../../contracts/clock';

export default defineAdminResource({
  name: 'contact-requests',
  noun: 'contact request',
  tag: CONTACT_TAG,
  uid: 'api::contact-request.contact-request',
  record: ContactRequestRecord,
  input: ContactRequestInput,
  create: false,
  trash: true,
  populate: { handled_by: { select: ['documentId', 'email'] } },
  search: ['name', 'email', 'subject'],
  sortable: ['createdAt', 'name', 'email', 'subject', 'status', 'handled_at'],
  sortColumns: { status: 'handled' },
  filters: contactFilters,
  filterWhere: { status: (value: 'new' | 'handled') => flagWhere('handled', value === 'handled', false) },
  toRecord({ row, trashed }) {
    return {
      id: row.documentId,
      name: textOrNull(row.name) ?? '',
      email: textOrNull(row.email) ?? '',
      phone: textOrNull(row.phone) || null,
      subject: textOrNull(row.subject) ?? '',
      message: textOrNull(row.message) ?? '',
      locale_used: textOrNull(row.locale_used),
      status: row.handled === true ? 'handled' : 'new',
      reply_note: textOrNull(row.reply_note),
      handled_at: instantOrNull(row.handled_at),
      handled_by: relationOf<{ email?: string | null }>(row.handled_by)?.email ?? null,
      createdAt: instantOrNull(row.createdAt) ?? '',
      deletedAt: trashed ? instantOrNull(row.deletedAt) : null,
    };
  },
  toData(shared, { existing, account }) {
    const handled = shared.status === 'handled';
    const data: Record<string, unknown> = { handled };
    if ('reply_note' in shared) data.reply_note = shared.reply_note || null;
    // When and by whom follow the status: set when it becomes handled, cleared when it is new again.
    if (handled && existing?.row.handled !== true) Object.assign(data, { handled_at: clock.now(), handled_by: account?.documentId ?? null });
    if (!handled) Object.assign(data, { handled_at: null, handled_by: null });
    return data;
  },
});
