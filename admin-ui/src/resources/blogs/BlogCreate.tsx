import { Create } from 'react-admin';

import { BlogForm } from './BlogForm';

/** New blog post. */
export const BlogCreate = () => (
  <Create redirect="list">
    <BlogForm />
  </Create>
);
