/**
 * Calls of the bookings (docs/api-bookings.md, issue 5 §2, §3, §5, §6): the public time slots of a
 * consultant, the client's coupon, booking, list, booking page, cancel and reschedule; the consultant's
 * list, mark paid, notes, dashboard and read-only view of a booked client's forms. Every call goes through
 * the one API client (reads through SWR, keyed by role and user).
 *
 * Instants are UTC ISO 8601 strings, durations minutes, money minor units of `currency` (ISO 4217).
 * Every function throws the API client's `ApiError` on failure, with the server's localized message:
 * 400 `CouponInvalid`, 400 `FormsMissing` (`details.missing`), 409 `SlotUnavailable`, 409 `ChangeTooLate`
 * (`details.deadline`), 409 `BookingCancelled`, 422 `IdempotencyKeyReused`, 404 for someone else's record.
 *
 * @module features/bookings/api/bookings-api
 */
import type { SWRConfiguration } from 'swr';
import type { Role } from '../../../config/constants';
import { apiClient, type ApiError, type ListResponse, type Media } from '../../../lib/api-client';
import { useApi, useRoleApi } from '../../../lib/fetcher';

/** A free time slot (UTC instants). */
export interface Slot {
  start: string;
  end: string;
}

/** `meta` of `GET consultants/:id/slots`. */
export interface SlotsMeta {
  /** The consultant's IANA zone. */
  time_zone: string;
  duration_minutes: number;
  min_notice_hours: number;
  horizon_days: number;
  /** Minor units of `currency`. */
  fee_minor: number;
  currency: string;
  free_first_consultation: boolean;
}

/** `GET consultants/:id/slots`. */
export interface SlotsAnswer {
  data: Slot[];
  meta: SlotsMeta;
}

/** Payment states of a booking. */
export type PaymentStatus = 'pending' | 'paid' | 'free' | 'refunded';

/** Booking states. */
export type BookingStatus = 'confirmed' | 'cancelled';

/** A person of a booking. */
export interface BookingPerson {
  id: string;
  display_name: string;
  /** IANA zone. */
  time_zone: string | null;
}

/** `Booking` of docs/api-bookings.md (the consultant's list adds `notes_count`). */
export interface Booking {
  id: string;
  token: string;
  room_id: string;
  status: BookingStatus;
  start: string;
  end: string;
  duration_minutes: number;
  consultant: BookingPerson & { photo: Media | null };
  client: BookingPerson;
  list_fee_minor: number;
  discount_minor: number;
  fee_minor: number;
  currency: string;
  coupon_code: string | null;
  free_first_consultation: boolean;
  payment_status: PaymentStatus;
  payment_provider: 'direct' | 'stripe';
  checkout_url: string | null;
  paid_at: string | null;
  /** Last instant at which the booking can be cancelled or rescheduled. */
  change_deadline: string;
  /** Whether the caller may still cancel or reschedule. */
  can_change: boolean;
  cancelled_at: string | null;
  cancelled_by: string | null;
  cancellation_reason: string | null;
  reschedule_count: number;
  created_at: string;
  /** Consultant's list only. */
  notes_count?: number;
}

/** `POST apply-coupon`. */
export interface CouponQuote {
  code: string;
  list_fee_minor: number;
  discount_minor: number;
  fee_minor: number;
  currency: string;
}

/**
 * `GET consultants/:id/quote`: the signed-in client's price for its next booking with a consultant
 * (the free first consultation applies while the client has never had a non-cancelled booking with them).
 */
export interface ClientQuote {
  list_fee_minor: number;
  discount_minor: number;
  fee_minor: number;
  currency: string;
  /** Whether this client's next booking with the consultant is its free first consultation. */
  free_first_consultation: boolean;
}

/** A post-meeting note. */
export interface Note {
  id: string;
  booking_id: string;
  client: { id: string; display_name: string };
  text: string;
  created_at: string;
  updated_at: string;
}

