import { DeleteButton, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';

import { InstantField } from '../../common/dates';
import { EMPTY } from '../../common/people/fields';
import { NamedCodeField, RoleField } from './entry';

/** Moves the entry to the trash (e.g. a person asking to be removed). */
const ShowActions = () => (
  <TopToolbar>
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

/**
 * One waiting-list entry, read only: who, for which specialization and country, the language of the
 * e-mails, when the confirmation went and when the client was told an expert is available.
 */
export const WaitingListShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="email" />
      <RoleField source="role" />
      <NamedCodeField source="specialization" nameSource="specialization_name" />
      <NamedCodeField source="country" nameSource="country_name" />
      <TextField source="mail_locale" emptyText={EMPTY} />
      <InstantField source="createdAt" />
      <InstantField source="updatedAt" />
      <InstantField source="confirmation_sent_at" />
      <InstantField source="notified_at" />
      <TextField source="notified_consultant" emptyText={EMPTY} />
    </SimpleShowLayout>
  </Show>
);
