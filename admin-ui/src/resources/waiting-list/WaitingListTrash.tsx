import { TextField } from 'react-admin';

import { InstantField } from '../../common/dates';
import { TrashList } from '../../common/trash';
import { NamedCodeField } from './entry';

/** Waiting-list entries in the trash. */
export const WaitingListTrash = () => (
  <TrashList>
    <InstantField source="createdAt" />
    <TextField source="name" />
    <TextField source="email" />
    <NamedCodeField source="specialization" nameSource="specialization_name" />
    <NamedCodeField source="country" nameSource="country_name" />
  </TrashList>
);
