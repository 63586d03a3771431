/**
 * Webinars on the consultant and client surfaces (docs/api-webinars.md): group sessions a consultant
 * hosts and clients register for. The consultant writes drafts, publishes, edits and cancels its own
 * webinars; visitors list and read the published ones; signed-in clients register and unregister.
 *
 * Instants are UTC ISO 8601 (the consultant's web page converts from its own zone); durations in minutes;
 * money in minor units of `currency` (cents).
 *
 * @module contracts/webinars
 */
import { z } from 'zod';
import { ApiErrorBody, CalendarDateInput, EmptyBody, FilePart, Instant, InstantInput, Media, PersonRef, dataOf, listOf, ok, orNull, paginationQuery, unsupportedFile } from './common';
import { ConsultantId } from './experts';
import { route } from './route';

const CONSULTANT_TAG = 'Webinars (consultant)';
const CLIENT_TAG = 'Webinars (client)';

const minor = z.number().int().min(0);
/** A reference list entry's slug (specialization, language). */
const ReferenceSlug = z
  .string()
  .trim()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** Shortest and longest webinar, in minutes. */
export const WEBINAR_MINUTES = { min: 15, max: 240 } as const;
/** Fewest and most seats of a webinar. */
export const WEBINAR_SEATS = { min: 1, max: 500 } as const;

/**
 * What a consultant writes of a webinar (`POST` creates a draft, `PUT` changes the fields sent). A title
 * in at least one language is needed from the start (the slug is made from it); the rest may wait
 * until publishing. One language may stay empty: French then serves, English when French is empty.
 */
export const WebinarRequest = z
  .object({
    title_fr: z.string().trim().max(200).optional(),
    title_en: z.string().trim().max(200).optional(),
    description_fr: z.string().trim().max(10000).optional(),
    description_en: z.string().trim().max(10000).optional(),
    /** slug of a specialization of the reference list */
    specialization: ReferenceSlug.optional(),
    /** slug of a spoken language of the reference list */
    language: ReferenceSlug.optional(),
    /** UTC instant (ISO 8601 with `Z` or an offset) */
    start: InstantInput.optional(),
    duration_minutes: z.number().int().min(WEBINAR_MINUTES.min).max(WEBINAR_MINUTES.max).optional(),
    capacity: z.number().int().min(WEBINAR_SEATS.min).max(WEBINAR_SEATS.max).optional(),
    /** minor units of the consultant's currency; 0 = free */
    fee_minor: z.number().int().min(0).max(100_000_000).optional(),
  })
  .strict()
  .meta({ id: 'WebinarRequest' });

/** A webinar as its consultant sees it (every field as written, both languages). */
export const ConsultantWebinar = z
  .object({
    id: z.string(),
    slug: z.string(),
    status: z.enum(['draft', 'published', 'cancelled']),
    title_fr: z.string(),
    title_en: z.string(),
    description_fr: z.string(),
    description_en: z.string(),
    /** the cover image (`PUT /consultant/webinars/:id/cover`) */
    cover: orNull(Media),
    specialization: z.string().nullable(),
    language: z.string().nullable(),
    start: Instant.nullable(),
    end: Instant.nullable(),
    duration_minutes: z.number().int().nullable(),
    capacity: z.number().int().nullable(),
    fee_minor: minor,
    currency: z.string(),
    /** active registrations */
    registrations: z.number().int().min(0),
    seats_left: z.number().int().min(0).nullable(),
    /** the consultant may still change or cancel it (not started, not cancelled) */
    can_edit: z.boolean(),
    created_at: Instant,
    cancelled_at: Instant.nullable(),
  })
  .meta({ id: 'ConsultantWebinar' });

/** A reference entry named in the asked language. */
const WebinarReference = z.object({ slug: z.string(), name: z.string() });

/** A published webinar as visitors see it, title in the asked language (fallback the other). */
export const WebinarCard = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    cover: orNull(Media),
    start: Instant,
    end: Instant,
    duration_minutes: z.number().int(),
    fee_minor: minor,
    currency: z.string(),
    capacity: z.number().int(),
    seats_left: z.number().int().min(0),
    specialization: orNull(WebinarReference),
    language: orNull(WebinarReference),
    /** the host; `id` is the expert page's id (`GET /api/client/consultants/:id`) */
    consultant: z.object({ id: z.string(), display_name: z.string(), photo: orNull(Media) }),
    status: z.enum(['published', 'cancelled']),
  })
  .meta({ id: 'WebinarCard' });

/** A published webinar with its description in the asked language. */
export const WebinarDetail = WebinarCard.extend({ description: z.string() }).meta({ id: 'WebinarDetail' });

