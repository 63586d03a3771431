import { Alert } from '@mui/material';
import { SimpleForm, TextInput, maxLength, required, useRecordContext, useTranslate } from 'react-admin';

import { LocalizedInputs } from '../../common/LocalizedInputs';
import { FormToolbar } from '../../common/form/FormToolbar';
import { MarkdownInput } from '../../common/richText/MarkdownInput';
import { FormPreview } from './CampaignPreview';
import { isDraft, type NewsletterCampaignRecord } from './status';

/**
 * A campaign's form: subject and body (the rich-text editor, stored as Markdown) in French and English
 * (the English side may stay empty: English subscribers then get the French campaign), and the preview
 * of both e-mails from the texts as they are in the form. A campaign that left its draft is shown, not
 * saved again (the server refuses the change).
 */
export const NewsletterCampaignForm = () => {
  const record = useRecordContext<NewsletterCampaignRecord>();
  const translate = useTranslate();
  const locked = Boolean(record && !isDraft(record));
  return (
    <SimpleForm toolbar={locked ? false : <FormToolbar />}>
      {locked ? (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('resources.newsletter-campaigns.help.locked')}
        </Alert>
      ) : null}
      <LocalizedInputs>
        <TextInput source="subject" validate={[required(), maxLength(200)]} helperText="resources.newsletter-campaigns.help.subject" />
        <MarkdownInput source="body" validate={required()} images />
      </LocalizedInputs>
      <FormPreview />
    </SimpleForm>
  );
};
