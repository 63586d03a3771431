import { NumberField, SelectInput } from 'react-admin';

import { InstantField } from '../../common/dates';
import { LocalizedTextField } from '../../common/LocalizedTextField';
import { ResourceList } from '../../common/list/ResourceList';
import { CampaignStatusField, statusChoices } from './status';

const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

/**
 * The newsletter's campaigns, newest first: subject, status, when the sending starts, how many confirmed
 * subscribers it went to, when it was written; searched in subjects and texts, filtered by status. A row
 * opens the campaign's page.
 */
export const NewsletterCampaignList = () => (
  <ResourceList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} rowClick="show">
    <LocalizedTextField source="subject" sortBy="subject" />
    <CampaignStatusField source="status" />
    <InstantField source="send_at" />
    <NumberField source="recipients" sortable={false} />
    <InstantField source="createdAt" />
  </ResourceList>
);
