import { SelectField } from 'react-admin';

import { LocalizedTextField } from '../../common/LocalizedTextField';
import { TrashList } from '../../common/trash';
import { faqCategoryChoices } from './FaqForm';

/** FAQ entries in the trash. */
export const FaqTrash = () => (
  <TrashList>
    <LocalizedTextField source="question" sortBy="question" />
    <SelectField source="category" choices={faqCategoryChoices} />
  </TrashList>
);
