/**
 * Messages of the newsletter (spec §1 "a newsletter"; contracts/newsletter), in both interface
 * languages. Merged into the one catalogue of `messages.ts`.
 */
export const newsletterMessages = {
  'newsletter.checkInbox': {
    fr: 'Merci ! Si cette adresse n’est pas encore inscrite, un e-mail de confirmation vient de lui être envoyé : ouvrez-le et confirmez votre inscription.',
    en: 'Thank you! If this address is not subscribed yet, a confirmation e-mail has just been sent to it: open it and confirm your subscription.',
  },
  'newsletter.linkInvalid': {
    fr: 'Ce lien n’est pas (ou plus) valable : il a peut-être déjà servi ou expiré. Inscrivez-vous à nouveau depuis le bas de n’importe quelle page du site.',
    en: 'This link is not (or no longer) valid: it may have been used already or have expired. Subscribe again from the bottom of any page of the site.',
  },
  'newsletter.tooMany': {
    fr: 'Trop de demandes d’inscription à la lettre d’information. Réessayez dans {minutes} min.',
    en: 'Too many newsletter requests. Try again in {minutes} min.',
  },
} as const;
