import type { ReactNode } from 'react';
import { Create } from 'react-admin';

/** Creates a record of a reference list with its form, then goes back to the list. */
export const ReferenceCreate = ({ children }: { children: ReactNode }) => <Create redirect="list">{children}</Create>;
