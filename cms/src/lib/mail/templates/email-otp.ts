/** E-mail `email-otp` (transactional e-mails, see ./index.ts): {@link emailOtp}. */
import { COLON_FR, duration, neverShareNote, type Content, type Wording } from './layout';

/** Data of the `email-otp` e-mail. */
export type EmailOtpMail = { name: 'email-otp'; code: string; expiresInMinutes: number };

/**
 * Sign-up e-mail verification code (spec §2 sign-up, §5 "verify your email OTP"), valid `expiresInMinutes` minutes.
 * @returns the e-mail's content in the wording's language.
 */
export function emailOtp(template: EmailOtpMail, { locale, onSite, suffix, siteFr, siteEn }: Wording): Content {
  const valid = duration(template.expiresInMinutes, locale);
  return {
    subject: onSite(`Votre code de vérification${suffix}`, `Your verification code${suffix}`),
    preheader: onSite(`Votre code de vérification est valable ${valid}.`, `Your verification code is valid for ${valid}.`),
    blocks: [
      { kind: 'heading', text: onSite('Vérifiez votre adresse e-mail', 'Verify your e-mail address') },
      {
        kind: 'p',
        text: onSite(
          `Pour finaliser votre inscription sur ${siteFr}, saisissez le code de vérification ci-dessous${COLON_FR}`,
          `To complete your sign-up on ${siteEn}, enter the verification code below:`,
        ),
      },
      { kind: 'code', code: template.code },
      { kind: 'p', text: onSite(`Ce code est valable ${valid}.`, `This code is valid for ${valid}.`) },
      neverShareNote(onSite),
      {
        kind: 'note',
        text: onSite(
          `Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail${COLON_FR} aucun compte ne sera créé sans ce code.`,
          'If you did not request this code, simply ignore this e-mail: no account will be created without it.',
        ),
      },
    ],
    reason: onSite(
      `Vous recevez cet e-mail car une inscription a été demandée sur ${siteFr} avec cette adresse.`,
      `You receive this e-mail because a sign-up was requested on ${siteEn} with this address.`,
    ),
  };
}
