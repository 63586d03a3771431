import { AutocompleteInput, BooleanField, NullableBooleanInput, ReferenceField, ReferenceInput } from 'react-admin';

import { LocalizedTextField } from '../../common/LocalizedTextField';
import { CalendarDateField } from '../../common/dates';
import { ResourceList } from '../../common/list/ResourceList';
import { MediaField } from '../../common/media/MediaField';

const filters = [
  <NullableBooleanInput key="published" source="published" />,
  <ReferenceInput key="author" source="author" reference="authors">
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
];

/** Blog posts, newest first: cover, title, author, publication date and state; filtered by state and author. */
export const BlogList = () => (
  <ResourceList filters={filters} sort={{ field: 'published_date', order: 'DESC' }} trash translation>
    <MediaField source="cover" sortable={false} />
    <LocalizedTextField source="title" sortBy="title" />
    <ReferenceField source="author" reference="authors" sortable={false} />
    <CalendarDateField source="published_date" />
    <BooleanField source="published" sortable={false} />
  </ResourceList>
);
