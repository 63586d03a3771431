import { ReferenceEdit } from '../../common/reference';
import { CityForm } from './CityForm';

/** Edit a city. */
export const CityEdit = () => (
  <ReferenceEdit>
    <CityForm edit />
  </ReferenceEdit>
);
