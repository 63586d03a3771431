/** E-mail `password-changed` (transactional e-mails, see ./index.ts): {@link passwordChanged}. */
import { COLON_FR, oneLine, type Content, type Wording } from './layout';

/** Data of the `password-changed` e-mail. */
export type PasswordChangedMail = { name: 'password-changed'; when: string; resetUrl: string };

/**
 * Security notice after a password change; `when` is an already formatted date-time in the recipient's
 * time zone, `resetUrl` lets them take the account back.
 * @returns the e-mail's content in the wording's language.
 */
export function passwordChanged(template: PasswordChangedMail, { onSite, suffix, siteFr, siteEn }: Wording): Content {
  const when = oneLine(template.when);
  return {
    subject: onSite(`Votre mot de passe a été modifié${suffix}`, `Your password has been changed${suffix}`),
    preheader: onSite(`Le mot de passe de votre compte a été modifié (${when}).`, `Your account password was changed (${when}).`),
    blocks: [
      { kind: 'heading', text: onSite('Votre mot de passe a été modifié', 'Your password has been changed') },
      {
        kind: 'p',
        text: onSite(`Le mot de passe de votre compte ${siteFr} vient d’être modifié.`, `The password of your ${siteEn} account has just been changed.`),
      },
      { kind: 'p', text: onSite(`Date et heure${COLON_FR} ${when}`, `Date and time: ${when}`) },
      {
        kind: 'p',
        text: onSite('Si vous êtes à l’origine de cette modification, vous n’avez rien à faire.', 'If you made this change, there is nothing else to do.'),
      },
      {
        kind: 'p',
        text: onSite(
          `Si ce n’était pas vous, quelqu’un a peut-être accès à votre compte${COLON_FR} réinitialisez votre mot de passe sans attendre.`,
          'If it wasn’t you, someone may have access to your account: reset your password right away.',
        ),
      },
      { kind: 'button', label: onSite('Réinitialiser mon mot de passe', 'Reset my password'), url: template.resetUrl },
    ],
    reason: onSite(
      `Vous recevez cet e-mail car le mot de passe de votre compte ${siteFr} a été modifié. Cet avis de sécurité est envoyé automatiquement.`,
      `You receive this e-mail because the password of your ${siteEn} account was changed. This security notice is sent automatically.`,
    ),
  };
}
