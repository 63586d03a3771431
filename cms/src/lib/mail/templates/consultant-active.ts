/** E-mail `consultant-active` (transactional e-mails, see ./index.ts): {@link consultantActive}. */
import { COLON_FR, type Content, type Wording } from './layout';

/** Data of the `consultant-active` e-mail. */
export type ConsultantActiveMail = { name: 'consultant-active'; active: boolean; dashboardUrl: string };

/**
 * A consultant's account is deactivated (`active` false) or reactivated (`active` true) by an admin.
 * @returns the e-mail's content in the wording's language.
 */
export function consultantActive(template: ConsultantActiveMail, { onSite, suffix, siteFr, siteEn }: Wording): Content {
  return {
    subject: template.active
      ? onSite(`Votre compte d’expert est réactivé${suffix}`, `Your expert account is active again${suffix}`)
      : onSite(`Votre compte d’expert est désactivé${suffix}`, `Your expert account is deactivated${suffix}`),
    preheader: template.active
      ? onSite('Votre profil est de nouveau visible des clients s’il est approuvé.', 'Your profile is visible to clients again if it is approved.')
      : onSite('Votre profil n’est plus visible des clients.', 'Clients can no longer see your profile.'),
    blocks: [
      {
        kind: 'heading',
        text: template.active ? onSite('Compte réactivé', 'Account active again') : onSite('Compte désactivé', 'Account deactivated'),
      },
      {
        kind: 'p',
        text: template.active
          ? onSite(
              `Notre équipe a réactivé votre compte d’expert sur ${siteFr}. Si votre profil est approuvé, les clients peuvent de nouveau le trouver et réserver.`,
              `Our team has reactivated your expert account on ${siteEn}. If your profile is approved, clients can find it and book again.`,
            )
          : onSite(
              `Notre équipe a désactivé votre compte d’expert sur ${siteFr}${COLON_FR} votre profil n’apparaît plus dans la liste des experts. Pour toute question, répondez à cet e-mail ou utilisez le formulaire de contact.`,
              `Our team has deactivated your expert account on ${siteEn}: your profile no longer shows in the list of experts. For any question, reply to this e-mail or use the contact form.`,
            ),
      },
      { kind: 'button', label: onSite('Mon tableau de bord', 'My dashboard'), url: template.dashboardUrl },
    ],
    reason: onSite(`Vous recevez cet e-mail car le statut de votre compte d’expert sur ${siteFr} a changé.`, `You receive this e-mail because the status of your expert account on ${siteEn} changed.`),
  };
}
