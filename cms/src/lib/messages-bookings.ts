/**
 * Messages of the time slots, bookings, coupons, payments, notes (issue 5 §2–6), in both interface languages. Merged into the one catalogue of `messages.ts`.
 */
export const bookingMessages = {
} as const satisfies Record<string, { fr: string; en: string }>;