/** `GET dashboard` (consultant). */
export interface ConsultantDashboard {
  next_booking: Booking | null;
  today: Booking[];
  /** The next 7 days. */
  week: Booking[];
  total_clients: number;
  upcoming_count: number;
  past_count: number;
  health_assessments_to_read: { client: { id: string; display_name: string }; completed_at: string; next_booking_start: string | null }[];
  recent_notes: Note[];
}

/** A private file (served by `GET /api/files/:id`). */
export interface PrivateFile {
  id: string;
  name: string;
  mime: string;
  size: number;
  created_at: string;
  /** `/api/files/<id>`. */
  url: string;
}

/** `GET clients/:clientId/consent-form` (consultant). */
export interface ClientConsentState {
  client: { id: string; display_name: string };
  accepted_version: string | number | null;
  accepted_at: string | null;
  signed_file: PrivateFile | null;
  up_to_date: boolean;
}

/** A question of the health assessment. */
export interface HealthQuestion {
  key: string;
  label: string;
  type: 'text' | 'textarea' | 'single' | 'multi' | 'boolean' | 'scale';
  options?: { value: string | number; label: string }[];
  required: boolean;
}

/** `GET clients/:clientId/health-assessment` (consultant). */
export interface ClientHealthAssessment {
  client: { id: string; display_name: string };
  questionnaire: { version: string | number; sections: { key: string; title: string; questions: HealthQuestion[] }[] };
  answers: Record<string, unknown> | null;
  version: string | number | null;
  completed_at: string | null;
  scores: { phq9: number; phq9_band: string; gad7: number; gad7_band: string } | null;
  document: PrivateFile | null;
  up_to_date: boolean;
}

/** Which bookings of a list. */
export type BookingsWhen = 'upcoming' | 'past';

/** Roles that have bookings. */
export type BookingRole = Extract<Role, 'client' | 'consultant'>;

/** Bookings per page of the lists. */
export const BOOKINGS_PAGE_SIZE = 10;

/** Days of time slots asked for at once (the API's default window). */
export const SLOT_WINDOW_DAYS = 14;

const enc = encodeURIComponent;

/**
 * `GET consultants/:id/slots?from=&to=` (public; signed-in callers send their token).
 *
 * @param consultantId - the consultant's id, or `null` to skip.
 * @param from - UTC instant; `to` - UTC instant (at most 62 days later).
 */
export function useSlots(consultantId: string | null, from: string, to: string, config?: SWRConfiguration<SlotsAnswer, ApiError>) {
  return useApi<SlotsAnswer>(consultantId ? `consultants/${enc(consultantId)}/slots` : null, { from, to }, config);
}

/**
 * `GET consultants/:id/quote` of the signed-in client; skipped while signed out.
 *
 * @param consultantId - the consultant's id, or `null` to skip.
 */
export function useClientQuote(consultantId: string | null) {
  return useRoleApi<{ data: ClientQuote }>('client', consultantId ? `consultants/${enc(consultantId)}/quote` : null);
}

/**
 * `POST apply-coupon`: the price with the coupon.
 *
 * @throws ApiError 400 `CouponInvalid` with the reason.
 */
export async function applyCoupon(consultantId: string, code: string): Promise<CouponQuote> {
  const answer = await apiClient.post<{ data: CouponQuote }>('apply-coupon', { consultantId, code }, { role: 'client' });
  return answer.data;
}

/** Body of `POST bookings`. */
export interface NewBooking {
  consultantId: string;
  /** UTC instant of a free slot. */
  start: string;
  couponCode?: string;
}

/**
 * `POST bookings` with an `Idempotency-Key` header (a repeat with the same key returns the first answer).
 *
 * @param idempotencyKey - one per booking attempt, reused when retrying that attempt (see `idempotency.ts`).
 * @throws ApiError 400 `FormsMissing` / `CouponInvalid`, 404, 409 `SlotUnavailable`, 422 `IdempotencyKeyReused`.
 */
