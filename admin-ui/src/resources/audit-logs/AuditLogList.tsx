import { AutocompleteInput, DateInput, ReferenceInput, SelectInput, TextField } from 'react-admin';

import { InstantField } from '../../common/dates';
import { ResourceList } from '../../common/list/ResourceList';
import { CodeField, EMPTY } from '../../common/people/fields';
import { ActionField } from './ActionField';
import { actionChoices } from './codes';
import { endOfLocalDay, startOfLocalDay } from './filters';

const filters = [
  <ReferenceInput key="actor" source="actor" reference="admins">
    <AutocompleteInput optionText="email" label="resources.audit-logs.fields.actor" />
  </ReferenceInput>,
  <SelectInput key="action" source="action" choices={actionChoices} />,
  <DateInput key="createdAt_gte" source="createdAt_gte" parse={startOfLocalDay} />,
  <DateInput key="createdAt_lte" source="createdAt_lte" parse={endOfLocalDay} />,
];

/**
 * The audit log of reads of sensitive data (DESIGN §3), newest first, read only: when, what, who read
 * (e-mail and role) and whose data; search by e-mail, filters by the admin who read, the action and a
 * date range (days in the admin's zone); CSV export; a row opens the entry.
 */
export const AuditLogList = () => (
  <ResourceList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} rowClick="show">
    <InstantField source="createdAt" />
    <ActionField source="action" />
    <TextField source="actor_email" sortable={false} emptyText={EMPTY} />
    <CodeField source="actor_role" prefix="resources.audit-logs.roles" />
    <TextField source="subject_email" sortable={false} emptyText={EMPTY} />
    <CodeField source="file_kind" prefix="app.files.kinds" />
    <TextField source="ip" sortable={false} emptyText={EMPTY} />
  </ResourceList>
);
