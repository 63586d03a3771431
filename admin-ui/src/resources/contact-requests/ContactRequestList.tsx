import { SelectInput, TextField } from 'react-admin';

import { InstantField } from '../../common/dates';
import { ResourceList } from '../../common/list/ResourceList';
import { ContactStatusField, statusChoices } from './status';

const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

/**
 * The messages of the contact form (spec §2 admin "view-contact-us-list"), newest first: searchable by
 * name, e-mail or subject, filtered by state (new or handled); a row opens the request to mark it
 * handled with a note; requests go to the trash.
 */
export const ContactRequestList = () => (
  <ResourceList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} trash>
    <InstantField source="createdAt" />
    <TextField source="name" />
    <TextField source="email" />
    <TextField source="subject" />
    <ContactStatusField source="status" />
    <InstantField source="handled_at" />
  </ResourceList>
);
