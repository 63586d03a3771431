/**
 * Booking rules that operators may tune (spec §9 business constants), read from the environment on each call so
 * tests and deployments can change them without code:
 * - `BOOKING_MIN_NOTICE_HOURS` (default 12): the earliest bookable slot starts this long from now;
 * - `BOOKING_HORIZON_DAYS` (default 60): no slot starts later than this from now;
 * - `BOOKING_CHANGE_NOTICE_HOURS` (default 24): cancel and reschedule are possible until this long before the start;
 * - `BOOKING_HOLD_MINUTES` (default 10): how long a slot chosen by a signed-out visitor stays held for them
 *   while they sign in or sign up (docs/api-bookings.md "Holding a slot while signing up");
 * - `BOOKING_HOLD_MAX_MINUTES` (default 45): renewing a hold (the web app does it while the visitor's tab
 *   is open, through sign-up, consent form and health assessment) never keeps it beyond this long after the
 *   first hold.
 */
export interface BookingSettings {
  /** Hours. */
  minNoticeHours: number;
  /** Days. */
  horizonDays: number;
  /** Hours. */
  changeNoticeHours: number;
  /** Minutes. */
  holdMinutes: number;
  /** Minutes. */
  holdMaxMinutes: number;
}

const number = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && process.env[name] !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
};

/** The current booking settings. */
export function bookingSettings(): BookingSettings {
  return {
    minNoticeHours: number('BOOKING_MIN_NOTICE_HOURS', 12),
    horizonDays: number('BOOKING_HORIZON_DAYS', 60),
    changeNoticeHours: number('BOOKING_CHANGE_NOTICE_HOURS', 24),
    holdMinutes: number('BOOKING_HOLD_MINUTES', 10),
    holdMaxMinutes: number('BOOKING_HOLD_MAX_MINUTES', 45),
  };
}
