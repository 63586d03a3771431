import { Create } from 'react-admin';

import { AuthorForm } from './AuthorForm';

/** New author. */
export const AuthorCreate = () => (
  <Create redirect="list">
    <AuthorForm />
  </Create>
);
