/**
 * Messages of the time slots, bookings, coupons, payments, notes (spec §2–3; docs/api-bookings.md), in both interface languages. Merged into the one catalogue of `messages.ts`.
 */
export const bookingMessages = {
  'booking.consultantUnavailable': { fr: "Cet expert n'accepte pas de réservations pour le moment.", en: 'This expert is not taking bookings at the moment.' },
  'booking.notFound': { fr: 'Réservation introuvable.', en: 'Booking not found.' },
  'booking.formsMissing': {
    fr: 'Avant de réserver, remplissez et envoyez : {forms}.',
    en: 'Before booking, fill in and upload: {forms}.',
  },
  'booking.form.consent': { fr: 'votre formulaire de consentement signé', en: 'your signed consent form' },
  'booking.form.healthAssessment': { fr: 'votre bilan de santé', en: 'your health assessment' },
  'booking.slotUnavailable': {
    fr: "Ce créneau n'est plus disponible. Choisissez-en un autre.",
    en: 'This time slot is no longer available. Please choose another one.',
  },
  'booking.alreadyCancelled': { fr: 'Cette réservation est déjà annulée.', en: 'This booking is already cancelled.' },
  'booking.started': { fr: 'Cette réservation a déjà commencé : elle ne peut plus être annulée.', en: 'This booking has already started: it can no longer be cancelled.' },
  'booking.changeTooLate': {
    fr: 'Une réservation ne peut plus être annulée ni déplacée moins de {hours} h avant son début.',
    en: 'A booking can no longer be cancelled or rescheduled less than {hours} h before it starts.',
  },
  'booking.range': { fr: "La période demandée doit durer au plus {days} jours, de 'from' à 'to'.", en: "The asked period must run from 'from' to 'to' and last at most {days} days." },
  'validation.instant': { fr: 'Date et heure ISO 8601 attendues (par ex. 2026-12-01T09:00:00Z).', en: 'An ISO 8601 date and time is expected (e.g. 2026-12-01T09:00:00Z).' },
  'booking.idempotencyKey': { fr: "L'en-tête Idempotency-Key doit contenir de 1 à 255 caractères visibles.", en: 'The Idempotency-Key header must hold 1 to 255 visible characters.' },
  'booking.idempotencyReused': {
    fr: 'Cette clé Idempotency-Key a déjà servi pour une autre demande.',
    en: 'This Idempotency-Key was already used for a different request.',
  },
  'booking.idempotencyPending': {
    fr: 'La même demande est encore en cours. Réessayez dans un instant.',
    en: 'The same request is still in progress. Try again in a moment.',
  },
  'coupon.unknown': { fr: "Ce code promo n'existe pas.", en: 'This coupon code does not exist.' },
  'coupon.notYetValid': { fr: "Ce code promo n'est pas encore valable.", en: 'This coupon code is not valid yet.' },
  'coupon.expired': { fr: 'Ce code promo a expiré.', en: 'This coupon code has expired.' },
  'coupon.usedUp': { fr: 'Ce code promo a atteint son nombre maximal d’utilisations.', en: 'This coupon code has reached its maximum number of uses.' },
  'coupon.alreadyUsed': { fr: 'Vous avez déjà utilisé ce code promo.', en: 'You have already used this coupon code.' },
  'coupon.currency': { fr: "Ce code promo ne s'applique pas à la devise de cet expert.", en: "This coupon code does not apply to this expert's currency." },
  'coupon.notNeeded': { fr: 'Cette consultation est gratuite : aucun code promo nécessaire.', en: 'This consultation is free: no coupon code needed.' },
  'coupon.firstIsFree': {
    fr: 'Votre première consultation avec cet expert est offerte : aucun code promo nécessaire.',
    en: 'Your first consultation with this expert is free: no coupon code needed.',
  },
  'validation.couponAmount': {
    fr: 'Indiquez un pourcentage (1–100) pour une remise en pourcentage, ou un montant et une devise pour une remise fixe.',
    en: 'Give a percentage (1–100) for a percent discount, or an amount and a currency for a fixed discount.',
  },
  'validation.couponDates': { fr: 'La fin de validité doit suivre le début.', en: 'The end of validity must come after its start.' },
  'note.notFound': { fr: 'Note introuvable.', en: 'Note not found.' },
  'payment.alreadyPaid': { fr: 'Cette réservation est déjà payée.', en: 'This booking is already paid.' },
  'payment.free': { fr: 'Cette réservation est gratuite : il n’y a rien à payer.', en: 'This booking is free: there is nothing to pay.' },
  'payment.cancelled': { fr: 'Cette réservation est annulée : elle ne peut plus être marquée payée.', en: 'This booking is cancelled: it can no longer be marked paid.' },
  'payment.refunded': { fr: 'Cette réservation a été remboursée.', en: 'This booking has been refunded.' },
  'payment.notPaid': { fr: 'Seule une réservation payée peut être remboursée.', en: 'Only a paid booking can be refunded.' },
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
  'room.notFound': { fr: 'Salle de consultation introuvable.', en: 'Consultation room not found.' },
  'room.notOpen': {
    fr: 'La salle de consultation n’est pas ouverte : elle ouvre {before} minutes avant le début de la séance et ferme {after} minutes après sa fin.',
    en: 'The consultation room is not open: it opens {before} minutes before the session starts and closes {after} minutes after it ends.',
  },
  'room.unauthorized': { fr: 'Connexion à la salle refusée : clé d’application ou session invalide.', en: 'Room connection refused: invalid application key or session.' },
  'room.tooEarly': { fr: 'La salle de consultation ouvre à {at}.', en: 'The consultation room opens at {at}.' },
  'room.closed': { fr: 'La salle de consultation est fermée depuis {at}.', en: 'The consultation room closed at {at}.' },
  'room.replaced': { fr: 'Vous avez rejoint cette salle depuis une autre fenêtre.', en: 'You joined this room from another window.' },
  'room.messageInvalid': { fr: 'Le message doit contenir de 1 à {max} caractères.', en: 'A message must hold 1 to {max} characters.' },
  'room.failed': { fr: 'Le message n’a pas pu être enregistré. Réessayez.', en: 'The message could not be saved. Try again.' },
  'room.tooManyMessages': {
    fr: 'Vous envoyez trop de messages à la suite. Réessayez dans {seconds} s.',
    en: 'You are sending too many messages in a row. Try again in {seconds} s.',
  },
  'room.tooManyConnections': {
    fr: 'Trop de connexions depuis votre adresse. Nouvel essai dans {seconds} s.',
    en: 'Too many connections from your address. Trying again in {seconds} s.',
  },
  'room.tooManyEvents': {
    fr: 'Trop d’envois à la suite vers la salle. Réessayez dans {seconds} s.',
    en: 'Too many sends to the room in a row. Try again in {seconds} s.',
  },
  'room.eventTooLarge': {
    fr: 'Cet envoi est trop volumineux pour la salle : {max} octets au maximum.',
    en: 'This is too large to send to the room: {max} bytes at most.',
  },
  'room.eventUnknown': { fr: 'La salle ne connaît pas cet envoi ({event}).', en: 'The room does not know this kind of send ({event}).' },
  'room.flooding': {
    fr: 'La connexion à la salle a été fermée : cette fenêtre envoyait trop de données, ou trop vite.',
    en: 'The room connection was closed: this window was sending too much data, or too fast.',
  },
  'room.tooManyFiles': {
    fr: 'Vous envoyez trop de fichiers à la suite. Réessayez dans {seconds} s.',
    en: 'You are sending too many files in a row. Try again in {seconds} s.',
  },
  'earlierSlot.linkInvalid': { fr: 'Ce lien n’est pas valable. Ouvrez-le depuis l’e-mail reçu.', en: 'This link is not valid. Open it from the e-mail you received.' },
  'earlierSlot.linkExpired': {
    fr: 'Ce lien a expiré. Demandez une nouvelle alerte depuis votre réservation.',
    en: 'This link has expired. Ask for a new alert from your booking.',
  },
  'earlierSlot.linkUsed': {
    fr: 'Ce lien a déjà servi : votre réservation a été déplacée depuis cet e-mail.',
    en: 'This link was already used: your booking has been moved since this e-mail.',
  },
  'earlierSlot.taken': {
    fr: 'Ce créneau vient d’être pris par quelqu’un d’autre. Votre réservation reste à son horaire actuel.',
    en: 'This slot was just taken by someone else. Your booking keeps its current time.',
  },
  'earlierSlot.stopLinkInvalid': { fr: 'Ce lien d’arrêt des alertes n’est pas valable.', en: 'This link to stop the alerts is not valid.' },
} as const satisfies Record<string, { fr: string; en: string }>;
