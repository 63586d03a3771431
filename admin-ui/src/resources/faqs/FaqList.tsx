import { BooleanField, NullableBooleanInput, NumberField, SelectField, SelectInput } from 'react-admin';

import { LocalizedTextField } from '../../common/LocalizedTextField';
import { ResourceList } from '../../common/list/ResourceList';
import { faqCategoryChoices } from './FaqForm';

const filters = [<SelectInput key="category" source="category" choices={faqCategoryChoices} />, <NullableBooleanInput key="published" source="published" />];

/** FAQ entries in their order: question, category, rank and state; filtered by category and state. */
export const FaqList = () => (
  <ResourceList filters={filters} sort={{ field: 'order', order: 'ASC' }} trash translation>
    <LocalizedTextField source="question" sortBy="question" />
    <SelectField source="category" choices={faqCategoryChoices} />
    <NumberField source="order" />
    <BooleanField source="published" sortable={false} />
  </ResourceList>
);
