import { Create } from 'react-admin';

import { PageForm } from './PageForm';

/** New page. */
export const PageCreate = () => (
  <Create redirect="list">
    <PageForm />
  </Create>
);
