import { TextField } from 'react-admin';

import { TrashList } from '../../common/trash';

/** Authors in the trash (deleted for good only once no blog post names them). */
export const AuthorTrash = () => (
  <TrashList>
    <TextField source="name" />
  </TrashList>
);
