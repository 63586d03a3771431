/**
 * Messages of the export of a person's data (docs/privacy.md "Export"; contracts/privacy `exportData`,
 * `exportClient`, `exportConsultant`): the 429 past the exports allowed per hour, the ZIP's file names
 * and the lines of its README.txt, in both interface languages. Merged into the one catalogue of
 * `messages.ts`.
 */
export const exportMessages = {
  'export.tooMany': {
    fr: 'Vous avez déjà téléchargé vos données plusieurs fois en peu de temps. Réessayez dans {minutes} min.',
    en: 'You have already downloaded your data several times in a short time. Try again in {minutes} min.',
  },
  'export.fileName.self': { fr: 'mes-donnees', en: 'my-data' },
  'export.fileName.client': { fr: 'donnees-client', en: 'client-data' },
  'export.fileName.consultant': { fr: 'donnees-expert', en: 'expert-data' },
  'export.readme.title': { fr: 'Vos données personnelles', en: 'Your personal data' },
  'export.readme.intro': {
    fr: 'Cette archive contient toutes les données que la plateforme conserve sur le compte {email} ({role}), telles qu’enregistrées le {date} (UTC).',
    en: 'This archive holds all the data the platform keeps about the account {email} ({role}), as stored on {date} (UTC).',
  },
  'export.readme.role.client': { fr: 'client', en: 'client' },
  'export.readme.role.consultant': { fr: 'expert', en: 'expert' },
  'export.readme.contents': { fr: 'Contenu :', en: 'Contents:' },
  'export.readme.notes': { fr: 'À savoir :', en: 'Good to know:' },
  'export.readme.file.README.txt': { fr: 'ce fichier.', en: 'this file.' },
  'export.readme.file.account.json': {
    fr: 'votre compte : adresse e-mail, rôle, dates de création et de dernière modification, état (bloqué ou non).',
    en: 'your account: e-mail address, role, when it was created and last changed, whether it is blocked.',
  },
  'export.readme.file.profile.json': {
    fr: 'votre profil : civilité, noms, date de naissance, téléphones, langues, pays, nationalité, fuseau horaire, langue de correspondance, acceptation des conditions et de la politique de confidentialité.',
    en: 'your profile: title, names, date of birth, phone numbers, languages, country, nationality, time zone, language of correspondence, acceptance of the terms and of the privacy policy.',
  },
  'export.readme.file.profile-sections.json': {
    fr: 'les sections de votre profil d’expert : statut de validation, profil de base, adresse, présentation et tarifs, documents (numéro de pièce d’identité).',
    en: 'the sections of your expert profile: review status, basic profile, address, profile details and fees, documents (ID number).',
  },
  'export.readme.file.timings.json': {
    fr: 'vos disponibilités hebdomadaires (heures dans votre fuseau horaire) et vos jours de congé.',
    en: 'your weekly timings (times in your time zone) and your days off.',
  },
  'export.readme.file.degrees.json': { fr: 'vos diplômes.', en: 'your degrees.' },
  'export.readme.file.certificates.json': { fr: 'vos certificats.', en: 'your certificates.' },
  'export.readme.file.verifications.json': {
    fr: 'ce que l’équipe a vérifié lors des validations de votre profil (identité, diplômes, certificats, casier judiciaire, contrat), avec les dates de vérification et de retrait.',
    en: 'what the team checked when approving your profile (identity, degrees, certificates, criminal record, contract), with the dates each check was made and withdrawn.',
  },
  'export.readme.file.bank-details.json': {
    fr: 'vos coordonnées bancaires (banque, IBAN, SWIFT/BIC, titulaire, devises, numéro fiscal).',
    en: 'your bank details (bank, IBAN, SWIFT/BIC, account holder, currencies, tax number).',
  },
  'export.readme.file.consents.json': {
    fr: 'vos consentements : chaque consentement donné ou retiré (avec la version du texte, la date et l’origine), les versions des conditions et de la politique de confidentialité acceptées, et les formulaires de consentement signés.',
    en: 'your consents: every consent given or withdrawn (with the version of the text, the time and where it was given), the versions of the terms and privacy policy you accepted, and the consent forms you signed.',
  },
  'export.readme.file.health-assessment.json': {
    fr: 'votre bilan de santé : le questionnaire, vos réponses, les scores PHQ-9 et GAD-7, le brouillon en cours et le document joint.',
    en: 'your health assessment: the questionnaire, your answers, the PHQ-9 and GAD-7 scores, the draft in progress and the attached document.',
  },
  'export.readme.file.bookings.json': {
    fr: 'vos réservations : dates, durée, l’autre partie (son nom affiché), tarifs et paiement, annulation, présences dans la salle de consultation.',
    en: 'your bookings: times, duration, the other party (their display name), fees and payment, cancellation, presence in the consultation room.',
  },
  'export.readme.file.bookings.json.consultant': {
    fr: 'vos réservations : dates, durée, le client (son nom affiché), tarifs et paiement, annulation, présences dans la salle de consultation, et vos notes de séance.',
    en: 'your bookings: times, duration, the client (their display name), fees and payment, cancellation, presence in the consultation room, and your session notes.',
  },
  'export.readme.file.webinars.json': {
    fr: 'vos inscriptions aux webinaires, à venir puis passées, avec chaque webinaire tel que vous le voyez.',
    en: 'your webinar registrations, upcoming then past, each with its webinar as you see it.',
  },
  'export.readme.file.webinars.json.consultant': {
    fr: 'les webinaires que vous animez, brouillons et annulés compris, avec leurs places.',
    en: 'the webinars you host, drafts and cancelled ones included, with their seats.',
  },
  'export.readme.file.favourites.json': { fr: 'les experts que vous avez mis en favori.', en: 'the experts you marked as favourites.' },
  'export.readme.file.complaints.json': {
    fr: 'les réclamations que vous avez déposées ou qui vous concernent, telles que vous les voyez (réponse, décision, historique).',
    en: 'the complaints you filed or that are about you, as you see them (answer, decision, history).',
  },
  'export.readme.file.chat-messages.json': {
    fr: 'les messages des salles de consultation de vos réservations, les vôtres et ceux de l’autre partie tels que vous les avez vus (« mine » : true pour les vôtres).',
    en: 'the messages of the consultation rooms of your bookings, yours and the other party’s as you saw them (“mine”: true for yours).',
  },
  'export.readme.file.webinar-attendance.json': {
    fr: 'vos présences aux sessions en direct des webinaires (hôte ou participant), avec leurs heures d’arrivée et de départ.',
    en: 'your presences in the live sessions of webinars (as host or attendee), with when you joined and left.',
  },
  'export.readme.file.reviews.json': {
    fr: 'les avis que vous avez donnés sur vos séances (note, texte, réponse de l’expert ; masqués avec leur motif).',
    en: 'the reviews you wrote about your sessions (rating, text, the expert’s answer; hidden ones with the reason).',
  },
  'export.readme.file.reviews.json.consultant': {
    fr: 'les avis des clients sur vos séances et vos réponses (masqués compris, avec leur motif).',
    en: 'the clients’ reviews of your sessions and your answers (hidden ones included, with the reason).',
  },
  'export.readme.file.room-attendance.json': {
    fr: 'vos entrées et sorties des salles de consultation.',
    en: 'when you entered and left the consultation rooms.',
  },
  'export.readme.file.newsletter.json': {
    fr: 'votre inscription à la lettre d’information (état, preuve du consentement, désinscription).',
    en: 'your newsletter subscription (state, proof of consent, unsubscription).',
  },
  'export.readme.file.waiting-list.json': {
    fr: 'vos inscriptions sur la liste d’attente (pays, spécialité, notification).',
    en: 'your waiting-list entries (country, specialization, notification).',
  },
  'export.readme.file.contact-requests.json': {
    fr: 'les messages envoyés avec le formulaire de contact depuis votre adresse e-mail.',
    en: 'the messages sent with the contact form from your e-mail address.',
  },
  'export.readme.file.starter-kit-requests.json': {
    fr: 'vos demandes du kit de démarrage et leur envoi.',
    en: 'your starter-kit requests and their delivery.',
  },
  'export.readme.file.files.json': {
    fr: 'la liste de vos fichiers ci-dessous : identifiant, type, nom d’origine, format, taille en octets, empreinte SHA-256, date d’envoi et chemin dans l’archive.',
    en: 'the list of your files below: id, kind, original name, format, size in bytes, SHA-256 digest, when it was uploaded and its path in the archive.',
  },
  'export.readme.file.files/': {
    fr: 'les fichiers que vous avez envoyés (formulaire de consentement signé, document du bilan de santé, pièces d’identité, diplômes, certificats, relevé bancaire, contrat, fichiers envoyés dans le chat, pièces jointes de réclamations), un dossier par type.',
    en: 'the files you sent (signed consent form, health-assessment document, identity documents, degrees, certificates, bank statement, contract, files sent in the chat, complaint attachments), one folder per kind.',
  },
  'export.readme.note.format': {
    fr: 'Les fichiers .json sont au format JSON (UTF-8). Les dates et heures sont en UTC (ISO 8601) ; les montants en centimes (unités mineures de la devise) ; les durées en minutes.',
    en: 'The .json files are JSON (UTF-8). Dates and times are in UTC (ISO 8601); amounts in minor currency units (cents); durations in minutes.',
  },
  'export.readme.note.others': {
    fr: 'Des autres personnes, l’archive ne montre que ce que vous voyez déjà sur la plateforme : leur nom affiché sur vos réservations, réclamations et favoris, et leurs messages dans le chat de vos séances. Les fichiers qu’elles ont envoyés dans le chat sont listés, sans leur contenu.',
    en: 'Of other people, the archive shows only what you already see on the platform: their display name on your bookings, complaints and favourites, and their messages in the chat of your sessions. Files they sent in the chat are listed, without their content.',
  },
  'export.readme.note.clientNotes': {
    fr: 'Les notes de séance des experts leur sont personnelles : elles ne figurent pas dans votre archive.',
    en: 'Session notes are the experts’ own: they are not part of your archive.',
  },
  'export.readme.note.photo': {
    fr: 'Votre photo de profil est publique : son adresse figure dans profile-sections.json.',
    en: 'Your profile photo is public: its address is in profile-sections.json.',
  },
  'export.readme.note.byAdmin': {
    fr: 'Cette archive a été préparée par un administrateur de la plateforme à votre demande.',
    en: 'This archive was prepared by an administrator of the platform at your request.',
  },
} as const satisfies Record<string, { fr: string; en: string }>;
