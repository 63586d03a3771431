/** E-mail `consultant-submitted` (transactional e-mails, see ./index.ts): {@link consultantSubmitted}. */
import { oneLine, type Content, type Wording } from './layout';

/** Data of the `consultant-submitted` e-mail. */
export type ConsultantSubmittedMail = { name: 'consultant-submitted'; consultantName: string; resubmission: boolean; reviewUrl: string };

/**
 * To admins: a consultant profile waits for review (`resubmission` after a change of verified information).
 * @returns the e-mail's content in the wording's language.
 */
export function consultantSubmitted(template: ConsultantSubmittedMail, { onSite, suffix, siteFr, siteEn }: Wording): Content {
  const name = oneLine(template.consultantName);
  return {
    subject: template.resubmission
      ? onSite(`Profil modifié, votre validation est requise : ${name}${suffix}`, `Changed profile needs your review: ${name}${suffix}`)
      : onSite(`Un profil attend votre validation : ${name}${suffix}`, `A profile awaits your review: ${name}${suffix}`),
    preheader: onSite('Un profil d’expert attend votre validation.', 'An expert profile is waiting for your review.'),
    blocks: [
      { kind: 'heading', text: onSite('Profil à valider', 'Profile to review') },
      {
        kind: 'p',
        text: template.resubmission
          ? onSite(
              `${name} a modifié des informations vérifiées de son profil. Il est retiré de la liste des experts jusqu’à votre validation.`,
              `${name} changed verified information of their profile. It is out of the list of experts until you approve it.`,
            )
          : onSite(`${name} a soumis son profil d’expert.`, `${name} submitted their expert profile.`),
      },
      { kind: 'button', label: onSite('Examiner le profil', 'Review the profile'), url: template.reviewUrl },
    ],
    reason: onSite(`Vous recevez cet e-mail en tant qu’administrateur de ${siteFr}.`, `You receive this e-mail as an administrator of ${siteEn}.`),
  };
}
