/**
 * Server-side message catalogue for API errors, in the two interface languages (spec §9: fr default,
 * en fallback). Every error a user can see is written here once, in both languages.
 */
import { clientFormsMessages } from './messages-client-forms';
import { bookingMessages } from './messages-bookings';
import { adminMessages } from './messages-admin';
import { complaintMessages } from './messages-complaints';
import { waitingListMessages } from './messages-waiting-list';
import { webinarMessages } from './messages-webinars';
import { webinarRoomMessages } from './messages-webinar-room';
import { newsletterMessages } from './messages-newsletter';
import { consentMessages } from './messages-consents';
import { exportMessages } from './messages-export';
import { erasureMessages } from './messages-erasure';
import { reviewMessages } from './messages-reviews';
import { verificationMessages } from './messages-verification';

export type Locale = 'fr' | 'en';

/** Supported content/interface locales; the first is the default. */
export const LOCALES: readonly Locale[] = ['fr', 'en'] as const;
export const DEFAULT_LOCALE: Locale = 'fr';

/** Core messages (accounts, validation, catalogue, onboarding). */
const coreCatalogue = {
  'apiKey.invalid': {
    fr: "Clé d'application manquante ou invalide (en-tête x-api-key).",
    en: 'Missing or invalid application key (x-api-key header).',
  },
  'notFound.route': { fr: "Cette adresse de l'API n'existe pas.", en: 'This API path does not exist.' },
  'notFound.consultant': { fr: 'Expert introuvable.', en: 'Expert not found.' },
  'notFound.blog': { fr: 'Article introuvable.', en: 'Blog post not found.' },
  'notFound.page': { fr: 'Page introuvable.', en: 'Page not found.' },
  'notFound.legal': { fr: "Ce document n'est pas encore publié.", en: 'This document is not published yet.' },
  'notFound.webSetting': { fr: 'Les réglages du site ne sont pas encore configurés.', en: 'The site settings are not configured yet.' },
  'validation.failed': { fr: 'Certains champs sont invalides.', en: 'Some fields are invalid.' },
  'validation.query': { fr: 'Paramètres de recherche invalides.', en: 'Invalid query parameters.' },
  'validation.required': { fr: 'Ce champ est obligatoire.', en: 'This field is required.' },
  'validation.email': { fr: 'Saisissez une adresse e-mail valide.', en: 'Enter a valid e-mail address.' },
  'validation.phone': { fr: 'Saisissez un numéro de téléphone valide au format international (+33…).', en: 'Enter a valid phone number in international format (+33…).' },
  'validation.tooLong': { fr: 'Ce champ dépasse {max} caractères.', en: 'This field is longer than {max} characters.' },
  'validation.tooShort': { fr: 'Ce champ doit contenir au moins {min} caractères.', en: 'This field must be at least {min} characters long.' },
  'validation.integer': { fr: 'Saisissez un nombre entier d’au moins {min}.', en: 'Enter a whole number of at least {min}.' },
  'validation.atMost': { fr: 'Saisissez un nombre d’au plus {max}.', en: 'Enter a number of at most {max}.' },
  'validation.slugList': {
    fr: 'Liste d’identifiants invalide (lettres minuscules, chiffres et tirets, séparés par des virgules).',
    en: 'Invalid identifier list (lowercase letters, digits and hyphens, comma-separated).',
  },
  'validation.countryCode': { fr: 'Code pays ISO 3166 à deux lettres attendu.', en: 'A two-letter ISO 3166 country code is expected.' },
  'validation.unknownField': { fr: 'Champ inattendu : {field}.', en: 'Unexpected field: {field}.' },
  'validation.body': { fr: 'Le corps de la requête doit être un objet JSON.', en: 'The request body must be a JSON object.' },
  'validation.controlCharacters': {
    fr: 'Ce champ contient des caractères de contrôle ou invisibles non autorisés (caractère nul, inversion du sens du texte…).',
    en: 'This field contains control or invisible characters that are not allowed (null character, text direction override…).',
  },
  'validation.unknownParam': { fr: 'Paramètre de recherche inattendu : {param}.', en: 'Unexpected query parameter: {param}.' },
  'request.malformed': {
    fr: 'Le corps de la requête est mal formé ou incomplet (formulaire multipart sans délimiteur ou tronqué, compression invalide…).',
    en: 'The request body is malformed or incomplete (multipart form without a boundary or truncated, invalid compression…).',
  },
  'request.tooLarge': { fr: 'La requête est trop volumineuse.', en: 'The request is too large.' },
  'request.unparsable': {
    fr: 'La requête HTTP est mal formée (longueur du corps, découpage en morceaux ou en-têtes invalides).',
    en: 'The HTTP request is malformed (invalid body length, chunked encoding or headers).',
  },
  'request.timeout': { fr: 'La requête a mis trop de temps à arriver.', en: 'The request took too long to arrive.' },
  'auth.tooMany': { fr: 'Trop de tentatives. Réessayez dans {minutes} min.', en: 'Too many attempts. Try again in {minutes} min.' },
  'auth.challenge': {
    fr: 'Beaucoup de demandes en ce moment : votre navigateur doit résoudre une courte vérification anti-robot, puis renvoyer la demande.',
    en: 'Many requests right now: your browser must solve a short anti-robot check, then send the request again.',
  },
  'auth.deactivated': {
    fr: 'Votre compte est désactivé. Contactez-nous pour le réactiver.',
    en: 'Your account is deactivated. Contact us to have it reactivated.',
  },
  'auth.otpRequired': { fr: 'Veuillez vérifier le code reçu par e-mail avant de continuer.', en: 'Please verify your email OTP before proceeding.' },
  'auth.otpInvalid': { fr: 'Code incorrect. Il vous reste {left} essai(s).', en: 'Incorrect code. {left} attempt(s) left.' },
  'auth.otpLocked': { fr: "Trop d'essais pour ce code. Demandez un nouveau code.", en: 'Too many attempts for this code. Request a new code.' },
  'auth.otpExpired': { fr: "Ce code a expiré ou n'existe pas. Demandez un nouveau code.", en: 'This code has expired or does not exist. Request a new code.' },
  'auth.loginFailed': { fr: 'E-mail ou mot de passe incorrect.', en: 'Incorrect e-mail or password.' },
  'auth.resetInvalid': { fr: 'Ce lien de réinitialisation est invalide, déjà utilisé ou expiré.', en: 'This reset link is invalid, already used or expired.' },
  'auth.unauthorized': { fr: 'Veuillez vous connecter.', en: 'Please sign in.' },
  'auth.sessionExpired': { fr: 'Votre session a expiré. Veuillez vous reconnecter.', en: 'Your session has expired. Please sign in again.' },
  'auth.emailTaken': { fr: 'Un compte existe déjà avec cette adresse.', en: 'An account already exists with this address.' },
  'auth.currentPassword': { fr: 'Mot de passe actuel incorrect.', en: 'The current password is incorrect.' },
  'validation.password': { fr: '10 à 128 caractères, avec au moins une lettre et un chiffre.', en: '10 to 128 characters, with at least one letter and one digit.' },
  'validation.mustAccept': { fr: 'Vous devez accepter ce document pour continuer.', en: 'You must accept this document to continue.' },
  'validation.date': { fr: 'Date invalide (AAAA-MM-JJ).', en: 'Invalid date (YYYY-MM-DD).' },
  'validation.age': { fr: "L'âge doit être compris entre 16 et 120 ans.", en: 'Age must be between 16 and 120.' },
  'validation.timeZone': { fr: 'Fuseau horaire inconnu (ex. Europe/Paris).', en: 'Unknown time zone (e.g. Europe/Paris).' },
  'validation.choice': { fr: 'Choisissez une valeur de la liste.', en: 'Choose a value from the list.' },
  'validation.isdCode': { fr: 'Indicatif invalide (ex. +33).', en: 'Invalid dialling code (e.g. +33).' },
  'validation.code': { fr: 'Le code comporte 6 chiffres.', en: 'The code has 6 digits.' },
  'validation.unknownReference': { fr: 'Valeur inconnue : {value}.', en: 'Unknown value: {value}.' },
  'notFound.file': { fr: 'Fichier introuvable.', en: 'File not found.' },
  'notFound.profile': { fr: 'Profil introuvable.', en: 'Profile not found.' },
  'notFound.degree': { fr: 'Diplôme introuvable.', en: 'Degree not found.' },
  'notFound.certificate': { fr: 'Certificat introuvable.', en: 'Certificate not found.' },
  'upload.tooLarge': { fr: 'Le fichier est trop volumineux : {max} Mo au maximum.', en: 'The file is too large: {max} MB at most.' },
  'upload.required': { fr: 'Joignez un fichier.', en: 'Attach a file.' },
  'upload.single': { fr: 'Joignez un seul fichier.', en: 'Attach a single file.' },
  'upload.type': { fr: 'Type de fichier refusé. Formats acceptés : {types}.', en: 'File type not accepted. Accepted formats: {types}.' },
  'upload.imageTooLarge': {
    fr: "L'image est trop grande : {max} mégapixels au maximum (par exemple 8000 × 6000 pixels).",
    en: 'The image is too large: {max} megapixels at most (for example 8000 × 6000 pixels).',
  },
  'upload.unreadableImage': { fr: 'Cette image est illisible ou endommagée. Essayez un autre fichier.', en: 'This image cannot be read or is damaged. Try another file.' },
  'validation.currency': { fr: 'Code de devise ISO 4217 attendu (ex. EUR).', en: 'An ISO 4217 currency code is expected (e.g. EUR).' },
  'validation.bic': { fr: 'Code SWIFT/BIC invalide (8 ou 11 caractères, ex. BNPAFRPP).', en: 'Invalid SWIFT/BIC code (8 or 11 characters, e.g. BNPAFRPP).' },
  'validation.iban': { fr: 'IBAN invalide : vérifiez le code pays, la clé et la longueur.', en: 'Invalid IBAN: check the country code, check digits and length.' },
  'validation.ibanOrAccount': { fr: "Saisissez l'IBAN ou le numéro de compte.", en: 'Enter the IBAN or the account number.' },
  'validation.url': { fr: 'Saisissez une adresse https:// valide.', en: 'Enter a valid https:// address.' },
  'validation.durationStep': { fr: 'La durée est un multiple de 5 minutes.', en: 'The duration is a multiple of 5 minutes.' },
  'validation.bioRequired': { fr: 'Rédigez votre présentation en français ou en anglais.', en: 'Write your bio in French or in English.' },
  'validation.postalCode': { fr: 'Code postal invalide pour ce pays.', en: 'Invalid postal code for this country.' },
  'validation.clock': { fr: 'Heure invalide (HH:MM, de 00:00 à 24:00).', en: 'Invalid time (HH:MM, from 00:00 to 24:00).' },
  'validation.clockStep': { fr: 'Les minutes sont un multiple de 5.', en: 'Minutes are a multiple of 5.' },
  'timings.order': { fr: "L'heure de fin doit suivre l'heure de début.", en: 'The end time must be after the start time.' },
  'timings.overlap': { fr: 'Ce créneau chevauche celui de {start} à {end}.', en: 'This window overlaps the one from {start} to {end}.' },
  'timings.duplicateDate': { fr: 'Cette date figure déjà dans vos jours de congé.', en: 'This date is already one of your days off.' },
  'section.basic': { fr: 'Profil de base', en: 'Basic profile' },
  'section.address': { fr: 'Adresse', en: 'Address' },
  'section.education': { fr: 'Formation', en: 'Education' },
  'section.certificates': { fr: 'Certificats', en: 'Certificates' },
  'section.bank': { fr: 'Coordonnées bancaires', en: 'Bank details' },
  'section.detail': { fr: 'Présentation et tarifs', en: 'Profile details and fees' },
  'section.documents': { fr: 'Documents', en: 'Documents' },
  'section.timings': { fr: 'Disponibilités', en: 'Timings' },
  'status.incomplete': { fr: 'incomplet', en: 'incomplete' },
  'status.submitted': { fr: 'soumis pour validation', en: 'submitted for review' },
  'status.approved': { fr: 'approuvé', en: 'approved' },
  'status.rejected': { fr: 'refusé', en: 'rejected' },
  'review.invalidStatus': { fr: 'Impossible : le profil est {status}.', en: 'Not possible: the profile is {status}.' },
  'review.incompleteForApproval': { fr: 'Ce profil ne peut pas être approuvé : sections incomplètes ({sections}).', en: 'This profile cannot be approved: incomplete sections ({sections}).' },
  'review.incomplete': { fr: 'Complétez ces sections avant de soumettre votre profil : {sections}.', en: 'Complete these sections before submitting your profile: {sections}.' },
  'contact.received': { fr: 'Merci ! Votre message a bien été envoyé.', en: 'Thank you! Your message has been sent.' },
} as const satisfies Record<string, Record<Locale, string>>;

