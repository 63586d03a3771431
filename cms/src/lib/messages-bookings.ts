/**
 * Messages of the time slots, bookings, coupons, payments, notes (issue 5 §2–6), in both interface languages. Merged into the one catalogue of `messages.ts`.
 */
export const bookingMessages = {
  'payment.alreadyPaid': { fr: 'Cette réservation est déjà payée.', en: 'This booking is already paid.' },
  'payment.free': { fr: 'Cette réservation est gratuite : il n’y a rien à payer.', en: 'This booking is free: there is nothing to pay.' },
  'payment.cancelled': { fr: 'Cette réservation est annulée : elle ne peut plus être marquée payée.', en: 'This booking is cancelled: it can no longer be marked paid.' },
  'payment.refunded': { fr: 'Cette réservation a été remboursée.', en: 'This booking has been refunded.' },
  'payment.refundFailed': {
    fr: 'Le remboursement n’a pas pu être effectué auprès du prestataire de paiement. Réessayez dans quelques minutes.',
    en: 'The refund could not be made with the payment provider. Try again in a few minutes.',
  },
  'payment.notFound': { fr: 'Réservation introuvable.', en: 'Booking not found.' },
  'payment.signatureInvalid': { fr: 'Signature Stripe absente ou invalide.', en: 'Missing or invalid Stripe signature.' },
  'payment.webhookNotConfigured': {
    fr: 'Le webhook Stripe n’est pas configuré (STRIPE_WEBHOOK_SECRET).',
    en: 'The Stripe webhook is not configured (STRIPE_WEBHOOK_SECRET).',
  },
  'notification.icsTitle': { fr: 'Consultation avec {name}', en: 'Consultation with {name}' },
  'notification.icsBooking': { fr: 'Votre réservation : {url}', en: 'Your booking: {url}' },
  'notification.icsRoom': { fr: 'Salle de consultation en ligne : {url}', en: 'Online consultation room: {url}' },
} as const satisfies Record<string, { fr: string; en: string }>;
