/**
 * Bookings, coupons and the dashboard of the back office (spec §2 admin routes "all-booking",
 * "dashboard"; §6 "admin manages … bookings"; DESIGN §2 admin dialect), under `/api/admin-panel/`:
 *
 * - `bookings`: an admin resource, read only through the dialect (no create, no generic update, no
 *   delete, no trash): every booking with both parties, its times, its price and its payment; filters
 *   `start_gte` / `start_lte`, `status`, `payment_status`, `consultant`, `client`; `q` searches the
 *   consultant's name, the client's name and e-mail and the booking token. Three actions change a
 *   booking ({@link bookingActionRoutes}): mark a pending booking paid, refund a paid one, cancel one
 *   that has not started (both parties e-mailed, the slot freed, a paid booking refunded). An action
 *   that does not apply to the booking's state answers 409 `InvalidTransition`, in the admin's language,
 *   `details.reason` naming the state that refused it. `GET /bookings/:id` adds the parties' visits to
 *   the consultation room (`attendance`); `GET /bookings/:id/messages?range=[0,99]` lists the room's
 *   chat, oldest first, in the dialect's list shape (bare array, `Content-Range: messages …`), each read
 *   written to the audit log (`room-messages.read`).
 * - `coupons`: an admin resource with a trash. A coupon in the trash stops working at checkout (the
 *   checkout reads live coupons only) and works again once restored; a coupon that bookings used
 *   cannot be deleted for good (409 `InUse`, `details.count`: the bookings that keep its code).
 * - `GET /dashboard?time_zone=<IANA zone>` ({@link dashboardRoutes}): twelve weeks of bookings,
 *   revenue and sign-ups, and the counts of work waiting for an admin (the outbox's failed and dead
 *   messages among them).
 *
 * Instants are UTC, ISO 8601; durations in minutes; money in minor units of `currency` (cents);
 * weeks start on Monday 00:00 in the dashboard's time zone. Ids are documentIds: a booking's
 * `consultant` is the id of the `consultants` resource, its `client` the id of the `clients` resource.
 *
 * @module contracts/admin-bookings
 */
import { z } from 'zod';
import { ApiErrorBody, CalendarDate, checkMessage, EmptyBody, Instant, InstantInput, orNull } from './common';
import { jsonParam, ResourceId } from './admin-dialect';
import { DateBound } from './admin-people';
import { isTimeZone } from './person';
import { RoomMessage, RoomVisit } from './room';
import { route } from './route';

/** Reference-page group of the bookings of the back office. */
export const BOOKINGS_TAG = 'Bookings (admin)';
/** Reference-page group of the coupons. */
export const COUPONS_TAG = 'Coupons (admin)';
/** Reference-page group of the dashboard. */
export const DASHBOARD_TAG = 'Dashboard (admin)';

/** Weeks the dashboard's series cover, the current week included. */
export const DASHBOARD_WEEKS = 12;
/** Days ahead the dashboard's webinar figures cover, from now. */
export const DASHBOARD_WEBINAR_DAYS = 7;
/** The dashboard's time zone when none is asked. */
export const DASHBOARD_DEFAULT_TIME_ZONE = 'Europe/Paris';

const minor = z.number().int().min(0);

// ---- Bookings ----

/** Whether a booking takes place (in this order when sorting). */
export const BookingStatus = z.enum(['confirmed', 'cancelled']);
/** Where the payment of a booking stands (in this order when sorting). */
export const PaymentStatus = z.enum(['pending', 'paid', 'free', 'refunded']);

