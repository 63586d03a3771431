import { useFieldValue, type FieldProps } from 'react-admin';

import { StateChip } from '../../common/people/fields';
import type { Schemas } from '../../lib/api-types';

/** A campaign as the list shows it (contracts/admin-newsletter `NewsletterCampaignRecord`). */
export type NewsletterCampaignRecord = Schemas['NewsletterCampaignRecord'];

/** A campaign's page: the record and what became of its e-mails (`NewsletterCampaignDetail`). */
export type NewsletterCampaign = Schemas['NewsletterCampaignDetail'];

/** A campaign's statuses, in the order of its life. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;

/** The choices of the status filter. */
export const statusChoices = CAMPAIGN_STATUSES.map((status) => ({ id: status, name: `resources.newsletter-campaigns.statuses.${status}` }));

const COLORS = { draft: 'default', scheduled: 'info', sending: 'warning', sent: 'success' } as const;

/** The campaign's status as a chip. */
export const CampaignStatusField = (props: FieldProps) => {
  const status = useFieldValue(props) as NewsletterCampaignRecord['status'] | undefined;
  if (!status) return null;
  return <StateChip label={`resources.newsletter-campaigns.statuses.${status}`} color={COLORS[status]} />;
};

/** Whether the campaign can still be changed, deleted and sent (a draft). */
export const isDraft = (record: Pick<NewsletterCampaignRecord, 'status'> | undefined) => record?.status === 'draft';
