/**
 * Messages of the reviews of attended sessions (docs/api-reviews.md; contracts/reviews), in both
 * interface languages. Merged into the one catalogue of `messages.ts`.
 */
export const reviewMessages = {
  'review.notFound': { fr: 'Avis introuvable.', en: 'Review not found.' },
  'review.notAttended': {
    fr: 'Vous pourrez donner votre avis sur une séance que vous avez suivie avec l’expert : la salle de consultation ne vous montre pas ensemble au moins {minutes} minutes.',
    en: 'You can review a session you attended with the expert: the consultation room does not show you together for at least {minutes} minutes.',
  },
  'review.tooLate': {
    fr: 'Le délai pour donner votre avis est dépassé : un avis s’écrit dans les {days} jours qui suivent la séance.',
    en: 'The time to review this session is over: a review is written within {days} days after the session.',
  },
  'review.already': { fr: 'Vous avez déjà donné votre avis sur cette séance.', en: 'You have already reviewed this session.' },
  'review.alreadyReplied': { fr: 'Vous avez déjà répondu à cet avis.', en: 'You have already answered this review.' },
  'review.deletedClient': { fr: 'Client', en: 'Client' },
} as const satisfies Record<string, { fr: string; en: string }>;
