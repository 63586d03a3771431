/** E-mail `waiting-list-available` (transactional e-mails, see ./index.ts): {@link waitingListAvailable}. */
import { COLON_FR, type Content, type Wording } from './layout';

/** Data of the `waiting-list-available` e-mail. */
export type WaitingListAvailableMail = {
  name: 'waiting-list-available';
  /** the client's name as they typed it */
  personName: string;
  /** the expert's display name */
  expertName: string;
  /** the specialization's name in the e-mail's language */
  specializationName: string;
  /** the country's name in the e-mail's language */
  countryName: string;
  /** the expert's public page (`/our-experts/details/<id>`) */
  expertUrl: string;
};

/**
 * An expert of the specialization a client waited for is now available in their country (spec §1
 * "waiting lists"); sent once per waiting-list entry.
 * @returns the e-mail's content in the wording's language.
 */
export function waitingListAvailable(template: WaitingListAvailableMail, { onSite, suffix, siteFr, siteEn }: Wording): Content {
  const what = `${template.specializationName} — ${template.countryName}`;
  return {
    subject: onSite(`Un expert est disponible pour vous${suffix}`, `An expert is available for you${suffix}`),
    preheader: onSite(`${template.expertName} vient de rejoindre nos experts.`, `${template.expertName} has just joined our experts.`),
    blocks: [
      { kind: 'heading', text: onSite(`Bonjour ${template.personName}`, `Hello ${template.personName}`) },
      {
        kind: 'p',
        text: onSite(
          `Bonne nouvelle${COLON_FR} un expert correspondant à votre inscription sur la liste d’attente (${what}) est désormais disponible${COLON_FR} ${template.expertName}.`,
          `Good news: an expert matching your waiting-list request (${what}) is now available: ${template.expertName}.`,
        ),
      },
      { kind: 'button', label: onSite('Voir son profil et réserver', 'See the profile and book'), url: template.expertUrl },
      {
        kind: 'p',
        text: onSite('C’est le seul e-mail que vous recevrez pour cette inscription.', 'This is the only e-mail you will receive for this request.'),
      },
    ],
    reason: onSite(`Vous recevez cet e-mail car vous vous êtes inscrit sur la liste d’attente de ${siteFr}.`, `You receive this e-mail because you joined the waiting list of ${siteEn}.`),
  };
}
