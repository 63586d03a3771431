/** E-mail `consultant-rejected` (transactional e-mails, see ./index.ts): {@link consultantRejected}. */
import { COLON_FR, oneLine, type Content, type Wording } from './layout';

/** Data of the `consultant-rejected` e-mail. */
export type ConsultantRejectedMail = { name: 'consultant-rejected'; reason: string; editUrl: string };

/**
 * A consultant's profile is rejected by an admin, with the admin's `reason` (spec §3 consultant review).
 * @returns the e-mail's content in the wording's language.
 */
export function consultantRejected(template: ConsultantRejectedMail, { onSite, suffix, siteFr, siteEn }: Wording): Content {
  return {
    subject: onSite(`Votre profil doit être complété${suffix}`, `Your profile needs changes${suffix}`),
    preheader: onSite('Notre équipe n’a pas pu valider votre profil en l’état.', 'Our team could not approve your profile as it stands.'),
    blocks: [
      { kind: 'heading', text: onSite('Votre profil n’est pas encore approuvé', 'Your profile is not approved yet') },
      {
        kind: 'p',
        text: onSite(`Notre équipe a examiné votre profil sur ${siteFr}. Motif${COLON_FR}`, `Our team has reviewed your profile on ${siteEn}. Reason:`),
      },
      { kind: 'p', text: oneLine(template.reason) },
      {
        kind: 'p',
        text: onSite('Modifiez les sections concernées puis soumettez à nouveau votre profil.', 'Update the sections concerned, then submit your profile again.'),
      },
      { kind: 'button', label: onSite('Modifier mon profil', 'Edit my profile'), url: template.editUrl },
    ],
    reason: onSite(`Vous recevez cet e-mail car vous avez soumis votre profil d’expert sur ${siteFr}.`, `You receive this e-mail because you submitted your expert profile on ${siteEn}.`),
  };
}
