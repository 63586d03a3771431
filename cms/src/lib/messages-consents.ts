/**
 * Messages of the consent records (docs/privacy.md "Consent records"; contracts/privacy), in both
 * interface languages. Merged into the one catalogue of `messages.ts`.
 */
export const consentMessages = {
  'consents.healthDataMissing': {
    fr: 'Vous avez retiré votre consentement au traitement de vos données de santé : aucune nouvelle séance ne peut être réservée sans lui. Donnez-le à nouveau depuis votre compte (Mes consentements) ou en enregistrant votre bilan de santé, puis réservez. Vos réservations déjà faites restent valables.',
    en: 'You have withdrawn your consent to the processing of your health data: no new session can be booked without it. Give it again from your account (My consents) or by saving your health assessment, then book. Your existing bookings remain valid.',
  },
} as const;
