/** E-mail `admin-invitation` (transactional e-mails, see ./index.ts): {@link adminInvitation}. */
import { COLON_FR, duration, type Content, type Wording } from './layout';

/** Data of the `admin-invitation` e-mail. */
export type AdminInvitationMail = { name: 'admin-invitation'; inviterEmail: string; acceptUrl: string; expiresInMinutes: number };

/**
 * An admin invites another admin to the back office: a single-use link to choose a password, valid
 * `expiresInMinutes` minutes, then sign in.
 * @returns the e-mail's content in the wording's language.
 */
export function adminInvitation(template: AdminInvitationMail, { locale, onSite, suffix, siteFr, siteEn }: Wording): Content {
  const valid = duration(template.expiresInMinutes, locale);
  return {
    subject: onSite(`Vous êtes invité à l’administration${suffix}`, `You are invited to the back office${suffix}`),
    preheader: onSite(`Choisissez votre mot de passe (lien valable ${valid}).`, `Choose your password (link valid for ${valid}).`),
    blocks: [
      { kind: 'heading', text: onSite('Bienvenue dans l’équipe', 'Welcome to the team') },
      {
        kind: 'p',
        text: onSite(
          `${template.inviterEmail} vous invite à administrer ${siteFr}. Pour activer votre compte, choisissez votre mot de passe${COLON_FR}`,
          `${template.inviterEmail} invites you to administer ${siteEn}. To activate your account, choose your password:`,
        ),
      },
      { kind: 'button', label: onSite('Choisir mon mot de passe', 'Choose my password'), url: template.acceptUrl },
      {
        kind: 'p',
        text: onSite(
          `Ce lien est valable ${valid} et ne sert qu’une fois. Vous vous connecterez ensuite avec cette adresse e-mail.`,
          `This link is valid for ${valid} and works once. You will then sign in with this e-mail address.`,
        ),
      },
      {
        kind: 'note',
        text: onSite(
          `Si vous ne vous attendiez pas à cette invitation, ignorez cet e-mail${COLON_FR} aucun accès n’est ouvert tant que le mot de passe n’est pas choisi.`,
          'If you did not expect this invitation, ignore this e-mail: no access opens until a password is chosen.',
        ),
      },
    ],
    reason: onSite(`Vous recevez cet e-mail car un administrateur de ${siteFr} vous a invité.`, `You receive this e-mail because an admin of ${siteEn} invited you.`),
  };
}
