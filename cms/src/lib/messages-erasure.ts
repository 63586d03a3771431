/**
 * Messages of account erasure (docs/privacy.md "Erasure"; contracts/privacy `requestErasure`,
 * `confirmErasure`, `eraseClient`, `eraseConsultant`), in both interface languages, and the label that
 * stands for an erased person wherever the other party saw the name. Merged into the one catalogue of
 * `messages.ts`.
 */
export const erasureMessages = {
  'erasure.wrongPassword': { fr: 'Mot de passe incorrect.', en: 'Incorrect password.' },
  'erasure.linkInvalid': {
    fr: 'Ce lien de suppression de compte est invalide, déjà utilisé ou expiré. Demandez-en un nouveau depuis votre compte.',
    en: 'This account deletion link is invalid, already used or expired. Ask for a new one from your account.',
  },
  'erasure.blocked': {
    fr: 'Votre compte ne peut pas être supprimé tant que ces points ne sont pas réglés : {reasons}',
    en: 'Your account cannot be deleted until these points are settled: {reasons}',
  },
  'erasure.blockedAdmin': {
    fr: 'Ce compte ne peut pas être supprimé tant que ces points ne sont pas réglés : {reasons}',
    en: 'This account cannot be deleted until these points are settled: {reasons}',
  },
  'erasure.reason.openComplaint': {
    fr: 'la réclamation {reference} n’est pas encore tranchée.',
    en: 'complaint {reference} has not been decided yet.',
  },
  'erasure.reason.paidUpcomingBooking': {
    fr: 'la séance payée du {date} n’a pas encore eu lieu : annulez-la (elle sera remboursée) ou attendez qu’elle ait lieu.',
    en: 'the paid session of {date} has not taken place yet: cancel it (it will be refunded) or wait until it has taken place.',
  },
  'erasure.cancellationReason': { fr: 'Compte supprimé à la demande de son titulaire.', en: 'Account deleted at its holder’s request.' },
  'erasure.deleted.client': { fr: 'client supprimé', en: 'deleted client' },
  'erasure.deleted.consultant': { fr: 'consultant supprimé', en: 'deleted consultant' },
} as const;
