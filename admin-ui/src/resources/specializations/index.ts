import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';

import { representLocalized } from '../../common/localized';
import { ReferenceTrash } from '../../common/reference';
import type { AdminResourceModule } from '../types';
import { SpecializationCreate } from './SpecializationCreate';
import { SpecializationEdit } from './SpecializationEdit';
import { SpecializationList } from './SpecializationList';

/**
 * Consultants' specializations (spec §2 admin routes "specialization", menu group Specialization;
 * contracts/admin-reference `SpecializationRecord`): names and descriptions in French and English; a
 * trash.
 */
export const specializations: AdminResourceModule = {
  name: 'specializations',
  list: SpecializationList,
  create: SpecializationCreate,
  edit: SpecializationEdit,
  trash: ReferenceTrash,
  icon: WorkspacePremiumIcon,
  recordRepresentation: representLocalized('name'),
  menu: { group: 'specialization', order: 10 },
};
