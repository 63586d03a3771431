/**
 * Privacy of personal and health data (DESIGN §8 "Personal data"; docs/privacy.md): the person's own
 * export (GDPR Art. 15/20), erasure (Art. 17) and consent records, and the back office's side of them.
 *
 * - Export: `GET /api/{client|consultant}/account/export` answers one ZIP of everything the platform
 *   holds about the caller (a JSON document per area, the caller's own files, a README in the caller's
 *   language). Every export is audit-logged and listed as a data request.
 * - Erasure: `POST /api/{client|consultant}/account/erasure` `{ password }` checks the password and
 *   e-mails a single-use confirmation link (valid {@link ERASURE_LINK_TTL_HOURS} hours); the page of that
 *   link posts `POST /api/{client|consultant}/account/erasure/confirm` `{ token }`, which erases the account:
 *   upcoming bookings cancelled (the usual e-mails), personal and health data deleted, files removed from
 *   the store, and what accounting or disputes must keep (bookings' dates, fees, payment status;
 *   complaints' decisions) kept with the person shown as "deleted client" / "deleted consultant".
 *   What blocks an erasure (a consultant's open complaint or paid upcoming booking) answers 409
 *   `ErasureBlocked` with `details.reasons`.
 * - Consents: `GET /api/{client|consultant}/account/consents` lists every consent given or withdrawn
 *   (terms, privacy policy, explicit consent to process health data, newsletter) with the text's
 *   version, the time and the source; a client gives or withdraws the health-data consent with
 *   `PUT /api/client/account/consents/health-data` (withdrawn, it blocks new bookings until given again).
 * - Back office: the same export and erasure for a person (`/admin-panel/{clients|consultants}/:id/…`),
 *   the person's consent history, and the `data-requests` admin resource (every export and erasure:
 *   who asked, when, status).
 *
 * Instants are UTC, ISO 8601. Ids are documentIds.
 *
 * @module contracts/privacy
 */
import { z } from 'zod';
import { ApiErrorBody, dataOf, EmptyBody, Instant, orNull } from './common';
import { ResourceId } from './admin-dialect';
import { DateBound } from './admin-people';
import { route } from './route';

/** Reference-page group of the person's own privacy routes. */
export const PRIVACY_TAG = 'Privacy (account)';
/** Reference-page group of the back office's privacy routes and data requests. */
export const PRIVACY_ADMIN_TAG = 'Privacy (admin)';

/** Hours an erasure confirmation link stays valid. */
export const ERASURE_LINK_TTL_HOURS = 24;

/** Media type of an export. */
export const EXPORT_CONTENT_TYPE = 'application/zip';

const error = (description: string) => ({ description, schema: ApiErrorBody });

/** The surfaces whose people own data: clients and consultants. */
export type PrivacySurface = 'client' | 'consultant';

/** What a consent is given to. */
export const ConsentKind = z.enum(['terms', 'privacy', 'health_data', 'newsletter']);

/** Whether the record gives or withdraws the consent. */
export const ConsentAction = z.enum(['given', 'withdrawn']);

/**
 * Where the consent was given or withdrawn: the registration form, the account pages, the health
 * assessment form, the newsletter form (or its confirmation/unsubscribe links), an admin on the
 * person's request.
 */
export const ConsentSource = z.enum(['registration', 'account', 'health-assessment', 'newsletter', 'admin']);

/** One consent record. */
export const ConsentRecord = z
  .object({
    id: z.string(),
    kind: ConsentKind,
    action: ConsentAction,
    /** the version of the text consented to (terms and privacy policy: their published version), `null` when it has none */
    version: z.string().nullable(),
    source: ConsentSource,
    at: Instant,
  })
  .meta({ id: 'ConsentRecord' });

/** The consent records of a person, newest first, and the current state of each kind. */
export const ConsentHistory = z
  .object({
    data: z.array(ConsentRecord),
    /** per kind: `true` when its newest record gives it, `false` when withdrawn or never given */
    current: z.object({ terms: z.boolean(), privacy: z.boolean(), health_data: z.boolean(), newsletter: z.boolean() }),
  })
  .meta({ id: 'ConsentHistory' });

/** Body of `PUT /client/account/consents/health-data`. */
export const HealthDataConsentRequest = z.object({ given: z.boolean() }).strict().meta({ id: 'HealthDataConsentRequest' });

