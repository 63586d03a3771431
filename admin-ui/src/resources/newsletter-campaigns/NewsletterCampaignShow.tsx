import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { NumberField, RecordField, Show, TextField, useRecordContext } from 'react-admin';

import { InstantField } from '../../common/dates';
import { EMPTY, FieldSection } from '../../common/people/fields';
import { CampaignShowActions } from './CampaignActions';
import { CampaignPreview } from './CampaignPreview';
import { CampaignStatusField, type NewsletterCampaign } from './status';

/** A field with its label (`resources.newsletter-campaigns.fields.<source>`), `—` when empty. */
const F = ({ source, children }: { source: string; children?: ReactNode }) => <RecordField source={source} empty={EMPTY} {...(children ? { children } : {})} />;

/** The preview of the campaign as saved. */
const SavedPreview = () => {
  const record = useRecordContext<NewsletterCampaign>();
  if (!record) return null;
  return <CampaignPreview texts={{ subject: record.subject, body: record.body }} />;
};

/**
 * A campaign's page: its sending (status, start, recipients, who sent it, when it ended), what became of
 * its e-mails (waiting, sent, failed, and the subscribers who left since), and both e-mails as the
 * subscribers will see them; with the test, send and schedule actions.
 */
export const NewsletterCampaignShow = () => (
  <Show actions={<CampaignShowActions />}>
    <Box sx={{ p: 2 }}>
      <FieldSection title="resources.newsletter-campaigns.sections.sending">
        <F source="status">
          <CampaignStatusField source="status" />
        </F>
        <F source="send_at">
          <InstantField source="send_at" />
        </F>
        <F source="recipients" />
        <F source="sent_by">
          <TextField source="sent_by" emptyText={EMPTY} />
        </F>
        <F source="finished_at">
          <InstantField source="finished_at" />
        </F>
        <F source="createdAt">
          <InstantField source="createdAt" />
        </F>
      </FieldSection>
      <FieldSection title="resources.newsletter-campaigns.sections.counts">
        {(['queued', 'sent', 'failed', 'unsubscribed'] as const).map((count) => (
          <RecordField key={count} source={`counts.${count}`} label={`resources.newsletter-campaigns.counts.${count}`}>
            <NumberField source={`counts.${count}`} />
          </RecordField>
        ))}
      </FieldSection>
      <FieldSection title="resources.newsletter-campaigns.sections.preview" columns={false}>
        <SavedPreview />
      </FieldSection>
    </Box>
  </Show>
);
