import { Edit } from 'react-admin';

import { FaqForm } from './FaqForm';

/** Edit a FAQ entry. */
export const FaqEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <FaqForm edit />
  </Edit>
);
