import { Edit } from 'react-admin';

import { PageForm } from './PageForm';

/** Edit a page. */
export const PageEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <PageForm edit />
  </Edit>
);
