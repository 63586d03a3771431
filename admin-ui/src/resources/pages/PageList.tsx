import { BooleanField, NullableBooleanInput, TextField } from 'react-admin';

import { LocalizedTextField } from '../../common/LocalizedTextField';
import { ResourceList } from '../../common/list/ResourceList';

const filters = [<NullableBooleanInput key="published" source="published" />];

/** Pages of the public site: title, slug and state. */
export const PageList = () => (
  <ResourceList filters={filters} sort={{ field: 'slug', order: 'ASC' }} trash translation>
    <LocalizedTextField source="title" sortBy="title" />
    <TextField source="slug" />
    <BooleanField source="published" sortable={false} />
  </ResourceList>
);
