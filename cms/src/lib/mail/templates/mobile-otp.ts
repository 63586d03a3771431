/** E-mail `mobile-otp` (transactional e-mails, see ./index.ts): {@link mobileOtp}. */
import { COLON_FR, duration, neverShareNote, oneLine, type Content, type Wording } from './layout';

/** Data of the `mobile-otp` e-mail. */
export type MobileOtpMail = { name: 'mobile-otp'; code: string; expiresInMinutes: number; phone: string };

/**
 * Phone verification code, sent by e-mail because no SMS provider is configured (the e-mail says so);
 * `phone` is the number being verified, as the user typed or formatted it; valid `expiresInMinutes` minutes.
 * @returns the e-mail's content in the wording's language.
 */
export function mobileOtp(template: MobileOtpMail, { locale, onSite, suffix, siteFr, siteEn }: Wording): Content {
  const valid = duration(template.expiresInMinutes, locale);
  const phone = oneLine(template.phone);
  return {
    subject: onSite(`Code de vérification de votre téléphone${suffix}`, `Your phone verification code${suffix}`),
    preheader: onSite(`Votre code de vérification du numéro ${phone}, envoyé par e-mail.`, `Your verification code for ${phone}, sent by e-mail.`),
    blocks: [
      { kind: 'heading', text: onSite('Vérifiez votre numéro de téléphone', 'Verify your phone number') },
      {
        kind: 'p',
        text: onSite(`Vous avez demandé à vérifier le numéro de téléphone ${phone} sur ${siteFr}.`, `You asked to verify the phone number ${phone} on ${siteEn}.`),
      },
      {
        kind: 'p',
        text: onSite(
          `Aucun service d’envoi de SMS n’est configuré pour le moment${COLON_FR} c’est pourquoi ce code vous est envoyé par e-mail, et non par SMS sur votre téléphone.`,
          'No text-message (SMS) service is configured at the moment, which is why this code is sent to you by e-mail rather than by SMS to your phone.',
        ),
      },
      {
        kind: 'p',
        text: onSite(`Saisissez ce code dans le champ de vérification du téléphone${COLON_FR}`, 'Enter this code in the phone verification field:'),
      },
      { kind: 'code', code: template.code },
      { kind: 'p', text: onSite(`Ce code est valable ${valid}.`, `This code is valid for ${valid}.`) },
      neverShareNote(onSite),
      {
        kind: 'note',
        text: onSite(
          `Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail${COLON_FR} le numéro ne sera pas vérifié sans ce code.`,
          'If you did not request this code, simply ignore this e-mail: the number will not be verified without it.',
        ),
      },
    ],
    reason: onSite(
      `Vous recevez cet e-mail car la vérification d’un numéro de téléphone a été demandée depuis votre compte ${siteFr}.`,
      `You receive this e-mail because a phone number verification was requested from your ${siteEn} account.`,
    ),
  };
}
