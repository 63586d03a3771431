/**
 * The bookings' records (docs/api-bookings.md): slots, bookings, quotes, notes, the consultant's
 * dashboard and the read-only view of a client's forms — the API's own types, generated from its
 * contracts (`lib/api-types`). Instants are UTC ISO 8601 strings, durations minutes, money minor units
 * of `currency` (ISO 4217).
 *
 * @module features/bookings/model/types
 */
import type { Role } from '../../../config/constants';
import type { Schemas } from '../../../lib/api-types';

/** A free time slot (UTC instants). */
export type Slot = Schemas['Slot'];

/** `GET consultants/:id/slots`: the free slots and the consultant's booking terms (`meta`). */
export type SlotsAnswer = Schemas['Slots'];

/** `meta` of `GET consultants/:id/slots`. */
export type SlotsMeta = SlotsAnswer['meta'];

/** A booking as both parties see it. */
export type Booking = Schemas['Booking'];

/** Payment states of a booking. */
export type PaymentStatus = Booking['payment_status'];

/** Booking states. */
export type BookingStatus = Booking['status'];

/** `POST apply-coupon`: the price with the coupon (minor units). */
export type CouponQuote = Schemas['CouponQuote'];

/** `GET consultants/:id/quote`: the price the signed-in client would pay (minor units). */
export type ClientQuote = Schemas['BookingQuote'];

/** A consultant's private note about a client. */
export type Note = Schemas['Note'];

/** `GET dashboard` of the consultant. */
export type ConsultantDashboard = Schemas['Dashboard'];

/** A client's consent state, as their consultant reads it. */
export type ClientConsentState = Schemas['ClientConsentForm'];

/** A question of the health assessment (labels in the asked locale). */
export type HealthQuestion = Schemas['Questionnaire']['sections'][number]['questions'][number];

/** A client's health assessment, as their consultant reads it. */
export type ClientHealthAssessment = Schemas['ClientHealthAssessment'];

/** Which bookings a list shows. */
export type BookingsWhen = 'upcoming' | 'past';

/** The roles that have bookings. */
export type BookingRole = Extract<Role, 'client' | 'consultant'>;
