import { DateInput, SelectInput, TextField } from 'react-admin';

import { InstantField, dayEndInstant, dayStartInstant } from '../../common/dates';
import { ResourceList } from '../../common/list/ResourceList';
import { ReferenceCodeInput } from '../../common/reference/ReferenceCodeInput';
import { NamedCodeField, notifiedChoices, RoleField, roleChoices } from './entry';

/**
 * Filters besides the search box (`q`: name, e-mail): role, country, specialization, whether the client
 * was told an expert is available, and the days the entry was made — from the first instant of the
 * "from" day to the last of the "to" day in the admin's zone.
 */
const filters = [
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />,
  <ReferenceCodeInput key="specialization" source="specialization" reference="specializations" by="slug" alwaysOn />,
  <ReferenceCodeInput key="country" source="country" reference="countries" by="code" alwaysOn />,
  <SelectInput key="notified" source="notified" choices={notifiedChoices} />,
  <DateInput key="createdAt_gte" source="createdAt_gte" parse={dayStartInstant} />,
  <DateInput key="createdAt_lte" source="createdAt_lte" parse={dayEndInstant} />,
];

/**
 * The waiting list (spec §2 admin "view-user-waiting-list", menu "User Waiting List"): who waits for which
 * specialization in which country, newest first; searchable by name or e-mail, filtered by role,
 * country, specialization, notified or not and days; 25 a page, CSV export; a row opens the entry;
 * entries go to the trash.
 */
export const WaitingListList = () => (
  <ResourceList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} rowClick="show" trash>
    <InstantField source="createdAt" />
    <TextField source="name" />
    <TextField source="email" />
    <RoleField source="role" />
    <NamedCodeField source="specialization" nameSource="specialization_name" />
    <NamedCodeField source="country" nameSource="country_name" />
    <InstantField source="notified_at" />
  </ResourceList>
);
