import { Edit } from 'react-admin';

import { DigitalProductForm } from './DigitalProductForm';

/** Edit a digital product. */
export const DigitalProductEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <DigitalProductForm edit />
  </Edit>
);
