/**
 * Bookings on the client and consultant surfaces (docs/api-bookings.md "Time slots", "Bookings
 * (client)", "Consultant side"): free time slots, price quotes and coupons, booking (with
 * `Idempotency-Key`), the booking lists and details of both sides, cancel and reschedule, direct
 * payments, the consultant's notes and dashboard, and the consultant's reads of a booked client's forms.
 *
 * Instants are UTC ISO 8601; durations in minutes; money in minor units of `currency` (cents).
 *
 * @module contracts/bookings
 */
import { z } from 'zod';
import { ApiErrorBody, DocumentId, Instant, InstantInput, Media, ok, orNull, paginationQuery, PersonRef, PrivateFile, dataOf, listOf, EmptyBody } from './common';
import { AnswersView, ConsentState, QuestionnaireView, ScoresView } from './client-forms';
import { RoomVisit } from './room';
import { consultantAvailabilityCache } from './experts';
import { route } from './route';

const CLIENT_TAG = 'Bookings (client)';
const CONSULTANT_TAG = 'Bookings (consultant)';
const FORMS_TAG = 'Client forms (consultant)';

const minor = z.number().int().min(0);
/** ISO 4217 code, upper-case. */
const Currency = z.string().meta({ example: 'EUR' });

/** A booking as the client and the consultant see it (`can_change` is the viewer's). */
export const Booking = z
  .object({
    id: z.string(),
    /** the booking link's secret token (`bookings/by-token/:token`) */
    token: z.string(),
    /** the video room */
    room_id: z.string(),
    status: z.enum(['confirmed', 'cancelled']),
    start: Instant,
    end: Instant,
    duration_minutes: z.number().int(),
    consultant: z.object({ id: z.string(), display_name: z.string(), photo: orNull(Media), time_zone: z.string() }),
    client: z.object({ id: z.string(), display_name: z.string(), time_zone: z.string() }),
    list_fee_minor: minor,
    discount_minor: minor,
    /** what the client pays: `list_fee_minor - discount_minor` */
    fee_minor: minor,
    currency: Currency,
    coupon_code: z.string().nullable(),
    free_first_consultation: z.boolean(),
    payment_status: z.enum(['pending', 'paid', 'free', 'refunded']),
    payment_provider: z.enum(['direct', 'stripe']),
    /** the online payment page, shown to the client of a pending booking */
    checkout_url: z.string().nullable(),
    paid_at: Instant.nullable(),
    /** after this instant the booking can no longer be cancelled or rescheduled */
    change_deadline: Instant,
    can_change: z.boolean(),
    cancelled_at: Instant.nullable(),
    cancelled_by: z.enum(['client', 'consultant', 'admin']).nullable(),
    cancellation_reason: z.string().nullable(),
    reschedule_count: z.number().int().min(0),
    created_at: Instant,
    /** consultant lists only: notes written on the booking */
    notes_count: z.number().int().min(0).optional(),
    /** the visits of both parties to the consultation room, earliest first (docs/api-room.md "Attendance") */
    attendance: z.array(RoomVisit),
    /** client only: whether the client asked to be told when an earlier slot with the consultant frees up (docs/api-bookings.md "Earlier-slot alerts") */
    earlier_slot_alert: z.boolean().optional(),
  })
  .meta({ id: 'Booking' });

/** A free time slot of a consultant. */
export const Slot = z.object({ start: Instant, end: Instant }).meta({ id: 'Slot' });

/** Free slots and the consultant's booking terms. */
export const Slots = z
  .object({
    data: z.array(Slot),
    meta: z.object({
      /** the consultant's IANA time zone */
      time_zone: z.string().nullable(),
      duration_minutes: z.number().int().nullable(),
      /** no slot starts sooner than this after now */
      min_notice_hours: z.number(),
      /** no slot starts later than this after now */
      horizon_days: z.number(),
      /** a booking can be cancelled or rescheduled until this long before its start */
      change_notice_hours: z.number(),
      fee_minor: minor,
      currency: Currency,
      free_first_consultation: z.boolean(),
      /** how the client pays: `direct` (to the consultant, recorded as paid by them) or `stripe` (online, after booking) */
      payment_provider: z.enum(['direct', 'stripe']),
    }),
  })
  .meta({ id: 'Slots' });

/** The client's price for its next booking with a consultant (without coupon). */
export const Quote = z.object({ list_fee_minor: minor, discount_minor: minor, fee_minor: minor, currency: Currency, free_first_consultation: z.boolean() }).meta({ id: 'BookingQuote' });

