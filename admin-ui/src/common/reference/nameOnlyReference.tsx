import type { ComponentType } from 'react';

import { representLocalized } from '../localized';
import type { ResourceMenu } from '../../layout/menuGroups';
import type { AdminResourceModule } from '../../resources/types';
import { ReferenceCreate } from './ReferenceCreate';
import { ReferenceEdit } from './ReferenceEdit';
import { ReferenceForm } from './ReferenceForm';
import { ReferenceList } from './ReferenceList';
import { ReferenceTrash } from './ReferenceTrash';

const List = () => <ReferenceList />;
const Create = () => (
  <ReferenceCreate>
    <ReferenceForm />
  </ReferenceCreate>
);
const Edit = () => (
  <ReferenceEdit>
    <ReferenceForm edit />
  </ReferenceEdit>
);
const Trash = () => <ReferenceTrash />;

/**
 * The resource module of a reference list whose records hold only a localized name and a slug
 * (disorders, keywords, objectives, complaint types): list, create, edit and trash.
 */
export function nameOnlyReference(name: string, icon: ComponentType, menu: ResourceMenu): AdminResourceModule {
  return { name, list: List, create: Create, edit: Edit, trash: Trash, icon, menu, recordRepresentation: representLocalized('name') };
}
