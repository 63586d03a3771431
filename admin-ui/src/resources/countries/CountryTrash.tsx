import { TextField } from 'react-admin';

import { ReferenceTrash } from '../../common/reference';

/** Countries in the trash (deleted for good only once no city or profile uses them). */
export const CountryTrash = () => (
  <ReferenceTrash>
    <TextField source="code" />
  </ReferenceTrash>
);