/** Body of an erasure request: the account's password. */
export const ErasureRequest = z
  .object({ password: z.string().min(1).max(128) })
  .strict()
  .meta({ id: 'ErasureRequest' });

/** Body of an erasure confirmation: the token of the e-mailed link. */
export const ErasureConfirmation = z
  .object({ token: z.string().trim().min(16).max(200) })
  .strict()
  .meta({ id: 'ErasureConfirmation' });

/** Why an erasure cannot run now. */
export const ErasureBlockReason = z
  .object({
    /** `open-complaint`: a complaint about or by the person is not decided; `paid-upcoming-booking`: a paid booking has not taken place */
    code: z.enum(['open-complaint', 'paid-upcoming-booking']),
    /** the reason, in the request's language */
    message: z.string(),
    /** the documentId of the complaint or booking */
    id: z.string(),
  })
  .meta({ id: 'ErasureBlockReason' });

/** The state of an erasure request after `POST …/account/erasure`. */
export const ErasureRequested = z
  .object({
    status: z.literal('awaiting_confirmation'),
    /** when the e-mailed link stops working */
    expires_at: Instant,
  })
  .meta({ id: 'ErasureRequested' });

/** The result of an erasure. */
export const ErasureDone = z
  .object({
    status: z.literal('completed'),
    /** upcoming bookings cancelled by it */
    cancelled_bookings: z.number().int().min(0),
  })
  .meta({ id: 'ErasureDone' });

const blocked = error('`ErasureBlocked`: something must be settled first; `details.reasons` is a list of `ErasureBlockReason`');

/**
 * The privacy routes of a person's own account.
 * @param surface - `client` or `consultant`
 * @returns contracts keyed by action of the `api::account.privacy` controller
 */
export function accountPrivacyRoutes(surface: PrivacySurface) {
  const at = (path: string): string => `/${surface}/account${path}`;
  return {
    exportData: route({
      method: 'GET',
      path: at('/export'),
      summary: 'Download all of my data (ZIP)',
      description:
        'One ZIP: a JSON document per area (account, profile, consents, health assessment, bookings with the notes visible to the caller, favourites, complaints, chat messages, room attendance, newsletter and waiting-list entries), ' +
        'the caller’s own files, and a README in the caller’s language describing each file. Audit-logged and listed as a data request. At most a few per hour (429).',
      tag: PRIVACY_TAG,
      access: 'signed-in',
      responses: { 200: { description: 'The ZIP (`Content-Disposition: attachment`)', contentType: EXPORT_CONTENT_TYPE }, 429: error('Too many exports in a short time') },
    }),
    requestErasure: route({
      method: 'POST',
      path: at('/erasure'),
      summary: 'Ask to delete my account (confirmed by password, then by an e-mailed link)',
      description: `The password is checked; the account's address then receives a single-use link, valid ${ERASURE_LINK_TTL_HOURS} hours, to confirm. Nothing is deleted yet.`,
      tag: PRIVACY_TAG,
      access: 'signed-in',
      body: ErasureRequest,
      responses: {
        202: { description: 'The confirmation link is e-mailed', schema: dataOf(ErasureRequested) },
        400: error('Invalid input, or a wrong password (`details.fieldErrors.password`)'),
        409: blocked,
        429: error('Too many attempts'),
      },
    }),
    confirmErasure: route({
      method: 'POST',
      path: at('/erasure/confirm'),
      summary: 'Confirm the deletion of my account with the e-mailed link’s token',
      description: 'Erases the account at once. The link works once; its account need not be signed in on this device.',
      tag: PRIVACY_TAG,
      access: 'public',
      body: ErasureConfirmation,
      responses: {
        200: { description: 'The account is erased', schema: dataOf(ErasureDone) },
        400: error('`ErasureLinkInvalid`: unknown, used or expired link, or a link of the other role'),
        409: blocked,
      },
    }),
    consents: route({
      method: 'GET',
      path: at('/consents'),
      summary: 'My consents: every consent given or withdrawn, newest first',
      tag: PRIVACY_TAG,
      access: 'signed-in',
      responses: { 200: { description: 'OK', schema: ConsentHistory } },
    }),
  };
}

