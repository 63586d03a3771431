import { ReferenceCreate } from '../../common/reference';
import { NationalityForm } from './NationalityForm';

/** New nationality. */
export const NationalityCreate = () => (
  <ReferenceCreate>
    <NationalityForm />
  </ReferenceCreate>
);
