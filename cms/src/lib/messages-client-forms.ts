/**
 * Messages of the client forms: general info, consent form, health assessment, favourites (spec §1), in both interface languages. Merged into the one catalogue of `messages.ts`.
 */
export const clientFormsMessages = {
  'forms.consentMissing': { fr: "Le formulaire de consentement n'est pas encore publié.", en: 'The consent form is not published yet.' },
  'forms.consentOutdated': {
    fr: 'Le formulaire de consentement a changé (version {current}). Relisez-le et acceptez la nouvelle version.',
    en: 'The consent form has changed (version {current}). Read it again and accept the new version.',
  },
  'forms.answersInvalid': { fr: 'Certaines réponses sont manquantes ou invalides.', en: 'Some answers are missing or invalid.' },
  'forms.answersJson': { fr: 'Les réponses doivent être un objet JSON.', en: 'The answers must be a JSON object.' },
  'forms.exclusiveOption': { fr: 'Cette réponse ne peut pas être combinée avec une autre.', en: 'This answer cannot be combined with another one.' },
  'notFound.client': { fr: 'Client introuvable.', en: 'Client not found.' },
} as const satisfies Record<string, { fr: string; en: string }>;
