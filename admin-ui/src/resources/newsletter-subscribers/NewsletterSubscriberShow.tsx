import { DeleteButton, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';

import { InstantField } from '../../common/dates';
import { CodeField, EMPTY } from '../../common/people/fields';
import { SubscriberStatusField } from './status';

/**
 * Deleting a subscriber is for good (no trash), to honour a request to erase the address; the
 * confirmation says so.
 */
const ShowActions = () => (
  <TopToolbar>
    <DeleteButton
      mutationMode="pessimistic"
      label="resources.newsletter-subscribers.erase.label"
      confirmTitle="resources.newsletter-subscribers.erase.title"
      confirmContent="resources.newsletter-subscribers.erase.content"
    />
  </TopToolbar>
);

/** One subscriber with the proof of consent: when, from which IP, which version of the wording. */
export const NewsletterSubscriberShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <TextField source="email" />
      <SubscriberStatusField source="status" />
      <CodeField source="mail_locale" prefix="resources.newsletter-subscribers.locales" />
      <InstantField source="createdAt" />
      <InstantField source="consent_at" />
      <TextField source="consent_ip" emptyText={EMPTY} />
      <TextField source="consent_version" emptyText={EMPTY} />
      <InstantField source="confirmed_at" />
      <InstantField source="unsubscribed_at" />
    </SimpleShowLayout>
  </Show>
);
