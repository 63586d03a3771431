import { BooleanField, NullableBooleanInput } from 'react-admin';

import { LocalizedTextField } from '../../common/LocalizedTextField';
import { ResourceList } from '../../common/list/ResourceList';

const filters = [<NullableBooleanInput key="published" source="published" />];

/** Quotes: title, author and state; filtered by state. */
export const QuoteList = () => (
  <ResourceList filters={filters} sort={{ field: 'quote_title', order: 'ASC' }} trash translation>
    <LocalizedTextField source="quote_title" sortBy="quote_title" />
    <LocalizedTextField source="author_name" sortBy="author_name" />
    <BooleanField source="published" sortable={false} />
  </ResourceList>
);