/** The consultants whose free first consultation the signed-in client has already used. */
export const FreeFirstUsed = z
  .object({
    /** consultant ids (documentId) with which the client has had a non-cancelled booking */
    used: z.array(z.string()),
  })
  .meta({ id: 'FreeFirstUsed' });

/** The price with a coupon. */
export const CouponQuote = z.object({ code: z.string(), list_fee_minor: minor, discount_minor: minor, fee_minor: minor, currency: Currency }).meta({ id: 'CouponQuote' });

/** A consultant's note on a booking. */
export const Note = z
  .object({
    id: z.string(),
    booking_id: z.string().nullable(),
    client: PersonRef.nullable(),
    text: z.string(),
    created_at: Instant.nullable(),
    updated_at: Instant.nullable(),
  })
  .meta({ id: 'Note' });

/** The consultant dashboard (spec §2 "Dashboard content"); days are the consultant's local days. */
export const Dashboard = z
  .object({
    next_booking: orNull(Booking),
    today: z.array(Booking),
    /** confirmed bookings of the next 7 days */
    week: z.array(Booking),
    total_clients: z.number().int().min(0),
    upcoming_count: z.number().int().min(0),
    past_count: z.number().int().min(0),
    /** completed health assessments of clients with an upcoming booking, soonest booking first */
    health_assessments_to_read: z.array(z.object({ client: PersonRef, completed_at: Instant, next_booking_start: Instant })),
    /** the five newest notes */
    recent_notes: z.array(Note),
  })
  .meta({ id: 'Dashboard' });

/** Query of the booking lists of both sides. */
export const bookingListQuery = {
  /** `upcoming`: confirmed and not ended, soonest first; `past`: ended or cancelled, latest first */
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  ...paginationQuery(10, 50),
};

/** Query of the free slots: at most 62 days, default the next 14 days. */
export const slotsQuery = { from: InstantInput.optional(), to: InstantInput.optional() };

/** Query of the consultant's notes. */
export const notesQuery = { clientId: DocumentId.optional() };

/** `{ consultantId, code }` of apply-coupon. */
export const ApplyCouponRequest = z
  .object({ consultantId: DocumentId, code: z.string().trim().min(1).max(32) })
  .strict()
  .meta({ id: 'ApplyCouponRequest' });

/** The bearer secret of a slot hold (43 base64url characters as issued; at most 64 accepted). */
const HoldToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,64}$/)
  .meta({ description: 'the token of a slot hold (`POST slot-holds`)' });

/** `{ consultantId, start, holdToken? }`: hold a free slot for a few minutes (`start` one of its slots). */
export const SlotHoldRequest = z.object({ consultantId: DocumentId, start: InstantInput, holdToken: HoldToken.optional() }).strict().meta({ id: 'SlotHoldRequest' });

/** A slot held for the caller (instants UTC). */
export const SlotHold = z
  .object({
    /** send it as `holdToken` when booking, or when holding another slot instead */
    token: z.string(),
    consultant_id: z.string(),
    start: Instant,
    end: Instant,
    /** the hold is released at this instant unless the slot is booked first */
    expires_at: Instant,
    /** holding again with the token before `expires_at` renews the hold, up to this instant (`BOOKING_HOLD_MAX_MINUTES` after the first hold) */
    renewable_until: Instant,
  })
  .meta({ id: 'SlotHold' });

/** `{ consultantId, start, couponCode?, holdToken? }`: book a free slot (`start` one of its slots, or the slot the hold keeps). */
export const CreateBookingRequest = z
  .object({ consultantId: DocumentId, start: InstantInput, couponCode: z.string().trim().max(32).optional().or(z.literal('')), holdToken: HoldToken.optional() })
  .strict()
  .meta({ id: 'CreateBookingRequest' });

/** `{ reason? }` of a cancellation. */
export const CancelBookingRequest = z
  .object({ reason: z.string().trim().max(1000).optional() })
  .strict()
  .meta({ id: 'CancelBookingRequest' });

/** `{ start }` of a reschedule (one of the consultant's free slots). */
export const RescheduleBookingRequest = z.object({ start: InstantInput }).strict().meta({ id: 'RescheduleBookingRequest' });

/** The state of a booking's earlier-slot alert. */
export const EarlierSlotAlert = z
  .object({
    /** the client is e-mailed once when an earlier slot with the consultant frees up */
    enabled: z.boolean(),
  })
  .meta({ id: 'EarlierSlotAlert' });

