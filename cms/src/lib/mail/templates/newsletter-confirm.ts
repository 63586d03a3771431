/** E-mail `newsletter-confirm` (transactional e-mails, see ./index.ts): {@link newsletterConfirm}. */
import { COLON_FR, duration, type Content, type Wording } from './layout';

/**
 * Data of the `newsletter-confirm` e-mail: the single-use confirmation link (web page
 * `/newsletter/confirm/:token`), how long it is valid, and the unsubscribe link every newsletter
 * e-mail carries (web page `/newsletter/unsubscribe/:token`).
 */
export type NewsletterConfirmMail = { name: 'newsletter-confirm'; confirmUrl: string; expiresInMinutes: number; unsubscribeUrl: string };

/**
 * Double opt-in of the newsletter (spec §1 "a newsletter"): confirm the subscription asked for on the
 * site, or ignore the e-mail.
 * @returns the e-mail's content in the wording's language.
 */
export function newsletterConfirm(template: NewsletterConfirmMail, { locale, onSite, suffix, siteFr, siteEn }: Wording): Content {
  const valid = duration(template.expiresInMinutes, locale);
  return {
    subject: onSite(`Confirmez votre inscription à la lettre d’information${suffix}`, `Confirm your newsletter subscription${suffix}`),
    preheader: onSite(`Un clic pour recevoir nos nouvelles (lien valable ${valid}).`, `One click to receive our news (link valid for ${valid}).`),
    blocks: [
      { kind: 'heading', text: onSite('Confirmez votre inscription', 'Confirm your subscription') },
      {
        kind: 'p',
        text: onSite(
          `Cette adresse a été inscrite à la lettre d’information de ${siteFr}. Pour commencer à la recevoir, confirmez votre inscription${COLON_FR}`,
          `This address was subscribed to the ${siteEn} newsletter. To start receiving it, confirm your subscription:`,
        ),
      },
      { kind: 'button', label: onSite('Confirmer mon inscription', 'Confirm my subscription'), url: template.confirmUrl },
      { kind: 'p', text: onSite(`Ce lien est valable ${valid} et ne sert qu’une fois.`, `This link is valid for ${valid} and works once.`) },
      {
        kind: 'note',
        text: onSite(
          'Si vous n’avez rien demandé, ignorez cet e-mail : sans confirmation, vous ne recevrez rien de plus. Vous pouvez aussi vous désinscrire dès maintenant avec le lien ci-dessous.',
          'If you did not ask for this, ignore this e-mail: without a confirmation you will receive nothing more. You can also unsubscribe right away with the link below.',
        ),
      },
      { kind: 'button', label: onSite('Me désinscrire', 'Unsubscribe'), url: template.unsubscribeUrl },
    ],
    reason: onSite(
      `Vous recevez cet e-mail car votre adresse a été saisie dans le formulaire d’inscription à la lettre d’information de ${siteFr}.`,
      `You receive this e-mail because your address was entered in the newsletter form of ${siteEn}.`,
    ),
  };
}
