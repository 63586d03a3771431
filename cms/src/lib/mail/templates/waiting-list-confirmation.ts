/** E-mail `waiting-list-confirmation` (transactional e-mails, see ./index.ts): {@link waitingListConfirmation}. */
import { COLON_FR, type Content, type Wording } from './layout';

/** Data of the `waiting-list-confirmation` e-mail. */
export type WaitingListConfirmationMail = {
  name: 'waiting-list-confirmation';
  /** `client`: waits for an expert; `consultant`: a practitioner's pre-registration */
  role: 'client' | 'consultant';
  /** the person's name as they typed it */
  personName: string;
  /** the specialization's name in the e-mail's language */
  specializationName: string;
  /** the country's name in the e-mail's language */
  countryName: string;
  /** client: the expert search of that specialization; consultant: the consultant sign-up page */
  actionUrl: string;
};

/**
 * Someone joined the waiting list (spec §1 "waiting lists"): a client is told they will be e-mailed
 * once when an expert of the specialization is available in the country; a practitioner is invited to
 * sign up as a consultant.
 * @returns the e-mail's content in the wording's language.
 */
export function waitingListConfirmation(template: WaitingListConfirmationMail, { onSite, suffix, siteFr, siteEn }: Wording): Content {
  const what = `${template.specializationName} — ${template.countryName}`;
  if (template.role === 'consultant') {
    return {
      subject: onSite(`Votre pré-inscription d’expert est enregistrée${suffix}`, `Your expert pre-registration is saved${suffix}`),
      preheader: onSite('Créez votre compte d’expert pour rejoindre la plateforme.', 'Create your expert account to join the platform.'),
      blocks: [
        { kind: 'heading', text: onSite(`Bonjour ${template.personName}`, `Hello ${template.personName}`) },
        {
          kind: 'p',
          text: onSite(
            `Merci de votre intérêt pour ${siteFr}. Nous avons noté votre pré-inscription${COLON_FR} ${what}.`,
            `Thank you for your interest in ${siteEn}. We have saved your pre-registration: ${what}.`,
          ),
        },
        {
          kind: 'p',
          text: onSite(
            'Pour être proposé aux clients, créez votre compte d’expert et complétez votre profil : notre équipe le vérifiera avant sa publication.',
            'To be offered to clients, create your expert account and complete your profile: our team checks it before it is published.',
          ),
        },
        { kind: 'button', label: onSite('Créer mon compte d’expert', 'Create my expert account'), url: template.actionUrl },
      ],
      reason: onSite(`Vous recevez cet e-mail car vous vous êtes pré-inscrit comme expert sur ${siteFr}.`, `You receive this e-mail because you pre-registered as an expert on ${siteEn}.`),
    };
  }
  return {
    subject: onSite(`Vous êtes sur la liste d’attente${suffix}`, `You are on the waiting list${suffix}`),
    preheader: onSite('Nous vous écrirons dès qu’un expert sera disponible.', 'We will write to you as soon as an expert is available.'),
    blocks: [
      { kind: 'heading', text: onSite(`Bonjour ${template.personName}`, `Hello ${template.personName}`) },
      {
        kind: 'p',
        text: onSite(`Votre inscription sur la liste d’attente est enregistrée${COLON_FR} ${what}.`, `You are on the waiting list: ${what}.`),
      },
      {
        kind: 'p',
        text: onSite(
          'Nous vous enverrons un seul e-mail dès qu’un expert de cette spécialité sera disponible dans ce pays.',
          'We will send you one e-mail as soon as an expert of this specialization is available in this country.',
        ),
      },
      { kind: 'button', label: onSite('Voir nos experts', 'See our experts'), url: template.actionUrl },
    ],
    reason: onSite(`Vous recevez cet e-mail car vous vous êtes inscrit sur la liste d’attente de ${siteFr}.`, `You receive this e-mail because you joined the waiting list of ${siteEn}.`),
  };
}
