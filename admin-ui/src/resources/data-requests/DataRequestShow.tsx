import { Show, SimpleShowLayout, TextField } from 'react-admin';

import { InstantField } from '../../common/dates';
import { CodeField, EMPTY } from '../../common/people/fields';
import { DataRequestStatusField } from './codes';

/**
 * One data request, read only: what was asked and when, whose data (role, label at the time, account
 * while it exists), who asked it (the person, or the admin's e-mail), where it stands, when it was done
 * and what happened (the reasons of a blocked erasure, the bookings an erasure cancelled).
 */
export const DataRequestShow = () => (
  <Show actions={false}>
    <SimpleShowLayout>
      <InstantField source="createdAt" />
      <CodeField source="kind" prefix="resources.data-requests.kinds" />
      <DataRequestStatusField source="status" />
      <CodeField source="subject_role" prefix="resources.data-requests.roles" />
      <TextField source="subject_label" />
      <TextField source="subject_id" emptyText={EMPTY} />
      <CodeField source="requested_by" prefix="resources.data-requests.requesters" />
      <TextField source="requester_email" emptyText={EMPTY} />
      <InstantField source="completed_at" />
      <TextField source="detail" emptyText={EMPTY} sx={{ whiteSpace: 'pre-wrap' }} />
    </SimpleShowLayout>
  </Show>
);
