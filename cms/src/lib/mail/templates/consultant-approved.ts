/** E-mail `consultant-approved` (transactional e-mails, see ./index.ts): {@link consultantApproved}. */
import { COLON_FR, type Content, type Wording } from './layout';

/** Data of the `consultant-approved` e-mail. */
export type ConsultantApprovedMail = { name: 'consultant-approved'; profileUrl: string; dashboardUrl: string; active: boolean };

/**
 * A consultant's profile is approved by an admin (spec §3 consultant review); `active` says whether it is
 * already visible to clients.
 * @returns the e-mail's content in the wording's language.
 */
export function consultantApproved(template: ConsultantApprovedMail, { onSite, suffix, siteFr, siteEn }: Wording): Content {
  return {
    subject: onSite(`Votre profil est approuvé${suffix}`, `Your profile is approved${suffix}`),
    preheader: onSite('Les clients peuvent désormais vous trouver et réserver.', 'Clients can now find you and book.'),
    blocks: [
      { kind: 'heading', text: onSite('Bienvenue parmi nos experts', 'Welcome among our experts') },
      {
        kind: 'p',
        text: template.active
          ? onSite(
              `Notre équipe a vérifié votre profil sur ${siteFr}${COLON_FR} il est approuvé et visible des clients dans la liste des experts.`,
              `Our team has checked your profile on ${siteEn}: it is approved and clients can see it in the list of experts.`,
            )
          : onSite(
              `Notre équipe a vérifié votre profil sur ${siteFr}${COLON_FR} il est approuvé. Il sera visible des clients dès que votre compte sera réactivé.`,
              `Our team has checked your profile on ${siteEn}: it is approved. Clients will see it as soon as your account is active again.`,
            ),
      },
      { kind: 'button', label: onSite('Voir mon profil public', 'See my public profile'), url: template.profileUrl },
      {
        kind: 'p',
        text: onSite('Pensez à tenir vos disponibilités à jour depuis votre tableau de bord.', 'Keep your timings up to date from your dashboard.'),
      },
      { kind: 'button', label: onSite('Mon tableau de bord', 'My dashboard'), url: template.dashboardUrl },
    ],
    reason: onSite(`Vous recevez cet e-mail car vous avez soumis votre profil d’expert sur ${siteFr}.`, `You receive this e-mail because you submitted your expert profile on ${siteEn}.`),
  };
}
