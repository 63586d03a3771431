import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import PreviewIcon from '@mui/icons-material/PreviewOutlined';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

import type { Localized } from '../../common/localized';
import { refusalMessage } from '../../common/trash/useTrashAction';
import type { AdminDataProvider, NewsletterCampaignContent, NewsletterCampaignPreview } from '../../providers/dataProvider';

/** Subject and body of a campaign as a record or a form holds them. */
export interface CampaignTexts {
  subject: Localized;
  body: Localized;
}

/** The preview's request body: the French side as it is, an empty English side as `null`. */
function contentOf({ subject, body }: CampaignTexts): NewsletterCampaignContent {
  return { subject: { fr: subject?.fr ?? '', en: subject?.en || null }, body: { fr: body?.fr ?? '', en: body?.en || null } };
}

/**
 * Lays out the e-mail shown in `frame`. The frame's document holds the e-mail as sent, whose styles are
 * `style` attributes (e-mail clients read no style sheet); it inherits the back office's
 * Content-Security-Policy, which applies no style attribute, so each one is given to the element's style
 * object instead, as the policy allows. The frame runs no script of its own (`sandbox` without scripts).
 */
function applyMailStyles(frame: HTMLIFrameElement): void {
  const document = frame.contentDocument;
  if (!document) return;
  for (const element of Array.from(document.querySelectorAll<HTMLElement>('[style]'))) element.style.cssText = element.getAttribute('style') ?? '';
}

/** Both e-mails of a campaign, side by side (one above the other on narrow screens). */
const PreviewPanes = ({ preview }: { preview: NewsletterCampaignPreview }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      {(['fr', 'en'] as const).map((audience) => {
        const mail = preview[audience];
        const title = translate(`resources.newsletter-campaigns.preview.audience_${audience}`);
        return (
          <Box key={audience} component="section" aria-label={title}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            {mail.content_locale !== audience ? (
              <Typography variant="body2" color="text.secondary">
                {translate('resources.newsletter-campaigns.preview.fallback')}
              </Typography>
            ) : null}
            <Typography variant="body2" sx={{ my: 1 }}>
              {translate('resources.newsletter-campaigns.preview.subject', { subject: mail.subject })}
            </Typography>
            {/* The e-mail's own document, sandboxed: no script, no form, no navigation of the back office (same origin only to lay it out). */}
            <Box
              component="iframe"
              title={translate('resources.newsletter-campaigns.preview.frame', { audience: title })}
              srcDoc={mail.html}
              sandbox="allow-same-origin"
              onLoad={(event) => applyMailStyles(event.currentTarget)}
              sx={{ width: '100%', height: 640, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
            />
          </Box>
        );
      })}
    </Box>
  );
};

/**
 * A campaign's two e-mails as its French and English subscribers will receive them
 * (`POST /newsletter-campaigns/preview`: the template of the e-mails sent, with the admin's own
 * unsubscribe link); English subscribers see the French campaign when it has no English side.
 * @param texts - the subject and body to render
 */
export const CampaignPreview = ({ texts }: { texts: CampaignTexts }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const content = contentOf(texts);
  const { data, error, isPending } = useQuery({
    queryKey: ['newsletter-campaigns', 'preview', content],
    queryFn: async () => (await dataProvider.previewNewsletterCampaign(content)).data,
    enabled: Boolean(content.subject.fr && content.body.fr),
    retry: false,
  });
  if (!content.subject.fr || !content.body.fr) return <Alert severity="info">{translate('resources.newsletter-campaigns.preview.empty')}</Alert>;
  if (error) {
    const message = refusalMessage(error);
    return <Alert severity="error">{translate(message, { _: message })}</Alert>;
  }
  if (isPending || !data) return <CircularProgress size={24} aria-label={translate('resources.newsletter-campaigns.preview.loading')} />;
  return <PreviewPanes preview={data} />;
};

/**
 * The preview in a campaign's form: shown on demand, from the texts as they are in the form (saved or
 * not), and again from the new texts each time it is asked for.
 */
export const FormPreview = () => {
  const translate = useTranslate();
  const subject = useWatch({ name: 'subject' }) as Localized;
  const body = useWatch({ name: 'body' }) as Localized;
  const [shown, setShown] = useState<CampaignTexts | null>(null);
  return (
    <Box component="section" aria-label={translate('resources.newsletter-campaigns.sections.preview')} sx={{ width: '100%', mt: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.newsletter-campaigns.preview.help')}
      </Typography>
      <Button variant="outlined" startIcon={<PreviewIcon />} onClick={() => setShown({ subject: { ...subject }, body: { ...body } })} sx={{ mb: 2 }}>
        {translate('resources.newsletter-campaigns.preview.action')}
      </Button>
      {shown ? <CampaignPreview texts={shown} /> : null}
    </Box>
  );
};
