import { ReferenceEdit } from '../../common/reference';
import { NationalityForm } from './NationalityForm';

/** Edit a nationality. */
export const NationalityEdit = () => (
  <ReferenceEdit>
    <NationalityForm edit />
  </ReferenceEdit>
);