/** The client's own privacy routes (with the health-data consent). */
export const clientPrivacyRoutes = {
  ...accountPrivacyRoutes('client'),
  setHealthDataConsent: route({
    method: 'PUT',
    path: '/client/account/consents/health-data',
    summary: 'Give or withdraw my explicit consent to the processing of my health data',
    description: 'Withdrawn, it blocks new bookings (`HealthDataConsentMissing`) until given again; bookings already made stay.',
    tag: PRIVACY_TAG,
    access: 'signed-in',
    body: HealthDataConsentRequest,
    responses: { 200: { description: 'The consent history after the change', schema: ConsentHistory } },
  }),
};

/** The consultant's own privacy routes. */
export const consultantPrivacyRoutes = accountPrivacyRoutes('consultant');

/** A data request as the back office lists it. */
export const DataRequestRecord = z
  .object({
    id: z.string(),
    kind: z.enum(['export', 'erasure']),
    status: z.enum(['awaiting_confirmation', 'completed', 'blocked', 'expired', 'failed']),
    subject_role: z.enum(['client', 'consultant']),
    /** the person's account documentId; `null` once erased */
    subject_id: z.string().nullable(),
    /** the person's e-mail address at the time; "deleted client #…" once erased */
    subject_label: z.string(),
    requested_by: z.enum(['self', 'admin']),
    /** the admin who ran it, when `requested_by` is `admin` */
    requester_email: z.string().nullable(),
    /** what happened, e.g. the reasons of a blocked erasure, or the bookings cancelled */
    detail: z.string().nullable(),
    completed_at: orNull(Instant),
    createdAt: Instant,
  })
  .meta({ id: 'DataRequestRecord' });

/** Filters of the back office's data-request list (plus `q` over the person's label and the admin's e-mail). */
export const dataRequestFilters = {
  kind: { kind: 'equals', schema: z.enum(['export', 'erasure']) },
  status: { kind: 'equals', schema: z.enum(['awaiting_confirmation', 'completed', 'blocked', 'expired', 'failed']) },
  subject_role: { kind: 'equals', schema: z.enum(['client', 'consultant']) },
  createdAt: { kind: 'range', schema: DateBound },
} as const;

/**
 * The back office's privacy actions for a person, by the documentId of the person's profile as the
 * `clients` and `consultants` resources list them.
 * @param people - `clients` or `consultants`
 */
function adminPrivacyRoutes(people: 'clients' | 'consultants') {
  const at = (path: string): string => `/admin-panel/${people}/:id${path}`;
  const person = people === 'clients' ? 'client' : 'consultant';
  return {
    exportData: route({
      method: 'GET',
      path: at('/export'),
      summary: `Download all the data of a ${person} (the ZIP the ${person} can download)`,
      description: 'Audit-logged and listed as a data request made by the admin. The README is in the admin’s language.',
      tag: PRIVACY_ADMIN_TAG,
      access: 'signed-in',
      params: z.object({ id: ResourceId }),
      responses: { 200: { description: 'The ZIP', contentType: EXPORT_CONTENT_TYPE } },
    }),
    erase: route({
      method: 'POST',
      path: at('/erasure'),
      summary: `Erase a ${person}'s account on the person's request`,
      description: 'The same erasure as the person’s own, at once (no e-mailed link). Audit-logged without the erased data.',
      tag: PRIVACY_ADMIN_TAG,
      access: 'signed-in',
      params: z.object({ id: ResourceId }),
      body: EmptyBody,
      responses: { 200: { description: 'The account is erased', schema: dataOf(ErasureDone) }, 409: blocked },
    }),
    consents: route({
      method: 'GET',
      path: at('/consents'),
      summary: `The consent history of a ${person}`,
      tag: PRIVACY_ADMIN_TAG,
      access: 'signed-in',
      params: z.object({ id: ResourceId }),
      responses: { 200: { description: 'OK', schema: ConsentHistory } },
    }),
  };
}

const clients = adminPrivacyRoutes('clients');
const consultants = adminPrivacyRoutes('consultants');

/** The back office's privacy actions, keyed by action of `api::admin-panel.privacy`. */
export const adminPrivacyActionRoutes = {
  exportClient: clients.exportData,
  eraseClient: clients.erase,
  clientConsents: clients.consents,
  exportConsultant: consultants.exportData,
  eraseConsultant: consultants.erase,
  consultantConsents: consultants.consents,
};
