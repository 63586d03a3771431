/**
 * Messages of the waiting list (spec §1 "waiting lists"; contracts/waiting-list), in both interface
 * languages. Merged into the one catalogue of `messages.ts`.
 */
export const waitingListMessages = {
  'waitingList.received': {
    fr: 'Merci ! Votre inscription sur la liste d’attente est enregistrée : un e-mail de confirmation vous a été envoyé.',
    en: 'Thank you! You are on the waiting list: a confirmation e-mail is on its way.',
  },
  'waitingList.unknownCountry': { fr: 'Choisissez un pays de la liste.', en: 'Choose a country from the list.' },
  'waitingList.unknownSpecialization': { fr: 'Choisissez une spécialité de la liste.', en: 'Choose a specialization from the list.' },
} as const;
