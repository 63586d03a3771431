/**
 * Starter-kit requests (spec §2 admin "view-user-starter-kit-requests"; contracts/starter-kit
 * `StarterKitRequestRecord`): who asked for the free starter kit and brochure, in which language, and
 * how its delivery went (status, attempts, last error, next attempt). Read only: requests are made by
 * the public form and sent by the platform; an admin sends one again with
 * `POST /starter-kit-requests/:id/resend` (controllers/starter-kit-requests.ts). Filtered by status,
 * language and creation date, searched by name and e-mail.
 */
import type { z } from 'zod';
import { STARTER_KIT_ADMIN_TAG, STARTER_KIT_SORTABLE, starterKitFilters, StarterKitRequestRecord, StarterKitStatus } from '../../../contracts/starter-kit';
import { defineAdminResource, type ResourceRow } from '../../../lib/admin-resource';
import { STARTER_KIT_REQUEST } from '../../../lib/content-types';
import { dayBounds, instantOrNull, textOrNull } from './people';

/**
 * The back office's record of a stored request.
 * @returns `StarterKitRequestRecord` (instants UTC ISO 8601)
 */
export function starterKitRecord(row: ResourceRow): z.input<typeof StarterKitRequestRecord> {
  return {
    id: row.documentId,
    name: textOrNull(row.name) ?? '',
    email: textOrNull(row.email) ?? '',
    mail_locale: row.mail_locale === 'en' ? 'en' : 'fr',
    status: row.status === 'sent' || row.status === 'failed' ? row.status : 'pending',
    attempts: typeof row.attempts === 'number' ? row.attempts : 0,
    sent_at: instantOrNull(row.sent_at),
    last_error: textOrNull(row.last_error) || null,
    next_attempt_at: instantOrNull(row.next_attempt_at),
    request_ip: textOrNull(row.request_ip) || null,
    createdAt: instantOrNull(row.createdAt) ?? '',
    updatedAt: instantOrNull(row.updatedAt) ?? '',
  };
}

export default defineAdminResource({
  name: 'starter-kit-requests',
  noun: 'starter-kit request',
  tag: STARTER_KIT_ADMIN_TAG,
  uid: STARTER_KIT_REQUEST,
  record: StarterKitRequestRecord,
  create: false,
  update: false,
  remove: false,
  trash: false,
  search: ['name', 'email'],
  sortable: STARTER_KIT_SORTABLE,
  // In the delivery's order, on every database (and `status` cannot be sorted by column).
  sortValues: { status: StarterKitStatus.options, mail_locale: ['fr', 'en'] },
  filters: starterKitFilters,
  filterWhere: { createdAt: dayBounds('createdAt') },
  toRecord: ({ row }) => starterKitRecord(row),
});
