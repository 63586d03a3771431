import { ReferenceCreate } from '../../common/reference';
import { CityForm } from './CityForm';

/** New city. */
export const CityCreate = () => (
  <ReferenceCreate>
    <CityForm />
  </ReferenceCreate>
);
