import { ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';

import { InstantField } from '../../common/dates';
import { CodeField, EMPTY } from '../../common/people/fields';
import { ActionField } from './ActionField';

/**
 * One entry of the audit log, read only: when, what, who read it from where, whose data it was, and the
 * booking whose consultation chat (or a file of it) was read, linking to its page.
 */
export const AuditLogShow = () => (
  <Show actions={false}>
    <SimpleShowLayout>
      <InstantField source="createdAt" />
      <ActionField source="action" />
      <TextField source="actor_email" emptyText={EMPTY} />
      <CodeField source="actor_role" prefix="resources.audit-logs.roles" />
      <TextField source="actor_id" emptyText={EMPTY} />
      <TextField source="subject_email" emptyText={EMPTY} />
      <TextField source="subject_id" emptyText={EMPTY} />
      <CodeField source="file_kind" prefix="app.files.kinds" />
      <TextField source="file_id" emptyText={EMPTY} />
      <ReferenceField source="booking_id" reference="bookings" link="show" emptyText={EMPTY} />
      <TextField source="ip" emptyText={EMPTY} />
      <TextField source="user_agent" emptyText={EMPTY} />
    </SimpleShowLayout>
  </Show>
);
