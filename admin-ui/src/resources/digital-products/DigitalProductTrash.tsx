import { LocalizedTextField } from '../../common/LocalizedTextField';
import { MoneyField } from '../../common/MoneyField';
import { TrashList } from '../../common/trash';

/** Digital products in the trash. */
export const DigitalProductTrash = () => (
  <TrashList>
    <LocalizedTextField source="name" sortBy="name" />
    <MoneyField source="price" />
  </TrashList>
);