/** `{ token }` of the one-click move page (`/bookings/move?token=…`, the link of the earlier-slot e-mail). */
export const EarlierSlotMoveRequest = z
  .object({ token: z.string().trim().min(1).max(400) })
  .strict()
  .meta({ id: 'EarlierSlotMoveRequest' });

/** `{ text }` of a note. */
export const NoteRequest = z
  .object({ text: z.string().trim().min(1).max(10000) })
  .strict()
  .meta({ id: 'NoteRequest' });

/** The consent form of a booked client, as its consultant reads it (the client's own consent state). */
export const ClientConsentForm = ConsentState.extend({ client: PersonRef }).meta({ id: 'ClientConsentForm' });

/** The health assessment of a booked client, as its consultant reads it (never the client's draft). */
export const ClientHealthAssessment = z
  .object({
    client: PersonRef,
    /** the questionnaire of the stored answers' version */
    questionnaire: QuestionnaireView,
    answers: AnswersView.nullable(),
    version: z.string().nullable(),
    completed_at: Instant.nullable(),
    scores: orNull(ScoresView),
    document: orNull(PrivateFile),
    /** completed with the current questionnaire */
    up_to_date: z.boolean(),
  })
  .meta({ id: 'ClientHealthAssessment' });

const error = (description: string) => ({ description, schema: ApiErrorBody });
const unavailable = error('The consultant is unknown or not taking bookings');
const notChangeable = error('`BookingCancelled`, or `ChangeTooLate` (`details.deadline`) after the change deadline');
const refundFailed = error('`RefundFailed`: the payment provider refused the refund of a paid booking');
const bookingId = z.object({ id: z.string() });

