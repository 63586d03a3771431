/**
 * Messages of the client forms: general info, consent form, health assessment, favourites (spec §1), in both interface languages. Merged into the one catalogue of `messages.ts`.
 */
export const clientFormsMessages = {
  'forms.consentMissing': { fr: "Le formulaire de consentement n'est pas encore publié.", en: 'The consent form is not published yet.' },
  'forms.consentOutdated': {
    fr: 'Le formulaire de consentement a changé (version {current}). Relisez-le et acceptez la nouvelle version.',
    en: 'The consent form has changed (version {current}). Read it again and accept the new version.',
  },
  'validation.signatureEmpty': { fr: 'Signez dans le cadre, ou tapez votre signature.', en: 'Sign in the box, or type your signature.' },
  'consentPdf.versionLine': { fr: 'Version {version}, en vigueur depuis le {effective}', en: 'Version {version}, in force since {effective}' },
  'consentPdf.signatureTitle': { fr: 'Signature', en: 'Signature' },
  'consentPdf.statement': {
    fr: 'Je certifie avoir lu le formulaire de consentement ci-dessus (version {version}) et je l’accepte.',
    en: 'I confirm that I have read the consent form above (version {version}) and I accept it.',
  },
  'consentPdf.fullName': { fr: 'Nom et prénom', en: 'Full name' },
  'consentPdf.signature': { fr: 'Signature', en: 'Signature' },
  'consentPdf.drawn': { fr: 'tracée à l’écran', en: 'drawn on screen' },
  'consentPdf.typed': { fr: 'tapée au clavier', en: 'typed' },
  'consentPdf.signedAt': { fr: 'Signé le', en: 'Signed on' },
  'consentPdf.networkAddress': { fr: 'Adresse réseau (IP) d’où vient la signature', en: 'Network (IP) address the signature came from' },
  'consentPdf.accountEmail': { fr: 'E-mail du compte', en: 'Account e-mail' },
  'consentPdf.textFingerprint': { fr: 'Empreinte SHA-256 du texte signé', en: 'SHA-256 fingerprint of the signed text' },
  'consentPdf.footer': { fr: 'Signé à l’écran sur {site}', en: 'Signed on screen on {site}' },
  'consentPdf.fileName': { fr: 'consentement-signe-v{version}.pdf', en: 'signed-consent-v{version}.pdf' },
  'forms.answersInvalid': { fr: 'Certaines réponses sont manquantes ou invalides.', en: 'Some answers are missing or invalid.' },
  'forms.answersJson': { fr: 'Les réponses doivent être un objet JSON.', en: 'The answers must be a JSON object.' },
  'forms.exclusiveOption': { fr: 'Cette réponse ne peut pas être combinée avec une autre.', en: 'This answer cannot be combined with another one.' },
  'notFound.client': { fr: 'Client introuvable.', en: 'Client not found.' },
} as const satisfies Record<string, { fr: string; en: string }>;
