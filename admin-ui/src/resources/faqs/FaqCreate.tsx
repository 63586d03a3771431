import { Create } from 'react-admin';

import { FaqForm } from './FaqForm';

/** New FAQ entry. */
export const FaqCreate = () => (
  <Create redirect="list">
    <FaqForm />
  </Create>
);
