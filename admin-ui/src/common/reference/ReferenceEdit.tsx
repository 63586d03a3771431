import type { ReactNode } from 'react';
import { Edit } from 'react-admin';

/**
 * Edits a record of a reference list with its form (saved once the server accepts it, so its field
 * errors show on the inputs), then goes back to the list.
 */
export const ReferenceEdit = ({ children }: { children: ReactNode }) => (
  <Edit mutationMode="pessimistic" redirect="list">
    {children}
  </Edit>
);
