/**
 * Messages of the newsletter (spec §1 "a newsletter"; contracts/newsletter, contracts/admin-newsletter
 * for its campaigns), in both interface languages. Merged into the one catalogue of `messages.ts`.
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
  'newsletter.campaignAlreadySent': {
    fr: 'Cette campagne a déjà été envoyée ou programmée : une campagne ne part qu’une fois. Dupliquez son texte dans une nouvelle campagne pour l’envoyer à nouveau.',
    en: 'This campaign was already sent or scheduled: a campaign goes out once. Copy its text into a new campaign to send it again.',
  },
  'newsletter.campaignNotDraft': {
    fr: 'Cette campagne a déjà été envoyée ou programmée : elle ne peut plus être modifiée ni supprimée.',
    en: 'This campaign was already sent or scheduled: it can no longer be changed or deleted.',
  },
  'newsletter.campaignAtPast': {
    fr: 'Choisissez une date et une heure à venir.',
    en: 'Choose a date and time in the future.',
  },
} as const;
