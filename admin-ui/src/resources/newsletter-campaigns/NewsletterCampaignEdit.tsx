import { Edit } from 'react-admin';

import { NewsletterCampaignForm } from './NewsletterCampaignForm';

/** Change a draft campaign; its page follows. */
export const NewsletterCampaignEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <NewsletterCampaignForm />
  </Edit>
);
