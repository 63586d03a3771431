import { TextField } from 'react-admin';

import { ReferenceList } from '../../common/reference';

/** Languages: names, slug and ISO 639 code. */
export const LanguageList = () => (
  <ReferenceList>
    <TextField source="code" />
  </ReferenceList>
);
