/**
 * Waiting lists (spec §1 "waiting lists", §2 admin `view-user-waiting-list`): a visitor asks to be told
 * when an expert of a specialization is available in a country (role `client`), or a practitioner
 * pre-registers before signing up (role `consultant`): the public join route on the client surface
 * (the back office's side: ./admin-waiting-list.ts). Pure zod: the web form uses the same schema.
 *
 * @module contracts/waiting-list
 */
import { z } from 'zod';
import { ApiErrorBody, checkMessage, dataOf, Email, Locale } from './common';
import { route } from './route';

const TAG = 'Waiting list';
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
      201: { description: 'Registered (or updated); a confirmation e-mail is on its way', schema: dataOf(z.object({ message: z.string() })) },
      429: { description: 'Too many requests, or a proof of work is needed', schema: ApiErrorBody },
    },
  }),
};