/** A client's registration to a webinar. */
export const WebinarRegistration = z
  .object({
    id: z.string(),
    status: z.enum(['active', 'cancelled']),
    fee_minor: minor,
    currency: z.string(),
    payment_status: z.enum(['pending', 'paid', 'free', 'refunded']),
    payment_provider: z.enum(['direct', 'stripe']),
    /** the online payment page (Stripe Checkout) of an active registration whose payment is pending; null otherwise */
    checkout_url: z.string().nullable(),
    /** after this instant the client can no longer unregister */
    change_deadline: Instant,
    can_unregister: z.boolean(),
    created_at: Instant,
    cancelled_at: Instant.nullable(),
    /** who cancelled it; `unpaid`: the online payment was not made before its checkout expired, the seat was given back */
    cancelled_by: z.enum(['client', 'consultant', 'admin', 'unpaid']).nullable(),
    /** minutes the client spent in the webinar's live session, its presences added up; `null`: never there */
    attended_minutes: z.number().int().min(0).nullable(),
    webinar: WebinarCard,
  })
  .meta({ id: 'WebinarRegistration' });

/** A registration as the webinar's consultant sees it (who registered, and whether it is paid). */
export const WebinarAttendee = z
  .object({
    id: z.string(),
    client: PersonRef,
    status: z.enum(['active', 'cancelled']),
    fee_minor: minor,
    currency: z.string(),
    payment_status: z.enum(['pending', 'paid', 'free', 'refunded']),
    created_at: Instant,
    cancelled_at: Instant.nullable(),
    /** minutes the client spent in the live session, its presences added up; `null`: never there */
    attended_minutes: z.number().int().min(0).nullable(),
  })
  .meta({ id: 'WebinarAttendee' });

/** Query of the public list: soonest first, published webinars that have not ended. */
export const webinarListQuery = {
  ...paginationQuery(12, 50),
  /** a specialization slug */
  specialization: ReferenceSlug.optional(),
  /** a spoken-language slug */
  language: ReferenceSlug.optional(),
  /** first day (UTC) a webinar may start on */
  from: CalendarDateInput.optional(),
  /** last day (UTC) a webinar may start on */
  to: CalendarDateInput.optional(),
  /** `true`: free webinars only */
  free: z.enum(['true', 'false']).optional(),
  /** the host: the expert page's id (`consultant.id` of a card, `GET /api/client/consultants/:id`) */
  consultant: ConsultantId.optional(),
};

/** Query of the client's registrations. */
export const registrationListQuery = {
  /** `upcoming`: active, webinar not ended, soonest first; `past`: ended or cancelled, latest first */
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  ...paginationQuery(10, 50),
};

const error = (description: string) => ({ description, schema: ApiErrorBody });
const webinarId = z.object({ id: z.string().max(64) });
const attendeeId = z.object({ id: z.string().max(64), registrationId: z.string().max(64) });

/** Routes of `api::consultant.webinars`. */
export const consultantWebinarRoutes = {
  list: route({
    method: 'GET',
    path: '/consultant/webinars',
    summary: "The signed-in consultant's webinars, newest start first (drafts without a start last)",
    tag: CONSULTANT_TAG,
    access: 'signed-in',
    query: paginationQuery(10, 50),
    responses: ok(listOf(ConsultantWebinar)),
  }),
  create: route({
    method: 'POST',
    path: '/consultant/webinars',
    summary: 'Write a draft webinar (a title in at least one language; the rest may wait until publishing)',
    description: 'The fee is in the consultant’s currency. An unknown specialization or language answers 400 with `details.fieldErrors`.',
    tag: CONSULTANT_TAG,
    access: 'signed-in',
    body: WebinarRequest,
    responses: { 201: { description: 'Created', schema: dataOf(ConsultantWebinar) } },
  }),
  update: route({
    method: 'PUT',
    path: '/consultant/webinars/:id',
    summary: 'Change a webinar before it starts (the fields sent)',
    description:
      'When the start or the duration of a published webinar changes, every registered client is e-mailed the new time with a new `.ics`. ' +
      'The capacity cannot go below the registrations, nor the fee change once someone registered (400 `details.fieldErrors`); a published start must stay in the future.',
    tag: CONSULTANT_TAG,
    access: 'signed-in',
    params: webinarId,
    body: WebinarRequest,
    responses: ok(dataOf(ConsultantWebinar), { 409: error('`WebinarClosed`: it has started or is cancelled') }),
  }),
  remove: route({
    method: 'DELETE',
    path: '/consultant/webinars/:id',
    summary: 'Delete a draft, or cancel a published webinar (every registered client is e-mailed and refunded)',
    tag: CONSULTANT_TAG,
    access: 'signed-in',
    params: webinarId,
    responses: ok(dataOf(ConsultantWebinar), { 409: error('`WebinarClosed`: it has started or is already cancelled') }),
  }),
  attendees: route({
    method: 'GET',
    path: '/consultant/webinars/:id/registrations',
    summary: "The registrations of one of the consultant's webinars, earliest first",
    tag: CONSULTANT_TAG,
    access: 'signed-in',
    params: webinarId,
    query: paginationQuery(50, 500),
    responses: ok(listOf(WebinarAttendee)),
  }),
  markPaid: route({
    method: 'POST',
    path: '/consultant/webinars/:id/registrations/:registrationId/mark-paid',
    summary: 'Record the direct payment of a pending registration',
    tag: CONSULTANT_TAG,
    access: 'signed-in',
    params: attendeeId,
    body: EmptyBody,
    responses: ok(dataOf(WebinarAttendee), { 409: error('Not pending: `RegistrationAlreadyPaid`, `RegistrationFree`, `RegistrationCancelled` or `RegistrationRefunded`') }),
  }),
  cover: route({
    method: 'PUT',
    path: '/consultant/webinars/:id/cover',
    summary: 'Upload the cover image of a webinar (replaces the previous one)',
    description: 'JPG, PNG or WebP, checked by content, re-encoded (at most 1600 px, metadata removed) and public. Until the webinar starts.',
    tag: CONSULTANT_TAG,
    access: 'signed-in',
    params: webinarId,
    bodyType: 'multipart',
    // Not strict: a text field beside the file changes nothing (the file is the only input).
    body: z.object({ file: FilePart.optional() }),
    responses: { 200: { description: 'Stored', schema: dataOf(ConsultantWebinar) }, 409: error('`WebinarClosed`: it has started or is cancelled'), ...unsupportedFile },
  }),
  publish: route({
    method: 'POST',
    path: '/consultant/webinars/:id/publish',
    summary: 'Publish a complete draft whose start is in the future',
    description:
      'Only an approved, active consultant publishes (403 `ConsultantNotApproved`). A draft without a title, description, specialization, language, start, duration or capacity answers 400 `WebinarIncomplete` with `details.fieldErrors`; a start in the past 400 with `fieldErrors.start`.',
    tag: CONSULTANT_TAG,
    access: 'signed-in',
    params: webinarId,
    body: EmptyBody,
    responses: ok(dataOf(ConsultantWebinar), {
      403: error('`ConsultantNotApproved`: the profile is not approved and active'),
      409: error('`WebinarClosed`: it is not a draft'),
    }),
  }),
};

