/** E-mail `erasure-confirm` (transactional e-mails, see ./index.ts): {@link erasureConfirm}. */
import { COLON_FR, duration, type Content, type Wording } from './layout';

/**
 * Data of the `erasure-confirm` e-mail: the single-use link to the web page that confirms the deletion
 * of the account (`/public/{role}/account/erasure?token=…`) and how long it is valid, in hours.
 */
export type ErasureConfirmMail = { name: 'erasure-confirm'; role: 'client' | 'consultant'; confirmUrl: string; expiresInHours: number };

/**
 * The person asked to delete its account and gave its password (docs/privacy.md "Erasure"): the last
 * step is this link. Says what will be deleted and what is kept, and "if it wasn't you, change your
 * password".
 * @returns the e-mail's content in the wording's language.
 */
export function erasureConfirm(template: ErasureConfirmMail, { locale, onSite, suffix, siteFr, siteEn }: Wording): Content {
  const valid = duration(template.expiresInHours * 60, locale);
  const account = template.role === 'consultant' ? onSite('votre compte expert', 'your expert account') : onSite('votre compte client', 'your client account');
  return {
    subject: onSite(`Confirmez la suppression de votre compte${suffix}`, `Confirm the deletion of your account${suffix}`),
    preheader: onSite(`Dernière étape avant la suppression définitive (lien valable ${valid}).`, `Last step before the permanent deletion (link valid for ${valid}).`),
    blocks: [
      { kind: 'heading', text: onSite('Confirmez la suppression de votre compte', 'Confirm the deletion of your account') },
      {
        kind: 'p',
        text: onSite(
          `Vous avez demandé la suppression de ${account} sur ${siteFr}. Une fois confirmée, elle est définitive${COLON_FR} vos séances à venir sont annulées (avec les e-mails habituels), vos données personnelles et de santé et vos documents sont effacés, et vous ne pourrez plus vous connecter. Ce que la comptabilité ou le traitement d’un litige nous obligent à garder (dates, tarifs et paiements des séances, décisions sur les réclamations) est conservé sans votre nom.`,
          `You asked to delete ${account} on ${siteEn}. Once confirmed, the deletion is permanent: your upcoming sessions are cancelled (with the usual e-mails), your personal and health data and your documents are erased, and you will no longer be able to sign in. What accounting or the handling of a dispute requires us to keep (dates, fees and payments of sessions, decisions on complaints) is kept without your name.`,
        ),
      },
      { kind: 'button', label: onSite('Supprimer définitivement mon compte', 'Permanently delete my account'), url: template.confirmUrl },
      { kind: 'p', text: onSite(`Ce lien est valable ${valid} et ne sert qu’une fois.`, `This link is valid for ${valid} and works once.`) },
      {
        kind: 'note',
        text: onSite(
          `Si vous n’avez pas fait cette demande, ignorez cet e-mail${COLON_FR} rien ne sera supprimé. Quelqu’un connaît alors votre mot de passe${COLON_FR} changez-le.`,
          'If you did not ask for this, ignore this e-mail: nothing will be deleted. Someone then knows your password: change it.',
        ),
      },
    ],
    reason: onSite(
      `Vous recevez cet e-mail car la suppression de votre compte ${siteFr} a été demandée avec votre mot de passe.`,
      `You receive this e-mail because the deletion of your ${siteEn} account was asked for with your password.`,
    ),
  };
}
