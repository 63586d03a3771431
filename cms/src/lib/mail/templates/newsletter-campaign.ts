/** E-mail `newsletter-campaign` (transactional e-mails, see ./index.ts): {@link newsletterCampaign}. */
import { oneLine, type Content, type Wording } from './layout';
import { markdownText } from './markdown';

/**
 * Data of the `newsletter-campaign` e-mail: the campaign's subject and Markdown body in the e-mail's
 * language (the French ones when the campaign has no English side), the subscriber's unsubscribe link
 * (web page `/newsletter/unsubscribe/:token`), and whether it is an admin's test.
 */
export type NewsletterCampaignMail = {
  name: 'newsletter-campaign';
  subject: string;
  /** Markdown, as the editor wrote it in the back office */
  body: string;
  unsubscribeUrl: string;
  /** a test an admin sent to their own address: the subject and a line above the content say so */
  test?: boolean;
};

/** Characters of the body shown by mail clients next to the subject, at most. */
const PREHEADER_LENGTH = 140;

/**
 * A newsletter campaign (spec §1 "a newsletter"; docs/messaging.md "Newsletter campaigns"): the
 * editor's subject (followed by the site's title, as every e-mail's) and body, then the unsubscribe link
 * every newsletter e-mail carries.
 * @returns the e-mail's content in the wording's language.
 */
export function newsletterCampaign(template: NewsletterCampaignMail, { onSite, suffix, siteFr, siteEn }: Wording): Content {
  const summary = oneLine(markdownText(template.body, ''));
  return {
    subject: `${template.test ? onSite('[Essai] ', '[Test] ') : ''}${template.subject}${suffix}`,
    preheader: summary.length > PREHEADER_LENGTH ? `${summary.slice(0, PREHEADER_LENGTH - 1).trimEnd()}…` : summary,
    blocks: [
      ...(template.test
        ? [
            {
              kind: 'note' as const,
              text: onSite(
                'Essai de la lettre d’information : les abonnés la recevront sans cette ligne, avec leur propre lien de désinscription.',
                'Test of the newsletter: subscribers will receive it without this line, with their own unsubscribe link.',
              ),
            },
          ]
        : []),
      { kind: 'markdown', markdown: template.body },
      {
        kind: 'link',
        text: onSite('Vous ne souhaitez plus recevoir cette lettre ?', 'No longer wish to receive this newsletter?'),
        label: onSite('Se désinscrire', 'Unsubscribe'),
        url: template.unsubscribeUrl,
      },
    ],
    reason: onSite(`Vous recevez cet e-mail car vous êtes inscrit à la lettre d’information de ${siteFr}.`, `You receive this e-mail because you subscribed to the ${siteEn} newsletter.`),
  };
}
