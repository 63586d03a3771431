import type { ReactNode } from 'react';
import { TextField } from 'react-admin';

import { LocalizedTextField } from '../LocalizedTextField';
import { TrashList } from '../trash/TrashList';

/** The trash of a reference list: the name, the slug and the resource's own columns. */
export const ReferenceTrash = ({ children }: { children?: ReactNode }) => (
  <TrashList>
    <LocalizedTextField source="name" sortBy="name" />
    <TextField source="slug" />
    {children}
  </TrashList>
);