/** Every message: the core ones and those of each feature's own file (forms, bookings, back office, complaints, consents, data export, erasure…). */
const catalogue = {
  ...coreCatalogue,
  ...clientFormsMessages,
  ...bookingMessages,
  ...adminMessages,
  ...complaintMessages,
  ...waitingListMessages,
  ...webinarMessages,
  ...webinarRoomMessages,
  ...newsletterMessages,
  ...consentMessages,
  ...exportMessages,
  ...erasureMessages,
  ...reviewMessages,
  ...verificationMessages,
} as const;

export type MessageKey = keyof typeof catalogue;

/**
 * Translate a message key.
 * @param locale - `fr` or `en`
 * @param key - a key of the catalogue
 * @param params - values substituted for `{name}` placeholders
 * @returns the message in `locale`
 */
export function t(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  // Own keys only: a key that is an `Object.prototype` member (`constructor`) is not a message.
  const entry: Record<Locale, string> = Object.hasOwn(catalogue, key) ? catalogue[key] : catalogue['validation.failed'];
  const template: string = entry[locale] ?? entry[DEFAULT_LOCALE];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String((Object.hasOwn(params, name) ? params[name] : undefined) ?? `{${name}}`));
}

/**
 * Pick the content locale from an `Accept-Language` header value (RFC 9110 quality values honoured,
 * `fr-CA` counts as `fr`). Missing, `*` or unsupported → the default locale `fr`.
 * @param header - raw header value, e.g. `en-GB,en;q=0.9,fr;q=0.5`
 */
export function resolveLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { base: tag.split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const match = ranked.find((entry) => (LOCALES as readonly string[]).includes(entry.base));
  return (match?.base as Locale | undefined) ?? DEFAULT_LOCALE;
}

/** The locale tried when an entry is missing in the asked one (fr ↔ en). */
export function fallbackLocale(locale: Locale): Locale {
  return locale === 'fr' ? 'en' : 'fr';
}
