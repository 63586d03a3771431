/**
 * Messages of the complaints between clients and consultants and of their handling in the back office
 * (spec §1 "files complaints", §2 add-complaint, view-complaint-by-me, view-complaint-against,
 * edit-complaint; contracts/complaints, contracts/admin-complaints), in both interface languages.
 * Merged into the one catalogue of `messages.ts`.
 */
export const complaintMessages = {
  'complaint.notFound': { fr: 'Réclamation introuvable.', en: 'Complaint not found.' },
  'complaint.counterpartyNotFound': {
    fr: 'Personne introuvable parmi celles avec qui vous avez une réservation.',
    en: 'This person is not one of those you have a booking with.',
  },
  'complaint.typeUnknown': { fr: 'Choisissez un type de réclamation de la liste.', en: 'Choose a complaint type from the list.' },
  'complaint.bookingNotShared': {
    fr: 'Choisissez une réservation que vous avez eue avec cette personne.',
    en: 'Choose a booking you had with this person.',
  },
  'complaint.sessionNotStarted': {
    fr: 'Cette séance n’a pas encore commencé : un retard ou une absence ne peut être signalé qu’une fois la séance commencée.',
    en: 'This session has not started yet: a late start or a no-show can only be reported once the session has started.',
  },
  'complaint.tooMany': {
    fr: 'Vous avez déposé beaucoup de réclamations en peu de temps. Réessayez dans {minutes} min.',
    en: 'You have filed many complaints in a short time. Try again in {minutes} min.',
  },
  'complaint.alreadyAnswered': { fr: 'Vous avez déjà répondu à cette réclamation.', en: 'You have already answered this complaint.' },
  'complaint.closed': { fr: 'Cette réclamation est close : elle n’accepte plus de réponse.', en: 'This complaint is closed: it no longer takes an answer.' },
  'complaint.invalidTransition': {
    fr: 'Une réclamation « {from} » ne peut pas passer au statut « {to} ».',
    en: 'A complaint that is “{from}” cannot become “{to}”.',
  },
  'complaint.decisionRequired': { fr: 'Indiquez en faveur de qui la réclamation est résolue.', en: 'Say in whose favour the complaint is resolved.' },
  'complaint.decisionOnlyOnResolve': {
    fr: 'Seule une résolution indique en faveur de qui elle est prise.',
    en: 'Only a resolution says in whose favour it is made.',
  },
  'complaint.noteRequired': { fr: 'Écrivez la note expliquant la décision aux deux parties.', en: 'Write the note explaining the decision to both parties.' },
  'complaint.internalNoteRequired': {
    fr: 'Sans changement de statut, écrivez une note interne.',
    en: 'Without a change of status, write an internal note.',
  },
  'complaint.noteWithoutChange': {
    fr: 'Sans changement de statut, seule une note interne peut être ajoutée.',
    en: 'Without a change of status, only an internal note can be added.',
  },
  'complaint.status.open': { fr: 'ouverte', en: 'open' },
  'complaint.status.in_review': { fr: 'en cours d’examen', en: 'in review' },
  'complaint.status.resolved': { fr: 'résolue', en: 'resolved' },
  'complaint.status.rejected': { fr: 'rejetée', en: 'rejected' },
} as const satisfies Record<string, { fr: string; en: string }>;
