import { BooleanField, NullableBooleanInput, SelectField, SelectInput } from 'react-admin';

import { LocalizedTextField } from '../../common/LocalizedTextField';
import { MoneyField } from '../../common/MoneyField';
import { ResourceList } from '../../common/list/ResourceList';
import { MediaField } from '../../common/media/MediaField';
import { productCategoryChoices } from './DigitalProductForm';

const filters = [<SelectInput key="category" source="category" choices={productCategoryChoices} />, <NullableBooleanInput key="published" source="published" />];

/** Digital products: images, name, category, price in its currency and state; filtered by category and state. */
export const DigitalProductList = () => (
  <ResourceList filters={filters} sort={{ field: 'name', order: 'ASC' }} trash translation>
    <MediaField source="images" sortable={false} />
    <LocalizedTextField source="name" sortBy="name" />
    <SelectField source="category" choices={productCategoryChoices} />
    <MoneyField source="price" />
    <BooleanField source="published" sortable={false} />
  </ResourceList>
);
