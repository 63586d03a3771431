import { ReferenceEdit } from '../../common/reference';
import { CountryForm } from './CountryForm';

/** Edit a country. */
export const CountryEdit = () => (
  <ReferenceEdit>
    <CountryForm edit />
  </ReferenceEdit>
);
