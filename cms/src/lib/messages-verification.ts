/**
 * Messages of the verification records of consultants (docs/api-consultant.md "Verification badges"),
 * in both interface languages. Merged into the one catalogue of `messages.ts`.
 */
export const verificationMessages = {
  'verification.kind.identity': { fr: 'l’identité', en: 'the identity' },
  'verification.kind.degree': { fr: 'un diplôme', en: 'a degree' },
  'verification.kind.certificate': { fr: 'un certificat', en: 'a certificate' },
  'verification.kind.criminal_record': { fr: 'le casier judiciaire', en: 'the criminal record' },
  'verification.kind.contract': { fr: 'le contrat signé', en: 'the signed contract' },
  'verification.itemRequired': { fr: 'Indiquez le diplôme ou le certificat vérifié.', en: 'Name the degree or certificate that was checked.' },
  'verification.noItem': { fr: 'Pour {kind}, aucun élément n’est à désigner.', en: 'For {kind}, no item is to be named.' },
  'verification.notProvided': {
    fr: 'L’expert n’a pas fourni {kind} : impossible de le cocher comme vérifié.',
    en: 'The consultant did not provide {kind}: it cannot be ticked as checked.',
  },
} as const;
