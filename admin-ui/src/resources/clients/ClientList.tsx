import { BooleanField, NullableBooleanInput, NumberField, TextField } from 'react-admin';

import { InstantField } from '../../common/dates';
import { ResourceList } from '../../common/list/ResourceList';

const filters = [<NullableBooleanInput key="blocked" source="blocked" />];

/**
 * Clients (spec §2 admin "client"): name, e-mail, country, sign-up, confirmed bookings and whether the
 * account is blocked; search by name or e-mail, filter on blocked accounts, CSV export; a row opens
 * the client's record.
 */
export const ClientList = () => (
  <ResourceList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} rowClick="show">
    <TextField source="display_name" />
    <TextField source="email" />
    <TextField source="country.name" sortable={false} emptyText="—" />
    <InstantField source="createdAt" />
    <NumberField source="bookings" sortable={false} />
    <BooleanField source="blocked" />
  </ResourceList>
);
