import { Create } from 'react-admin';

import { NewsletterCampaignForm } from './NewsletterCampaignForm';

/** A new campaign, a draft: its page follows, to preview, test and send it. */
export const NewsletterCampaignCreate = () => (
  <Create redirect="show">
    <NewsletterCampaignForm />
  </Create>
);
