import { TextField } from 'react-admin';

import { ReferenceTrash } from '../../common/reference';

/** Languages in the trash. */
export const LanguageTrash = () => (
  <ReferenceTrash>
    <TextField source="code" />
  </ReferenceTrash>
);
