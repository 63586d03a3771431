/** E-mail `complaint-update` (transactional e-mails, see ./index.ts): {@link complaintUpdate}. */
import { COLON_FR, oneLine, type Block, type Content, type Wording } from './layout';
import { deName } from '../../../contracts/elision';

/** What happened to a complaint: filed, answered by the party complained against, resolved or rejected. */
export type ComplaintMailEvent = 'filed' | 'responded' | 'resolved' | 'rejected';

/**
 * Data of the `complaint-update` e-mail, sent to each party of a complaint (spec §1 "files complaints";
 * contracts/complaints "E-mails"). The complaint's own texts (description, response) are never sent by
 * e-mail: the message says what happened and links to the complaint's page.
 * - `event`: what happened;
 * - `side`: `raised_by` when the recipient filed the complaint, `raised_against` when it is complained about;
 * - `reference`: the complaint's reference (`RC-…`); `typeName`: its type in the recipient's language;
 * - `otherName`: the other party's display name;
 * - `decision` (on `resolved`): whom the resolution favours, from the complaint's point of view;
 * - `note` (on `resolved` and `rejected`): the admins' resolution note, shown to both parties;
 * - `url`: absolute URL of the complaint's page for the recipient.
 */
export type ComplaintUpdateMail = {
  name: 'complaint-update';
  event: ComplaintMailEvent;
  side: 'raised_by' | 'raised_against';
  reference: string;
  typeName: string;
  otherName: string;
  decision: 'raised_by' | 'raised_against' | 'none' | null;
  note: string | null;
  url: string;
};

/** The decision in words, from the recipient's point of view. */
function decisionText(template: ComplaintUpdateMail, name: string, onSite: Wording['onSite']): string | null {
  if (!template.decision) return null;
  if (template.decision === 'none') return onSite('La décision ne donne raison à aucune des deux parties.', 'The decision favours neither party.');
  return template.decision === template.side
    ? onSite('La décision vous donne raison.', 'The decision is in your favour.')
    : onSite(`La décision donne raison à ${name}.`, `The decision is in favour of ${name}.`);
}

/**
 * A complaint was filed, answered, resolved or rejected (spec §1 complaints), to either party, in its
 * own language.
 * @returns the e-mail's content in the wording's language.
 */
