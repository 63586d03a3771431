import { TextField } from 'react-admin';

import { ReferenceTrash } from '../../common/reference';

/** Nationalities in the trash. */
export const NationalityTrash = () => (
  <ReferenceTrash>
    <TextField source="country_code" />
  </ReferenceTrash>
);
