import { Create } from 'react-admin';

import { DigitalProductForm } from './DigitalProductForm';

/** New digital product. */
export const DigitalProductCreate = () => (
  <Create redirect="list">
    <DigitalProductForm />
  </Create>
);
