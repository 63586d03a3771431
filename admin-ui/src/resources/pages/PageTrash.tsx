import { TextField } from 'react-admin';

import { LocalizedTextField } from '../../common/LocalizedTextField';
import { TrashList } from '../../common/trash';

/** Pages in the trash. */
export const PageTrash = () => (
  <TrashList>
    <LocalizedTextField source="title" sortBy="title" />
    <TextField source="slug" />
  </TrashList>
);