/** A booking in the back office (list and `GET /bookings/:id`). */
export const AdminBookingRecord = z
  .object({
    /** the booking's id */
    id: z.string(),
    /** the secret of the client's booking link (`/booking/{token}`) */
    token: z.string(),
    /** the video room */
    room_id: z.string().nullable(),
    start: Instant,
    end: Instant,
    duration_minutes: z.number().int(),
    /** the consultant's profile id (the `consultants` resource), `null` once the profile is gone */
    consultant: z.string().nullable(),
    consultant_name: z.string(),
    /** the client's profile id (the `clients` resource), `null` once the profile is gone */
    client: z.string().nullable(),
    client_name: z.string(),
    client_email: z.string().nullable(),
    /** IANA zones of each side when the booking was made */
    consultant_time_zone: z.string().nullable(),
    client_time_zone: z.string().nullable(),
    status: BookingStatus,
    cancelled_at: orNull(Instant),
    cancelled_by: z.enum(['client', 'consultant', 'admin']).nullable(),
    cancellation_reason: z.string().nullable(),
    payment_status: PaymentStatus,
    /** `direct`: paid to the consultant outside the platform; `stripe`: Stripe Checkout */
    payment_provider: z.enum(['direct', 'stripe']).nullable(),
    /** the provider's reference (Stripe Checkout session), or the one an admin noted when marking it paid */
    payment_reference: z.string().nullable(),
    paid_at: orNull(Instant),
    /** the consultant's fee */
    list_fee_minor: minor,
    /** coupon discount */
    discount_minor: minor,
    /** what the client pays: `list_fee_minor - discount_minor` */
    fee_minor: minor,
    /** ISO 4217, upper-case */
    currency: z.string(),
    /** the code of the coupon used, if any */
    coupon: z.string().nullable(),
    free_first_consultation: z.boolean(),
    /** when it was booked */
    createdAt: Instant,
  })
  .meta({ id: 'AdminBooking' });

/** A booking as `GET /bookings/:id` and the actions answer it: the record and the visits to its room. */
export const AdminBookingDetail = AdminBookingRecord.extend({
  /** the visits of both parties to the consultation room, earliest first (docs/api-room.md "Attendance") */
  attendance: z.array(RoomVisit),
}).meta({ id: 'AdminBookingDetail' });

/** Most chat messages one `GET /bookings/:id/messages` answers. */
export const MESSAGES_MAX_RANGE = 200;

/** Query of the chat of a booking: `range=[first,last]` (0-based, inclusive, oldest first; default `[0,99]`). */
export const bookingMessagesQuery = {
  range: jsonParam(
    z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([first, last]) => last >= first && last - first < MESSAGES_MAX_RANGE, checkMessage('validation.messageRange')),
  ).optional(),
};

/** Filters of the booking list: `start_gte` / `start_lte` (a date covers its whole UTC day), states, parties by id. */
export const bookingFilters = {
  start: { kind: 'range', schema: DateBound },
  status: { kind: 'equals', schema: BookingStatus },
  payment_status: { kind: 'equals', schema: PaymentStatus },
  consultant: { kind: 'relation', schema: ResourceId },
  client: { kind: 'relation', schema: ResourceId },
} as const;

/**
 * Booking fields the list can be sorted by (`id`, the booking order, too). `status` and
 * `payment_status` sort in the order of a booking's life, as their values are listed
 * ({@link BookingStatus}: confirmed, cancelled; {@link PaymentStatus}: pending, paid, free, refunded).
 */
export const BOOKING_SORTABLE = ['start', 'createdAt', 'status', 'payment_status', 'fee_minor'] as const;

/**
 * `{ payment_reference? }`: mark a pending booking paid (e.g. a bank transfer's reference, at most 120
 * characters; empty or absent keeps the booking's reference).
 */
export const MarkPaidRequest = z
  .object({ payment_reference: z.string().trim().max(120).nullish() })
  .strict()
  .meta({ id: 'AdminMarkPaidRequest' });

/** `{ reason }`: why an admin cancels a booking (3–500 characters, shown to both parties). */
export const AdminCancelRequest = z
  .object({ reason: z.string().trim().min(3).max(500) })
  .strict()
  .meta({ id: 'AdminCancelRequest' });

// ---- Coupons ----

/** Coupon fields an admin can sort the list by (`id`, the creation order, too). */
export const COUPON_SORTABLE = ['code', 'kind', 'valid_from', 'valid_until', 'max_uses', 'active', 'createdAt'] as const;

/** A coupon in the back office. */
export const Coupon = z
  .object({
    id: z.string(),
    /** upper-case; compared without case */
    code: z.string(),
    description: z.string().nullable(),
    kind: z.enum(['percent', 'fixed']),
    /** 1–100, `percent` coupons */
    percent_off: z.number().int().nullable(),
    /** minor units of `currency`, `fixed` coupons */
    amount_off_minor: z.number().int().nullable(),
    /** ISO 4217, `fixed` coupons */
    currency: z.string().nullable(),
    valid_from: orNull(Instant),
    valid_until: orNull(Instant),
    max_uses: z.number().int().nullable(),
    once_per_client: z.boolean(),
    active: z.boolean(),
    /** confirmed bookings with the coupon */
    uses: z.number().int().min(0),
    /** when it went to the trash, `null` when live */
    deletedAt: orNull(Instant),
  })
  .meta({ id: 'Coupon' });