export function complaintUpdate(template: ComplaintUpdateMail, { onSite, suffix, siteFr, siteEn }: Wording): Content {
  const name = oneLine(template.otherName);
  /** « de Marc », « d’Aisha » */
  const ofName = deName(name);
  const reference = oneLine(template.reference);
  const type = oneLine(template.typeName);
  const mine = template.side === 'raised_by';
  const facts: Block[] = [
    { kind: 'p', text: onSite(`Référence${COLON_FR} ${reference}`, `Reference: ${reference}`) },
    { kind: 'p', text: onSite(`Type${COLON_FR} ${type}`, `Type: ${type}`) },
  ];
  const button: Block = { kind: 'button', label: onSite('Voir la réclamation', 'See the complaint'), url: template.url };
  const reason = onSite(`Vous recevez cet e-mail car vous êtes partie à une réclamation sur ${siteFr}.`, `You receive this e-mail because you are a party to a complaint on ${siteEn}.`);
  const note = template.note ? oneLine(template.note) : '';

  switch (template.event) {
    case 'filed':
      return mine
        ? {
            subject: onSite(`Votre réclamation ${reference} est enregistrée${suffix}`, `Your complaint ${reference} is filed${suffix}`),
            preheader: onSite(`Votre réclamation au sujet ${ofName} est enregistrée.`, `Your complaint about ${name} is filed.`),
            blocks: [
              { kind: 'heading', text: onSite('Votre réclamation est enregistrée', 'Your complaint is filed') },
              {
                kind: 'p',
                text: onSite(
                  `Nous avons bien reçu votre réclamation au sujet ${ofName}. Notre équipe va l’examiner ; ${name} peut y répondre une fois.`,
                  `We have received your complaint about ${name}. Our team will review it; ${name} may answer it once.`,
                ),
              },
              ...facts,
              button,
            ],
            reason,
          }
        : {
            subject: onSite(`Une réclamation vous concerne (${reference})${suffix}`, `A complaint concerns you (${reference})${suffix}`),
            preheader: onSite(`${name} a déposé une réclamation à votre sujet.`, `${name} has filed a complaint about you.`),
            blocks: [
              { kind: 'heading', text: onSite('Une réclamation a été déposée à votre sujet', 'A complaint has been filed about you') },
              {
                kind: 'p',
                text: onSite(
                  `${name} a déposé une réclamation à votre sujet. Lisez-la sur votre espace : vous pouvez y répondre une fois tant qu’elle n’est pas close.`,
                  `${name} has filed a complaint about you. Read it in your area: you may answer it once while it is not closed.`,
                ),
              },
              ...facts,
              { ...button, label: onSite('Lire et répondre', 'Read and answer') },
            ],
            reason,
          };
    case 'responded':
      return mine
        ? {
            subject: onSite(`Réponse à votre réclamation ${reference}${suffix}`, `Answer to your complaint ${reference}${suffix}`),
            preheader: onSite(`${name} a répondu à votre réclamation.`, `${name} has answered your complaint.`),
            blocks: [
              { kind: 'heading', text: onSite('Votre réclamation a reçu une réponse', 'Your complaint has been answered') },
              {
                kind: 'p',
                text: onSite(
                  `${name} a répondu à votre réclamation. Notre équipe en tient compte dans son examen.`,
                  `${name} has answered your complaint. Our team takes it into account in its review.`,
                ),
              },
              ...facts,
              button,
            ],
            reason,
          }
        : {
            subject: onSite(`Votre réponse à la réclamation ${reference} est enregistrée${suffix}`, `Your answer to complaint ${reference} is recorded${suffix}`),
            preheader: onSite('Votre réponse est transmise à notre équipe.', 'Your answer has been passed on to our team.'),
            blocks: [
              { kind: 'heading', text: onSite('Votre réponse est enregistrée', 'Your answer is recorded') },
              { kind: 'p', text: onSite(`Votre réponse à la réclamation ${ofName} est enregistrée.`, `Your answer to the complaint of ${name} is recorded.`) },
              ...facts,
              button,
            ],
            reason,
          };
    case 'resolved': {
      const decision = decisionText(template, name, onSite);
      return {
        subject: mine
          ? onSite(`Votre réclamation ${reference} est résolue${suffix}`, `Your complaint ${reference} is resolved${suffix}`)
          : onSite(`La réclamation ${reference} à votre sujet est résolue${suffix}`, `The complaint ${reference} about you is resolved${suffix}`),
        preheader: decision ?? onSite('Notre équipe a résolu la réclamation.', 'Our team has resolved the complaint.'),
        blocks: [
          { kind: 'heading', text: onSite('La réclamation est résolue', 'The complaint is resolved') },
          {
            kind: 'p',
            text: mine
              ? onSite(`Notre équipe a résolu votre réclamation au sujet ${ofName}.`, `Our team has resolved your complaint about ${name}.`)
              : onSite(`Notre équipe a résolu la réclamation ${ofName} à votre sujet.`, `Our team has resolved the complaint of ${name} about you.`),
          },
          ...(decision ? [{ kind: 'p', text: decision } as Block] : []),
          ...(note ? [{ kind: 'p', text: onSite(`Note de notre équipe${COLON_FR} ${note}`, `Note from our team: ${note}`) } as Block] : []),
          ...facts,
          button,
        ],
        reason,
      };
    }
    case 'rejected':
      return {
        subject: mine
          ? onSite(`Votre réclamation ${reference} est rejetée${suffix}`, `Your complaint ${reference} is rejected${suffix}`)
          : onSite(`La réclamation ${reference} à votre sujet est rejetée${suffix}`, `The complaint ${reference} about you is rejected${suffix}`),
        preheader: onSite('Notre équipe a clos la réclamation sans suite.', 'Our team has closed the complaint without action.'),
        blocks: [
          { kind: 'heading', text: onSite('La réclamation est rejetée', 'The complaint is rejected') },
          {
            kind: 'p',
            text: mine
              ? onSite(`Notre équipe a rejeté votre réclamation au sujet ${ofName}.`, `Our team has rejected your complaint about ${name}.`)
              : onSite(`Notre équipe a rejeté la réclamation ${ofName} à votre sujet.`, `Our team has rejected the complaint of ${name} about you.`),
          },
          ...(note ? [{ kind: 'p', text: onSite(`Motif${COLON_FR} ${note}`, `Reason: ${note}`) } as Block] : []),
          ...facts,
          button,
        ],
        reason,
      };
  }
}
