/**
 * Messages of the webinars (docs/api-webinars.md), in both interface languages. Merged into the one
 * catalogue of `messages.ts`.
 */
export const webinarMessages = {
  'webinar.notFound': { fr: 'Webinaire introuvable.', en: 'Webinar not found.' },
  'webinar.titleRequired': { fr: 'Donnez un titre au webinaire, en français ou en anglais.', en: 'Give the webinar a title, in French or in English.' },
  'webinar.unknownSpecialization': { fr: 'Choisissez une spécialité de la liste.', en: 'Choose a specialization from the list.' },
  'webinar.unknownLanguage': { fr: 'Choisissez une langue de la liste.', en: 'Choose a language from the list.' },
  'webinar.startPast': { fr: 'Choisissez un début dans le futur.', en: 'Choose a start in the future.' },
  'webinar.capacityBelowRegistrations': {
    fr: 'Le nombre de places ne peut pas être inférieur aux {count} inscriptions.',
    en: 'The number of seats cannot be lower than the {count} registrations.',
  },
  'webinar.feeLocked': {
    fr: 'Le tarif ne peut plus changer : des clients sont déjà inscrits.',
    en: 'The fee can no longer change: clients have already registered.',
  },
  'webinar.incomplete': {
    fr: 'Complétez le webinaire avant de le publier.',
    en: 'Complete the webinar before publishing it.',
  },
  'webinar.notApproved': {
    fr: 'Votre profil doit être approuvé et actif pour publier un webinaire.',
    en: 'Your profile must be approved and active to publish a webinar.',
  },
  'webinar.closed': {
    fr: 'Ce webinaire a commencé ou est annulé : il ne peut plus être modifié.',
    en: 'This webinar has started or is cancelled: it can no longer be changed.',
  },
  'webinar.notDraft': { fr: 'Ce webinaire est déjà publié.', en: 'This webinar is already published.' },
  'webinar.registrationClosed': {
    fr: 'Les inscriptions à ce webinaire sont closes : il a commencé ou est annulé.',
    en: 'Registration for this webinar is closed: it has started or is cancelled.',
  },
  'webinar.full': { fr: 'Ce webinaire est complet : il ne reste plus de place.', en: 'This webinar is full: no seat is left.' },
  'webinar.alreadyRegistered': { fr: 'Vous êtes déjà inscrit à ce webinaire.', en: 'You are already registered for this webinar.' },
  'webinar.notRegistered': { fr: 'Vous n’êtes pas inscrit à ce webinaire.', en: 'You are not registered for this webinar.' },
  'webinar.changeTooLate': {
    fr: 'Une inscription ne peut plus être annulée moins de {hours} h avant le début du webinaire.',
    en: 'A registration can no longer be cancelled less than {hours} h before the webinar starts.',
  },
  'webinar.registrationNotFound': { fr: 'Inscription introuvable.', en: 'Registration not found.' },
  'webinar.alreadyPaid': { fr: 'Cette inscription est déjà payée.', en: 'This registration is already paid.' },
  'webinar.free': { fr: 'Ce webinaire est gratuit : il n’y a rien à payer.', en: 'This webinar is free: there is nothing to pay.' },
  'webinar.registrationCancelled': {
    fr: 'Cette inscription est annulée : elle ne peut plus être marquée payée.',
    en: 'This registration is cancelled: it can no longer be marked paid.',
  },
  'webinar.refunded': { fr: 'Cette inscription a été remboursée.', en: 'This registration has been refunded.' },
  'webinar.notPending': {
    fr: 'Cette inscription n’attend plus ce paiement.',
    en: 'This registration no longer awaits this payment.',
  },
  'webinar.icsTitle': { fr: 'Webinaire : {title}', en: 'Webinar: {title}' },
  'webinar.icsPage': { fr: 'Le webinaire : {url}', en: 'The webinar: {url}' },
} as const;
