/**
 * Webinars in the back office (docs/api-webinars.md; the `webinars` admin resource), under
 * `/api/admin-panel/`:
 *
 * - `webinars`: an admin resource read through the dialect (no create: consultants write webinars; no
 *   edit of their content), with a trash: every webinar with its host, its time, its seats and fee;
 *   filters `status`, `consultant`, `specialization` (slug), `start_gte` / `start_lte` (a date covers its
 *   whole UTC day), `free`; `q` searches the title in both languages. A published webinar that has not
 *   ended cannot go to the trash (409 `CancelFirst`: its clients are still registered); a webinar that
 *   has registrations is never deleted for good (409 `InUse`). `GET /webinars/:id` adds the description
 *   and the registrations (`AdminWebinarDetail`).
 * - `POST /webinars/:id/cancel` ({@link webinarActionRoutes}): cancels a published webinar as its
 *   consultant does — every registered client is e-mailed (`.ics` cancelling the event) and a paid
 *   registration refunded. A draft, a cancelled webinar or one that has ended answers 409
 *   `InvalidTransition` in the admin's language, `details.reason` naming the state.
 *
 * Instants are UTC, ISO 8601; durations in minutes; money in minor units of `currency` (cents). Ids are
 * documentIds: `consultant` is the id of the `consultants` resource, a registration's `client` the id
 * of the `clients` resource.
 *
 * @module contracts/admin-webinars
 */
import { z } from 'zod';
import { ApiErrorBody, EmptyBody, Instant, orNull } from './common';
import { ResourceId } from './admin-dialect';
import { DateBound } from './admin-people';
import { route } from './route';

/** Reference-page group of the webinars of the back office. */
export const WEBINARS_ADMIN_TAG = 'Webinars (admin)';

/** Where a webinar stands (in this order when sorting). */
export const WebinarStatus = z.enum(['draft', 'published', 'cancelled']);
/** Whether a registration holds a seat. */
export const WebinarRegistrationStatus = z.enum(['active', 'cancelled']);
/** Where the payment of a registration stands. */
export const WebinarPaymentStatus = z.enum(['pending', 'paid', 'free', 'refunded']);

const minor = z.number().int().min(0);

/** A webinar in the back office (list). */
export const AdminWebinarRecord = z
  .object({
    id: z.string(),
    slug: z.string(),
    /** the title in the admin's language (the other language when empty) */
    title: z.string(),
    title_fr: z.string(),
    title_en: z.string(),
    status: WebinarStatus,
    /** the host's profile id (the `consultants` resource), `null` once the profile is gone */
    consultant: z.string().nullable(),
    consultant_name: z.string(),
    /** specialization slug, and its name in the admin's language (`null` when it left the list) */
    specialization: z.string().nullable(),
    specialization_name: z.string().nullable(),
    /** spoken-language slug, and its name in the admin's language */
    language: z.string().nullable(),
    language_name: z.string().nullable(),
    start: orNull(Instant),
    end: orNull(Instant),
    /** the consultant's IANA zone when it wrote the webinar */
    time_zone: z.string().nullable(),
    duration_minutes: z.number().int().nullable(),
    capacity: z.number().int().nullable(),
    /** active registrations */
    seats_taken: z.number().int().min(0),
    /** 0 = free */
    fee_minor: minor,
    /** ISO 4217, upper-case */
    currency: z.string(),
    cancelled_at: orNull(Instant),
    createdAt: Instant,
    updatedAt: Instant,
    /** when it went to the trash, `null` when live */
    deletedAt: orNull(Instant),
  })
  .meta({ id: 'AdminWebinar' });

/** A client's registration as the back office shows it on its webinar's page. */
export const AdminWebinarRegistration = z
  .object({
    id: z.string(),
    /** the client's profile id (the `clients` resource), `null` once the profile is gone */
    client: z.string().nullable(),
    client_name: z.string(),
    client_email: z.string().nullable(),
    status: WebinarRegistrationStatus,
    payment_status: WebinarPaymentStatus,
    fee_minor: minor,
    currency: z.string(),
    /** when the client registered */
    registered_at: Instant,
    cancelled_at: orNull(Instant),
    /** `unpaid`: the online payment was not made before its checkout expired, the seat was given back */
    cancelled_by: z.enum(['client', 'consultant', 'admin', 'unpaid']).nullable(),
    /** minutes the client spent in the live session (its presences added up), `null` when never there */
    attended_minutes: z.number().int().min(0).nullable(),
  })
  .meta({ id: 'AdminWebinarRegistration' });

/** One webinar (`GET /webinars/:id`, the cancel action's answer): the record, its description and its registrations, oldest first. */
export const AdminWebinarDetail = AdminWebinarRecord.extend({
  description_fr: z.string(),
  description_en: z.string(),
  registrations: z.array(AdminWebinarRegistration),
}).meta({ id: 'AdminWebinarDetail' });

/** Filters of the webinar list. */
export const webinarFilters = {
  status: { kind: 'equals', schema: WebinarStatus },
  consultant: { kind: 'relation', schema: ResourceId },
  /** a specialization slug */
  specialization: { kind: 'equals', schema: z.string().max(120) },
  start: { kind: 'range', schema: DateBound },
  /** `true`: free webinars only; `false`: those with a fee */
  free: { kind: 'equals', schema: z.boolean() },
} as const;

/**
 * Fields the webinar list can be sorted by (`id`, the creation order, too). `status` sorts in the order
 * of a webinar's life ({@link WebinarStatus}: draft, published, cancelled).
 */
export const WEBINAR_SORTABLE = ['start', 'createdAt', 'status', 'title_fr', 'duration_minutes', 'seats_taken', 'capacity', 'fee_minor'] as const;

/** The back office's action on webinars, handler `cancel` of `api::admin-panel.webinars`. */
export const webinarActionRoutes = {
  cancel: route({
    method: 'POST',
    path: '/admin-panel/webinars/:id/cancel',
    summary: 'Cancel a published webinar (every registered client is e-mailed and refunded)',
    description:
      'As when its consultant cancels it: every active registration is cancelled (`cancelled_by: admin`), its client e-mailed in its own language with a calendar cancellation, ' +
      'and a paid registration refunded (a refund the provider refuses is logged and leaves that registration `paid` for the team). ' +
      'A webinar in progress may be cancelled; one that has ended may not.',
    tag: WEBINARS_ADMIN_TAG,
    access: 'signed-in',
    params: z.object({ id: ResourceId }),
    body: EmptyBody,
    responses: {
      200: { description: 'The webinar, cancelled', schema: AdminWebinarDetail },
      409: { description: "`InvalidTransition` (in the admin's language; `details.reason`: `WebinarDraft`, `WebinarCancelled`, `WebinarEnded`)", schema: ApiErrorBody },
    },
  }),
};