/** Routes of `api::client.webinars` (the registrations list has a path of its own: no public `webinars/:slug` may match it). */
export const clientWebinarRoutes = {
  registrations: route({
    method: 'GET',
    path: '/client/webinar-registrations',
    summary: "The signed-in client's webinar registrations",
    tag: CLIENT_TAG,
    access: 'signed-in',
    query: registrationListQuery,
    responses: ok(listOf(WebinarRegistration)),
  }),
  list: route({
    method: 'GET',
    path: '/client/webinars',
    summary: 'Published webinars that have not ended, soonest first',
    tag: CLIENT_TAG,
    access: 'public',
    cache: 'public',
    query: webinarListQuery,
    responses: ok(listOf(WebinarCard)),
  }),
  detail: route({
    method: 'GET',
    path: '/client/webinars/:slug',
    summary: 'One published webinar, by its slug',
    tag: CLIENT_TAG,
    access: 'public',
    cache: 'public',
    params: z.object({ slug: z.string().max(120) }),
    responses: ok(dataOf(WebinarDetail)),
  }),
  register: route({
    method: 'POST',
    path: '/client/webinars/:id/registration',
    summary: 'Register for a published webinar',
    description:
      'As for a booking, the client must first have accepted the consent form and completed the health assessment (400 `FormsMissing`, `details.missing`) and not have withdrawn its consent to the processing of its health data (400 `HealthDataConsentMissing`). ' +
      'A webinar with a fee is paid as a booking is: with the `direct` provider to the consultant (the registration is `pending` until the consultant marks it paid); ' +
      'with the `stripe` provider online, the answer carrying `checkout_url` (Stripe Checkout, open 60 minutes, holding the seat): the Stripe webhook marks it `paid`, or cancels it ' +
      '(`cancelled_by: unpaid`, seat given back, client e-mailed) when the checkout expires unpaid. When Stripe cannot be reached the registration stands, `pending` without `checkout_url`. ' +
      'No seat left answers 409 `WebinarFull`; a second registration 409 `AlreadyRegistered`.',
    tag: CLIENT_TAG,
    access: 'signed-in',
    params: webinarId,
    body: EmptyBody,
    responses: {
      201: { description: 'Registered', schema: dataOf(WebinarRegistration) },
      409: error('`WebinarFull`, `AlreadyRegistered`, or `WebinarClosed` (started or cancelled)'),
    },
  }),
  unregister: route({
    method: 'DELETE',
    path: '/client/webinars/:id/registration',
    summary: 'Unregister before the change deadline (frees the seat, refunds a paid registration)',
    tag: CLIENT_TAG,
    access: 'signed-in',
    params: webinarId,
    responses: ok(dataOf(WebinarRegistration), {
      409: error('`ChangeTooLate` (`details.deadline`) after the change deadline'),
      502: error('`RefundFailed`: the payment provider refused the refund'),
    }),
  }),
};
