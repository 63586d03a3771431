/**
 * The bookings' records (docs/api-bookings.md): slots, bookings, quotes, notes, the consultant's
 * dashboard and the read-only view of a client's forms. Instants are UTC ISO 8601 strings, durations
 * minutes, money minor units of `currency` (ISO 4217).
 *
 * @module features/bookings/model/types
 */
import type { Role } from '../../../config/constants';
import { type Media } from '../../../lib/api-client';

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
