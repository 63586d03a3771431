import { TextField } from 'react-admin';

import { ReferenceList } from '../../common/reference';

/** Countries: names, slug, ISO code and dialling code. */
export const CountryList = () => (
  <ReferenceList>
    <TextField source="code" />
    <TextField source="isd_code" />
  </ReferenceList>
);