/**
 * A validity bound: an instant with an explicit offset or `Z` (`InstantInput`: a local time without
 * offset would be read in the server's zone), or `null` for none.
 */
const CouponInstant = z.union([z.null(), InstantInput]).optional();

/** The writable fields of a coupon (create and update); the fields of the other kind are cleared. */
export const CouponInput = z
  .object({
    code: z
      .string()
      .trim()
      .min(3)
      .max(32)
      .regex(/^[A-Za-z0-9_-]+$/),
    description: z.string().trim().max(200).nullish(),
    kind: z.enum(['percent', 'fixed']),
    percent_off: z.number().int().min(1).max(100).nullish(),
    amount_off_minor: z.number().int().min(1).max(100_000_000).nullish(),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/)
      .nullish(),
    valid_from: CouponInstant,
    valid_until: CouponInstant,
    max_uses: z.number().int().min(1).nullish(),
    once_per_client: z.boolean().default(true),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((value, issue) => {
    const amount = checkMessage('validation.couponAmount');
    if (value.kind === 'percent' && !value.percent_off) issue.addIssue({ code: 'custom', path: ['percent_off'], ...amount });
    if (value.kind === 'fixed' && !value.amount_off_minor) issue.addIssue({ code: 'custom', path: ['amount_off_minor'], ...amount });
    if (value.kind === 'fixed' && !value.currency) issue.addIssue({ code: 'custom', path: ['currency'], ...amount });
    if (value.valid_from && value.valid_until && value.valid_until.getTime() <= value.valid_from.getTime()) {
      issue.addIssue({ code: 'custom', path: ['valid_until'], ...checkMessage('validation.couponDates') });
    }
  })
  .meta({ id: 'CouponInput' });

/** Filters of the coupon list: `active`. */
export const couponFilters = { active: { kind: 'equals', schema: z.boolean() } } as const;

// ---- Dashboard ----

/** The back office's dashboard figures. */
export const AdminDashboard = z
  .object({
    /** confirmed bookings by the week of their start, {@link DASHBOARD_WEEKS} weeks, oldest first */
    bookings_per_week: z.array(z.object({ week_start: CalendarDate, count: z.number().int().min(0) })),
    /** paid bookings whose payment falls within those weeks, per currency (by code) */
    revenue: z.array(z.object({ currency: z.string(), amount_minor: minor, bookings: z.number().int().min(0) })),
    /** new client and consultant accounts by the week they signed up, {@link DASHBOARD_WEEKS} weeks, oldest first */
    signups_per_week: z.array(z.object({ week_start: CalendarDate, clients: z.number().int().min(0), consultants: z.number().int().min(0) })),
    /** consultant profiles submitted for review */
    consultants_awaiting_approval: z.number().int().min(0),
    /** contact requests not handled yet (the trash left out) */
    open_contact_requests: z.number().int().min(0),
    /** confirmed bookings starting from now */
    upcoming_bookings: z.number().int().min(0),
    /** complaints waiting for an admin: status `open` or `in_review` */
    open_complaints: z.number().int().min(0),
    /** outbox messages whose last attempt failed, to be retried (status `failed`) */
    outbox_failed: z.number().int().min(0),
    /** outbox messages no longer tried: every attempt failed (status `dead`; an admin may send them again) */
    outbox_dead: z.number().int().min(0),
    /** published webinars (not in the trash) starting within the next {@link DASHBOARD_WEBINAR_DAYS} days */
    webinars_this_week: z.number().int().min(0),
    /** active registrations to those webinars */
    webinar_registrations_this_week: z.number().int().min(0),
    /**
     * each localized list of the back office (admin resource name, in the reference page's order) with how
     * many of its live records have their English side missing or outdated (docs/api.md "Translation status")
     */
    translations: z.array(z.object({ resource: z.string(), missing: z.number().int().min(0), outdated: z.number().int().min(0) })),
  })
  .meta({ id: 'AdminDashboard' });

/** Query of the dashboard. */
export const dashboardQuery = {
  /** IANA zone whose Mondays start the weeks; default {@link DASHBOARD_DEFAULT_TIME_ZONE} */
  time_zone: z.string().max(64).refine(isTimeZone, checkMessage('validation.timeZone')).optional().meta({ example: DASHBOARD_DEFAULT_TIME_ZONE }),
};

// ---- Routes ----

const idParams = z.object({ id: ResourceId });
const error = (description: string) => ({ description, schema: ApiErrorBody });
const booking = (description: string) => ({ description, schema: AdminBookingDetail });
const transition = (description: string) => error(`\`InvalidTransition\` (in the admin's language; \`details.reason\`: ${description})`);

/**
 * Actions on bookings, handlers of `api::admin-panel.bookings`; the list and `GET /bookings/:id` are the
 * `bookings` admin resource. Each answers the booking's record after the change.
 */
export const bookingActionRoutes = {
  markPaid: route({
    method: 'POST',
    path: '/admin-panel/bookings/:id/mark-paid',
    summary: 'Mark a pending booking paid',
    description:
      'For a confirmed booking whose payment is `pending` (e.g. paid to the consultant or by transfer): `payment_status` becomes `paid` and `paid_at` now; ' +
      '`payment_reference`, when given, replaces the booking’s reference.',
    tag: BOOKINGS_TAG,
    access: 'signed-in',
    params: idParams,
    body: MarkPaidRequest,
    responses: { 200: booking('The booking, paid'), 409: transition('`BookingCancelled`, `BookingFree`, `BookingRefunded`, `BookingAlreadyPaid`') },
  }),
  refund: route({
    method: 'POST',
    path: '/admin-panel/bookings/:id/refund',
    summary: 'Refund a paid booking (the booking itself stays as it is)',
    description:
      'A Stripe payment is refunded through Stripe; a `direct` payment is refunded by the consultant outside the platform and only recorded here. ' +
      '`payment_status` becomes `refunded`. A provider that refuses answers 502 `RefundFailed` and the booking stays paid.',
    tag: BOOKINGS_TAG,
    access: 'signed-in',
    params: idParams,
    body: EmptyBody,
    responses: { 200: booking('The booking, refunded'), 409: transition('`NotPaid`'), 502: error('`RefundFailed`: the payment provider refused') },
  }),
  cancel: route({
    method: 'POST',
    path: '/admin-panel/bookings/:id/cancel',
    summary: 'Cancel a booking that has not started, with a reason',
    description:
      'As when a party cancels: the slot becomes free again, a paid booking is refunded (`payment_status: refunded`), and both the client and the consultant ' +
      'are e-mailed in their own language with the reason and a calendar cancellation. `cancelled_by` is `admin`. The change notice that binds the parties does not bind an admin.',
    tag: BOOKINGS_TAG,
    access: 'signed-in',
    params: idParams,
    body: AdminCancelRequest,
    responses: {
      200: booking('The booking, cancelled'),
      409: transition('`BookingCancelled`: already cancelled; `BookingStarted`: it has started'),
      502: error('`RefundFailed`: the payment provider refused the refund'),
    },
  }),
};

/** The chat of a booking's consultation room, handler `messages` of `api::admin-panel.bookings`. */
export const bookingMessageRoutes = {
  messages: route({
    method: 'GET',
    path: '/admin-panel/bookings/:id/messages',
    summary: 'The chat messages of a booking’s consultation room, oldest first (each read audited)',
    description:
      `One range of messages (\`range=[first,last]\`, at most ${MESSAGES_MAX_RANGE}; default \`[0,99]\`) as a bare array with \`Content-Range: messages <first>-<last>/<total>\`. ` +
      'Text is plain text; a file’s `attachment.url` is read with the admin’s token (`GET /api/files/:id`). ' +
      'Every call writes an audit-log row (`room-messages.read`, the booking’s id, the client as the person concerned).',
    tag: BOOKINGS_TAG,
    access: 'signed-in',
    params: idParams,
    query: bookingMessagesQuery,
    responses: { 200: { description: 'A bare array of messages', schema: z.array(RoomMessage) }, 404: error('Unknown booking') },
  }),
};

/** The dashboard, handler of `api::admin-panel.dashboard`. */
export const dashboardRoutes = {
  find: route({
    method: 'GET',
    path: '/admin-panel/dashboard',
    summary: 'Figures of the dashboard: twelve weeks of bookings, revenue and sign-ups, and the work waiting',
    description: `Weeks start on Monday 00:00 in \`time_zone\` (default \`${DASHBOARD_DEFAULT_TIME_ZONE}\`); the last week is the current one. An unknown zone answers 400 on \`time_zone\`.`,
    tag: DASHBOARD_TAG,
    access: 'signed-in',
    query: dashboardQuery,
    responses: { 200: { description: 'The figures', schema: AdminDashboard } },
  }),
};
