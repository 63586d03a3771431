import { TextField } from 'react-admin';

import { InstantField } from '../../common/dates';
import { TrashList } from '../../common/trash';

/** Contact requests in the trash. */
export const ContactRequestTrash = () => (
  <TrashList>
    <InstantField source="createdAt" />
    <TextField source="name" />
    <TextField source="email" />
    <TextField source="subject" />
  </TrashList>
);
