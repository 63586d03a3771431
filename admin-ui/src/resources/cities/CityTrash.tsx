import { TextField } from 'react-admin';

import { ReferenceTrash } from '../../common/reference';

/** Cities in the trash. */
export const CityTrash = () => (
  <ReferenceTrash>
    <TextField source="country_code" />
  </ReferenceTrash>
);
