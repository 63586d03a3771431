import { Edit } from 'react-admin';

import { AuthorForm } from './AuthorForm';

/** Edit an author. */
export const AuthorEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <AuthorForm edit />
  </Edit>
);
