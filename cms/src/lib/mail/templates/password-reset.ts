/** E-mail `password-reset` (transactional e-mails, see ./index.ts): {@link passwordReset}. */
import { COLON_FR, duration, type Content, type Wording } from './layout';

/** Data of the `password-reset` e-mail. */
export type PasswordResetMail = { name: 'password-reset'; resetUrl: string; expiresInMinutes: number };

/**
 * Forgot-password link (spec §2), valid `expiresInMinutes` minutes.
 * @returns the e-mail's content in the wording's language.
 */
export function passwordReset(template: PasswordResetMail, { locale, onSite, suffix, siteFr, siteEn }: Wording): Content {
  const valid = duration(template.expiresInMinutes, locale);
  return {
    subject: onSite(`Réinitialisation de votre mot de passe${suffix}`, `Reset your password${suffix}`),
    preheader: onSite(`Choisissez un nouveau mot de passe (lien valable ${valid}).`, `Choose a new password (link valid for ${valid}).`),
    blocks: [
      { kind: 'heading', text: onSite('Réinitialisez votre mot de passe', 'Reset your password') },
      {
        kind: 'p',
        text: onSite(
          `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${siteFr}. Pour choisir un nouveau mot de passe, utilisez le lien ci-dessous${COLON_FR}`,
          `We received a request to reset the password of your ${siteEn} account. To choose a new password, use the link below:`,
        ),
      },
      { kind: 'button', label: onSite('Choisir un nouveau mot de passe', 'Choose a new password'), url: template.resetUrl },
      { kind: 'p', text: onSite(`Ce lien est valable ${valid}.`, `This link is valid for ${valid}.`) },
      {
        kind: 'note',
        text: onSite(
          `Si vous n’avez pas demandé cette réinitialisation, ignorez cet e-mail${COLON_FR} votre mot de passe actuel reste inchangé. Notre équipe ne vous demandera jamais votre mot de passe.`,
          'If you did not ask for this, ignore this e-mail: your current password stays unchanged. Our team will never ask you for your password.',
        ),
      },
    ],
    reason: onSite(
      `Vous recevez cet e-mail car une réinitialisation du mot de passe a été demandée pour votre compte ${siteFr}.`,
      `You receive this e-mail because a password reset was requested for your ${siteEn} account.`,
    ),
  };
}
