import { BooleanField, NullableBooleanInput, TextField } from 'react-admin';

import { LocalizedTextField } from '../LocalizedTextField';
import { CalendarDateField } from '../dates';
import { ResourceList } from '../list/ResourceList';

const filters = [<NullableBooleanInput key="published" source="published" />];

/**
 * The versions of a legal document, newest effective first: version, title, effective date and state;
 * a row opens the version (versions are not edited once made).
 */
export const LegalDocumentList = ({ trash = false }: { trash?: boolean }) => (
  <ResourceList filters={filters} sort={{ field: 'effective_date', order: 'DESC' }} rowClick="show" trash={trash} translation>
    <TextField source="version" />
    <LocalizedTextField source="title" sortBy="title" />
    <CalendarDateField source="effective_date" />
    <BooleanField source="published" sortable={false} />
  </ResourceList>
);
