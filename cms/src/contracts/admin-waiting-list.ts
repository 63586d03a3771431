/**
 * The waiting list in the back office (spec §2 admin `view-user-waiting-list`; the `waiting-list` admin
 * resource): the record of an entry, its filters and sort fields.
 *
 * @module contracts/admin-waiting-list
 */
import { z } from 'zod';
import { Instant, orNull } from './common';
import { DateBound } from './admin-people';
import { WaitingListRole } from './waiting-list';

/** Reference-page group of the back office's waiting list. */
export const WAITING_LIST_TAG = 'Waiting list (admin)';

/** A waiting-list entry in the back office. */
export const WaitingListEntryRecord = z
  .object({
    id: z.string(),
    role: WaitingListRole,
    email: z.string(),
    name: z.string(),
    /** ISO 3166 alpha-2 code */
    country: z.string(),
    /** the country's name in the admin's language (`null` when it left the reference list) */
    country_name: z.string().nullable(),
    /** specialization slug */
    specialization: z.string(),
    /** the specialization's name in the admin's language (`null` when it left the reference list) */
    specialization_name: z.string().nullable(),
    /** language of the e-mails */
    mail_locale: z.string().nullable(),
    /** when the confirmation e-mail was sent (`null` if it failed) */
    confirmation_sent_at: orNull(Instant),
    /** when the client was told an expert is available (`null`: still waiting; always `null` for consultants) */
    notified_at: orNull(Instant),
    /** the consultant profile (documentId) whose approval was announced */
    notified_consultant: z.string().nullable(),
    createdAt: Instant,
    updatedAt: Instant,
    /** when it went to the trash, `null` when live */
    deletedAt: orNull(Instant),
  })
  .meta({ id: 'WaitingListEntryRecord' });

/** Filters of the back office's waiting list. */
export const waitingListFilters = {
  role: { kind: 'equals', schema: WaitingListRole },
  country: { kind: 'equals', schema: z.string().max(2) },
  specialization: { kind: 'equals', schema: z.string().max(120) },
  /** whether the client has been told an expert is available */
  notified: { kind: 'equals', schema: z.boolean() },
  createdAt: { kind: 'range', schema: DateBound },
} as const;

/** Fields the back office's waiting list can be sorted by. */
export const WAITING_LIST_SORTABLE = ['createdAt', 'updatedAt', 'name', 'email', 'role', 'country', 'specialization', 'notified_at'] as const;
