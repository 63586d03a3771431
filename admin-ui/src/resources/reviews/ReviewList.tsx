import { AutocompleteInput, Datagrid, List, NullableBooleanInput, ReferenceInput, SelectInput, TextField } from 'react-admin';

import { InstantField } from '../../common/dates';
import { SearchFilter } from '../../common/list/SearchFilter';
import { useCsvExporter } from '../../common/export/useCsvExporter';
import { ratingChoices, StarsField, VisibilityField } from './review';

/**
 * Filters: the search box (`q`: the text, the client's and the consultant's names), the consultant,
 * the rating (stars) and whether the review is hidden; on demand the client.
 */
const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <ReferenceInput key="consultant" source="consultant" reference="consultants" alwaysOn>
    <AutocompleteInput optionText="display_name" label="resources.reviews.fields.consultant" />
  </ReferenceInput>,
  <SelectInput key="rating" source="rating" choices={ratingChoices} translateChoice={false} alwaysOn />,
  <NullableBooleanInput key="hidden" source="hidden" alwaysOn />,
  <ReferenceInput key="client" source="client" reference="clients">
    <AutocompleteInput optionText="display_name" label="resources.reviews.fields.client" />
  </ReferenceInput>,
];

/**
 * The clients' reviews of their sessions (docs/api-reviews.md "Moderation"), newest first, 25 a page:
 * when, the consultant, the client, the stars, the text and whether it is hidden. CSV export of every
 * review matching the filters; a row opens the review, where it is hidden or shown again.
 */
export const ReviewList = () => {
  const exporter = useCsvExporter();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={exporter}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <InstantField source="createdAt" />
        <TextField source="consultant_name" />
        <TextField source="client_name" />
        <StarsField source="rating" />
        <TextField source="text" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 420 }} />
        <VisibilityField source="hidden" sortable={false} />
      </Datagrid>
    </List>
  );
};