export async function createBooking(body: NewBooking, idempotencyKey: string): Promise<Booking> {
  const answer = await apiClient.post<{ data: Booking }>('bookings', body, { role: 'client', headers: { 'Idempotency-Key': idempotencyKey } });
  return answer.data;
}

/**
 * `GET bookings?when=&page=&pageSize=` of the signed-in `role`.
 */
export function useBookings(role: BookingRole, when: BookingsWhen, page: number) {
  return useRoleApi<ListResponse<Booking>>(role, 'bookings', { when, page, pageSize: BOOKINGS_PAGE_SIZE });
}

/** `GET bookings/by-token/:token` (client); 404 for anyone else's. */
export function useBookingByToken(token: string | undefined) {
  return useRoleApi<{ data: Booking }>('client', token ? `bookings/by-token/${enc(token)}` : null, undefined, {
    shouldRetryOnError: (error) => error.status !== 404,
  });
}

/**
 * `POST bookings/:id/cancel` as `role`.
 *
 * @throws ApiError 409 `ChangeTooLate` / `BookingCancelled`.
 */
export async function cancelBooking(role: BookingRole, id: string, reason?: string): Promise<Booking> {
  const body = reason?.trim() ? { reason: reason.trim() } : {};
  return (await apiClient.post<{ data: Booking }>(`bookings/${enc(id)}/cancel`, body, { role })).data;
}

/**
 * `POST bookings/:id/reschedule` as `role`.
 *
 * @param start - UTC instant of the new free slot.
 * @throws ApiError 409 `ChangeTooLate` / `SlotUnavailable`.
 */
export async function rescheduleBooking(role: BookingRole, id: string, start: string): Promise<Booking> {
  return (await apiClient.post<{ data: Booking }>(`bookings/${enc(id)}/reschedule`, { start }, { role })).data;
}

/**
 * `POST bookings/:id/mark-paid` (consultant, direct payments).
 *
 * @throws ApiError 409 when free, cancelled or already paid.
 */
export async function markBookingPaid(id: string): Promise<Booking> {
  return (await apiClient.post<{ data: Booking }>(`bookings/${enc(id)}/mark-paid`, {}, { role: 'consultant' })).data;
}

/** `GET dashboard` (consultant). */
export function useConsultantDashboard() {
  return useRoleApi<{ data: ConsultantDashboard }>('consultant', 'dashboard');
}

/**
 * The notes of one booking (`GET bookings/:id/notes`) or else of one client (`GET notes?clientId=`).
 */
export function useNotes(bookingId: string | null, clientId: string | null) {
  return useRoleApi<{ data: Note[] }>('consultant', bookingId ? `bookings/${enc(bookingId)}/notes` : clientId ? 'notes' : null, bookingId ? undefined : { clientId });
}

/**
 * `POST bookings/:id/notes`.
 *
 * @param text - 1–10000 characters.
 * @throws ApiError 400 with `fieldErrors.text`.
 */
export async function addNote(bookingId: string, text: string): Promise<Note> {
  return (await apiClient.post<{ data: Note }>(`bookings/${enc(bookingId)}/notes`, { text }, { role: 'consultant' })).data;
}

/** `GET clients/:clientId/consent-form` (consultant; audit-logged; 404 without a booking with this consultant). */
export function useClientConsentForm(clientId: string | null) {
  return useRoleApi<{ data: ClientConsentState }>('consultant', clientId ? `clients/${enc(clientId)}/consent-form` : null, undefined, { revalidateOnFocus: false });
}

/** `GET clients/:clientId/health-assessment` (consultant; audit-logged; same rule). */
export function useClientHealthAssessment(clientId: string | null) {
  return useRoleApi<{ data: ClientHealthAssessment }>('consultant', clientId ? `clients/${enc(clientId)}/health-assessment` : null, undefined, { revalidateOnFocus: false });
}
