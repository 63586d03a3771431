/** E-mail `starter-kit` (transactional e-mails, see ./index.ts): {@link starterKit}. */
import { oneLine, type Content, type Wording } from './layout';

/**
 * Data of the `starter-kit` e-mail (spec §1 "a free starter kit and brochure sent by e-mail on
 * request"), which carries the two PDF files as attachments:
 * - `recipientName`: the name the visitor gave;
 * - `kitTitle` / `brochureTitle`: the titles of the two attached documents, in the e-mail's language;
 * - `expertsUrl`: absolute URL of the expert search, the next step.
 */
export type StarterKitMail = { name: 'starter-kit'; recipientName: string; kitTitle: string; brochureTitle: string; expertsUrl: string };

/**
 * The starter kit and brochure asked for on the site, in the language the visitor chose.
 * @returns the e-mail's content in the wording's language.
 */
export function starterKit(template: StarterKitMail, { onSite, suffix, siteFr, siteEn }: Wording): Content {
  const name = oneLine(template.recipientName);
  const kit = oneLine(template.kitTitle);
  const brochure = oneLine(template.brochureTitle);
  return {
    subject: onSite(`Votre kit de démarrage et votre brochure${suffix}`, `Your starter kit and brochure${suffix}`),
    preheader: onSite(`Vos deux guides gratuits sont joints à cet e-mail (PDF).`, `Your two free guides are attached to this e-mail (PDF).`),
    blocks: [
      { kind: 'heading', text: onSite(`Bonjour ${name},`, `Hello ${name},`) },
      {
        kind: 'p',
        text: onSite(
          `Merci de votre intérêt pour ${siteFr}. Vous trouverez en pièces jointes, au format PDF, les deux documents demandés :`,
          `Thank you for your interest in ${siteEn}. Attached to this e-mail, as PDF files, are the two documents you asked for:`,
        ),
      },
      { kind: 'p', text: `• ${kit}` },
      { kind: 'p', text: `• ${brochure}` },
      {
        kind: 'p',
        text: onSite(
          'Prenez le temps de les lire à votre rythme. Quand vous serez prêt·e, un praticien vérifié peut vous accompagner en visioconférence.',
          'Read them at your own pace. When you are ready, a verified practitioner can guide you by video consultation.',
        ),
      },
      { kind: 'button', label: onSite('Trouver un expert', 'Find an expert'), url: template.expertsUrl },
    ],
    reason: onSite(
      `Vous recevez cet e-mail car le kit de démarrage a été demandé avec cette adresse sur ${siteFr}. Si ce n’était pas vous, ignorez ce message : aucun autre e-mail ne suivra.`,
      `You receive this e-mail because the starter kit was requested with this address on ${siteEn}. If it wasn’t you, ignore this message: no other e-mail will follow.`,
    ),
  };
}
