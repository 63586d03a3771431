import { TextField } from 'react-admin';

import { ReferenceList } from '../../common/reference';

/** Nationalities: names, slug and country code. */
export const NationalityList = () => (
  <ReferenceList>
    <TextField source="country_code" />
  </ReferenceList>
);
