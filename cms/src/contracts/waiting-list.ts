/**
 * Waiting lists (spec §1 "waiting lists", §2 admin `view-user-waiting-list`): a visitor asks to be told
 * when an expert of a specialization is available in a country (role `client`), or a practitioner
 * pre-registers before signing up (role `consultant`). Public join route on the client surface, and
 * the back office's record of an entry (the `waiting-list` admin resource).
 *
 * @module contracts/waiting-list
 */
import { z } from 'zod';
import { ApiErrorBody, checkMessage, dataOf, Email, Instant, Locale, orNull } from './common';
import { DateBound } from './admin-people';
import { route } from './route';

const TAG = 'Waiting list';
/** Reference-page group of the back office's waiting list. */
export const WAITING_LIST_TAG = 'Waiting list (admin)';

/** Who waits: a client looking for an expert, or a practitioner pre-registering. */
export const WaitingListRole = z.enum(['client', 'consultant']);

/** `POST /client/waiting-list`: join the waiting list of a specialization in a country. */
export const WaitingListRequest = z
  .object({
    role: WaitingListRole,
    email: Email,
    name: z.string().trim().min(1).max(120),
    /** ISO 3166 alpha-2 code of a country of the reference list (case-insensitive) */
    country: z
      .string()
      .trim()
      .min(1, { abort: true })
      .toUpperCase()
      .refine((value) => /^[A-Z]{2}$/.test(value), checkMessage('validation.countryCode')),
    /** slug of a specialization of the reference list */
    specialization: z
      .string()
      .trim()
      .min(1, { abort: true })
      .max(120)
      .refine((value) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value), checkMessage('validation.choice')),
    /** language of the e-mails (default: the request's language) */
    locale: Locale.optional(),
  })
  .strict()
  .meta({ id: 'WaitingListRequest' });

/** Routes of the public waiting list, handlers of `api::client.waiting-list`. */
export const waitingListRoutes = {
  join: route({
    method: 'POST',
    path: '/client/waiting-list',
    summary: 'Join the waiting list of a specialization in a country',
    description:
      'The country is the ISO 3166 alpha-2 code and the specialization the slug of live entries of the reference lists (unknown → 400 on the field). ' +
      'The same role, e-mail, country and specialization update the existing entry (name, language) instead of adding one, and the answer is the same either way. ' +
      'A confirmation e-mail is sent in `locale` (default: the request’s language). Clients are e-mailed once when an expert of that specialization in that country is approved; consultant entries are pre-registrations and get only the confirmation, which invites them to sign up. ' +
      'At most 10 requests per address and hour and 5 per e-mail address and hour (429); past the waiting-list budget across all addresses, a proof of work is asked (429 `ChallengeRequired`, repeat with `x-altcha`).',
    tag: TAG,
    access: 'public',
    body: WaitingListRequest,
    responses: {
      202: { description: 'Registered (or updated); a confirmation e-mail is on its way', schema: dataOf(z.object({ message: z.string() })) },
      429: { description: 'Too many requests, or a proof of work is needed', schema: ApiErrorBody },
    },
  }),
};

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
