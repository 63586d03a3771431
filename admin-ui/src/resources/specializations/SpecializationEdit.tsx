import { ReferenceEdit } from '../../common/reference';
import { SpecializationForm } from './SpecializationForm';

/** Edit a specialization. */
export const SpecializationEdit = () => (
  <ReferenceEdit>
    <SpecializationForm edit />
  </ReferenceEdit>
);
