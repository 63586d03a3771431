import { ReferenceCreate } from '../../common/reference';
import { SpecializationForm } from './SpecializationForm';

/** New specialization. */
export const SpecializationCreate = () => (
  <ReferenceCreate>
    <SpecializationForm />
  </ReferenceCreate>
);
