/**
 * Messages of the back office's resources (DESIGN §2 admin dialect; spec §2 admin routes), in both
 * interface languages. Merged into the one catalogue of `messages.ts`.
 */
export const adminMessages = {
  'validation.json': { fr: 'JSON invalide.', en: 'Invalid JSON.' },
  'validation.messageRange': {
    fr: 'Plage invalide (au plus 200 messages, du premier au dernier).',
    en: 'Invalid range (at most 200 messages, from first to last).',
  },
  'validation.range': { fr: 'Plage invalide (au plus 1000 enregistrements, de la première à la dernière).', en: 'Invalid range (at most 1000 records, from first to last).' },
  'validation.slug': { fr: 'Identifiant invalide (lettres minuscules, chiffres et tirets).', en: 'Invalid identifier (lowercase letters, digits and hyphens).' },
  'validation.isdCode': { fr: 'Indicatif international invalide (par ex. +33).', en: 'Invalid international dialling code (e.g. +33).' },
  'validation.languageCode': { fr: 'Code de langue ISO 639 attendu (par ex. fr).', en: 'An ISO 639 language code is expected (e.g. en).' },
  'admin.notFound': { fr: 'Enregistrement introuvable.', en: 'Record not found.' },
  'admin.inTrash': { fr: 'Cet enregistrement est dans la corbeille : restaurez-le d’abord.', en: 'This record is in the trash: restore it first.' },
  'admin.notInTrash': { fr: 'Cet enregistrement n’est pas dans la corbeille.', en: 'This record is not in the trash.' },
  'admin.inUse': {
    fr: 'Suppression définitive impossible : {count} enregistrement(s) l’utilisent encore.',
    en: 'Cannot delete for good: {count} record(s) still use it.',
  },
  'admin.mediaMissing': { fr: 'Ce fichier n’existe plus : choisissez-en un autre.', en: 'This file no longer exists: choose another one.' },
  'admin.authorMissing': { fr: 'Auteur introuvable ou dans la corbeille.', en: 'Author not found or in the trash.' },
  'admin.published': {
    fr: 'Une version publiée ne se modifie pas : ajoutez une nouvelle version.',
    en: 'A published version is never changed: add a new version.',
  },
  'validation.version': { fr: 'Numéro de version invalide (par ex. 2 ou 2.1).', en: 'Invalid version number (e.g. 2 or 2.1).' },
  'validation.domain': { fr: 'Nom de domaine invalide (par ex. exemple.fr).', en: 'Invalid domain name (e.g. example.com).' },
  'validation.image': { fr: 'Choisissez une image JPG, PNG ou WebP.', en: 'Choose a JPG, PNG or WebP image.' },
  'admin.taken': { fr: 'Cette valeur est déjà utilisée.', en: 'This value is already taken.' },
  'admin.lastAdmin': {
    fr: 'Impossible : aucun autre administrateur ne pourrait plus se connecter.',
    en: 'Not possible: no other admin could sign in any more.',
  },
  'validation.dateOrInstant': {
    fr: 'Date (AAAA-MM-JJ) ou date et heure ISO 8601 attendue (par ex. 2026-12-01T09:00:00Z).',
    en: 'A date (YYYY-MM-DD) or an ISO 8601 date and time is expected (e.g. 2026-12-01T09:00:00Z).',
  },
  'admin.webinarCancelFirst': {
    fr: 'Ce webinaire publié n’est pas terminé : annulez-le d’abord (ses inscrits sont prévenus et remboursés).',
    en: 'This published webinar has not ended: cancel it first (its registered clients are told and refunded).',
  },
  'admin.webinarDraft': { fr: 'Ce webinaire est un brouillon : il n’y a rien à annuler.', en: 'This webinar is a draft: there is nothing to cancel.' },
  'admin.webinarCancelled': { fr: 'Ce webinaire est déjà annulé.', en: 'This webinar is already cancelled.' },
  'admin.webinarEnded': { fr: 'Ce webinaire est terminé : il ne peut plus être annulé.', en: 'This webinar has ended: it can no longer be cancelled.' },
} as const;
