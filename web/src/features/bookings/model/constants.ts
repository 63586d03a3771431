/**
 * Sizes of the bookings' lists and of the slot picker's window.
 *
 * @module features/bookings/model/constants
 */
/** Bookings per page of the lists. */
export const BOOKINGS_PAGE_SIZE = 10;

/** Days of time slots asked for at once (the API's default window). */
export const SLOT_WINDOW_DAYS = 14;
