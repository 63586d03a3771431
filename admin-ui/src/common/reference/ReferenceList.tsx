import type { ReactElement, ReactNode } from 'react';
import { TextField } from 'react-admin';

import { LocalizedTextField } from '../LocalizedTextField';
import { ResourceList } from '../list/ResourceList';

/**
 * The live list of a reference list (spec §2 admin routes "view"; contracts/admin-reference): the name
 * in the interface language (sorted by the French name), the slug, the resource's own columns, the
 * English side's translation status; search, filters (the translation status among them), pages, CSV
 * export, and moving the selection to the trash.
 */
export const ReferenceList = ({ children, filters }: { children?: ReactNode; filters?: ReactElement[] }) => (
  <ResourceList filters={filters} sort={{ field: 'name', order: 'ASC' }} trash translation>
    <LocalizedTextField source="name" sortBy="name" />
    <TextField source="slug" />
    {children}
  </ResourceList>
);