/** Routes of `api::client.bookings`. */
export const clientBookingRoutes = {
  slots: route({
    method: 'GET',
    path: '/client/consultants/:id/slots',
    summary: 'Free time slots of a consultant (`from`…`to`, at most 62 days; default the next 14 days)',
    tag: CLIENT_TAG,
    access: 'public',
    cache: consultantAvailabilityCache,
    params: bookingId,
    query: slotsQuery,
    responses: { 200: { description: 'OK', schema: Slots } },
  }),
  hold: route({
    method: 'POST',
    path: '/client/slot-holds',
    summary: 'Hold a free slot for a few minutes while the visitor signs in or signs up',
    description:
      'Public. The slot stays held for `BOOKING_HOLD_MINUTES` minutes (default 10): other clients no longer see it among the free slots and booking it answers 409 `SlotUnavailable`, ' +
      'until it expires or the holder books it (`POST bookings` with `holdToken`). With the token of a live hold, that hold moves to this slot, or is renewed when it is the same slot, ' +
      'for `BOOKING_HOLD_MINUTES` more but never beyond `renewable_until` (`BOOKING_HOLD_MAX_MINUTES`, default 45, after the first hold). ' +
      'A slot that is booked, held by someone else or not one of the free slots answers 409 `SlotUnavailable`. At most 30 holds per address and hour (429).',
    tag: CLIENT_TAG,
    access: 'public',
    body: SlotHoldRequest,
    responses: {
      201: { description: 'Held', schema: dataOf(SlotHold) },
      404: unavailable,
      409: error('`SlotUnavailable`: the slot is booked, held by someone else, or not a free slot'),
      429: error('`TooManyRequests`: too many holds from this address'),
    },
  }),
  quote: route({
    method: 'GET',
    path: '/client/consultants/:id/quote',
    summary: "The signed-in client's price for its next booking with the consultant",
    description: 'The list fee, or 0 when the consultant offers a free first consultation and the client has never had a non-cancelled booking with it.',
    tag: CLIENT_TAG,
    access: 'signed-in',
    params: bookingId,
    responses: ok(dataOf(Quote)),
  }),
  freeFirstUsed: route({
    method: 'GET',
    path: '/client/free-first-consultations',
    summary: 'The consultants whose free first consultation the signed-in client has already used',
    description:
      'The ids of the consultants with which the client has had a non-cancelled booking (past or upcoming): a free first consultation they offer no longer applies to this client. The same rule as `consultants/:id/quote`, for lists of expert cards.',
    tag: CLIENT_TAG,
    access: 'signed-in',
    responses: ok(dataOf(FreeFirstUsed)),
  }),
  applyCoupon: route({
    method: 'POST',
    path: '/client/apply-coupon',
    summary: 'The price of the next booking with a consultant and a coupon',
    description: 'An unusable coupon (unknown, expired, used up, already used, other currency, first consultation free) answers 400 `CouponInvalid` with `details.fieldErrors.couponCode`.',
    tag: CLIENT_TAG,
    access: 'signed-in',
    body: ApplyCouponRequest,
    responses: ok(dataOf(CouponQuote), { 404: unavailable }),
  }),
  create: route({
    method: 'POST',
    path: '/client/bookings',
    summary: 'Book a free slot',
    description:
      'Send an `Idempotency-Key` header (1–255 visible characters) to make retries safe: a repeat with the same key gets the first answer. ' +
      'The client must first have accepted the consent form and completed the health assessment (400 `FormsMissing`, `details.missing`), ' +
      'and not have withdrawn its consent to the processing of its health data (400 `HealthDataConsentMissing`); ' +
      'an unusable coupon answers 400 `CouponInvalid`. A pending booking carries `checkout_url` when the payment is online. ' +
      'A slot held by another visitor is not free (409 `SlotUnavailable`); with `holdToken`, the caller books the slot its hold keeps and the hold is released.',
    tag: CLIENT_TAG,
    access: 'signed-in',
    body: CreateBookingRequest,
    responses: {
      201: { description: 'Booked', schema: dataOf(Booking) },
      404: unavailable,
      409: error('`SlotUnavailable`: the slot is taken or no longer free; `IdempotencyKeyPending`: the first request with this key is still running'),
      422: error('`IdempotencyKeyReused`: the key was used for another request'),
    },
  }),
  list: route({
    method: 'GET',
    path: '/client/bookings',
    summary: "The signed-in client's bookings",
    tag: CLIENT_TAG,
    access: 'signed-in',
    query: bookingListQuery,
    responses: ok(listOf(Booking), { 404: error('No client profile') }),
  }),
  byToken: route({
    method: 'GET',
    path: '/client/bookings/by-token/:token',
    summary: 'One of the signed-in client’s bookings, by its link token',
    tag: CLIENT_TAG,
    access: 'signed-in',
    params: z.object({ token: z.string().max(64) }),
    responses: ok(dataOf(Booking)),
  }),
  cancel: route({
    method: 'POST',
    path: '/client/bookings/:id/cancel',
    summary: 'Cancel a booking before its change deadline (frees the slot, refunds a paid booking)',
    tag: CLIENT_TAG,
    access: 'signed-in',
    params: bookingId,
    body: CancelBookingRequest,
    responses: ok(dataOf(Booking), { 409: notChangeable, 502: refundFailed }),
  }),
  reschedule: route({
    method: 'POST',
    path: '/client/bookings/:id/reschedule',
    summary: 'Move a booking to another free slot of the same consultant, before its change deadline',
    tag: CLIENT_TAG,
    access: 'signed-in',
    params: bookingId,
    body: RescheduleBookingRequest,
    responses: ok(dataOf(Booking), { 409: error('`BookingCancelled`, `ChangeTooLate` or `SlotUnavailable`') }),
  }),
  earlierSlotAlertOn: route({
    method: 'POST',
    path: '/client/bookings/:id/earlier-slot-alert',
    summary: 'Be told once when an earlier slot with the same consultant frees up',
    description:
      'The client gets one e-mail (then the alert is spent; ask again for another) when a slot earlier than the booking becomes bookable with its consultant: a cancellation, a moved booking, new timings or a removed day off. ' +
      'The slot respects the booking notice. The e-mail links to `/bookings/move?token=…`, which moves the booking there in one click (`POST earlier-slot-moves`). Turning it on twice changes nothing.',
    tag: CLIENT_TAG,
    access: 'signed-in',
    params: bookingId,
    body: EmptyBody,
    responses: ok(dataOf(EarlierSlotAlert), { 409: notChangeable }),
  }),
  earlierSlotAlertOff: route({
    method: 'DELETE',
    path: '/client/bookings/:id/earlier-slot-alert',
    summary: 'Stop the earlier-slot alert of a booking',
    tag: CLIENT_TAG,
    access: 'signed-in',
    params: bookingId,
    responses: ok(dataOf(EarlierSlotAlert)),
  }),
  moveToEarlierSlot: route({
    method: 'POST',
    path: '/client/earlier-slot-moves',
    summary: 'Move a booking to the freed earlier slot of an earlier-slot e-mail (one click, no sign-in)',
    description:
      'The token of the e-mail’s link is signed, names the booking and the slot, works once (any move of the booking spends it) and expires 24 hours after the e-mail or when the slot passes the booking notice. ' +
      'The move is the booking’s reschedule: same payment, forms and link; reminders sent again; both sides e-mailed. Of two clients moving to one slot, one gets it and the other 409 `SlotTaken`.',
    tag: CLIENT_TAG,
    access: 'public',
    body: EarlierSlotMoveRequest,
    responses: {
      200: { description: 'Moved', schema: dataOf(Booking) },
      400: error('`EarlierSlotLinkInvalid`: not a link of ours'),
      409: error('`SlotTaken`: somebody took the slot; `BookingCancelled`; `ChangeTooLate`'),
      410: error('`EarlierSlotLinkExpired`, or `EarlierSlotLinkUsed` (the booking was moved since the e-mail)'),
    },
  }),
};

