import { Edit } from 'react-admin';

import { BlogForm } from './BlogForm';

/** Edit a blog post. */
export const BlogEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <BlogForm edit />
  </Edit>
);