/** Routes of `api::consultant.bookings`. */
export const consultantBookingRoutes = {
  list: route({
    method: 'GET',
    path: '/consultant/bookings',
    summary: "The signed-in consultant's bookings, with `notes_count`",
    tag: CONSULTANT_TAG,
    access: 'signed-in',
    query: bookingListQuery,
    responses: ok(listOf(Booking), { 404: error('No consultant profile') }),
  }),
  cancel: route({
    method: 'POST',
    path: '/consultant/bookings/:id/cancel',
    summary: 'Cancel a booking before its change deadline (frees the slot, refunds a paid booking)',
    tag: CONSULTANT_TAG,
    access: 'signed-in',
    params: bookingId,
    body: CancelBookingRequest,
    responses: ok(dataOf(Booking), { 409: notChangeable, 502: refundFailed }),
  }),
  reschedule: route({
    method: 'POST',
    path: '/consultant/bookings/:id/reschedule',
    summary: 'Move a booking to another of the consultant’s free slots, before its change deadline',
    tag: CONSULTANT_TAG,
    access: 'signed-in',
    params: bookingId,
    body: RescheduleBookingRequest,
    responses: ok(dataOf(Booking), { 409: error('`BookingCancelled`, `ChangeTooLate` or `SlotUnavailable`') }),
  }),
  markPaid: route({
    method: 'POST',
    path: '/consultant/bookings/:id/mark-paid',
    summary: 'Record the direct payment of a pending booking',
    tag: CONSULTANT_TAG,
    access: 'signed-in',
    params: bookingId,
    body: EmptyBody,
    responses: ok(dataOf(Booking), { 409: error('Not pending: `BookingAlreadyPaid`, `BookingFree`, `BookingCancelled` or `BookingRefunded`') }),
  }),
  bookingNotes: route({
    method: 'GET',
    path: '/consultant/bookings/:id/notes',
    summary: 'The notes of one of the consultant’s bookings, newest first',
    tag: CONSULTANT_TAG,
    access: 'signed-in',
    params: bookingId,
    responses: ok(dataOf(z.array(Note))),
  }),
  addNote: route({
    method: 'POST',
    path: '/consultant/bookings/:id/notes',
    summary: 'Add a note to one of the consultant’s bookings',
    tag: CONSULTANT_TAG,
    access: 'signed-in',
    params: bookingId,
    body: NoteRequest,
    responses: { 201: { description: 'Written', schema: dataOf(Note) } },
  }),
  notes: route({
    method: 'GET',
    path: '/consultant/notes',
    summary: 'The consultant’s notes (of one client with `clientId`), newest first, at most 100',
    tag: CONSULTANT_TAG,
    access: 'signed-in',
    query: notesQuery,
    responses: ok(dataOf(z.array(Note)), { 404: error('No consultant profile') }),
  }),
  dashboard: route({
    method: 'GET',
    path: '/consultant/dashboard',
    summary: 'The consultant dashboard figures',
    tag: CONSULTANT_TAG,
    access: 'signed-in',
    responses: ok(dataOf(Dashboard), { 404: error('No consultant profile') }),
  }),
};

const clientParams = z.object({ clientId: z.string() });

/** Routes of `api::consultant.client-forms`: allowed only with a confirmed booking with the client (else 404); every read is audited. */
export const consultantClientFormRoutes = {
  consentForm: route({
    method: 'GET',
    path: '/consultant/clients/:clientId/consent-form',
    summary: 'The consent form state of a client booked with the consultant',
    tag: FORMS_TAG,
    access: 'signed-in',
    params: clientParams,
    responses: ok(dataOf(ClientConsentForm)),
  }),
  healthAssessment: route({
    method: 'GET',
    path: '/consultant/clients/:clientId/health-assessment',
    summary: 'The health assessment of a client booked with the consultant (labels in the asked locale)',
    tag: FORMS_TAG,
    access: 'signed-in',
    params: clientParams,
    responses: ok(dataOf(ClientHealthAssessment)),
  }),
};
