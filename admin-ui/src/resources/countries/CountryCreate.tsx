import { ReferenceCreate } from '../../common/reference';
import { CountryForm } from './CountryForm';

/** New country. */
export const CountryCreate = () => (
  <ReferenceCreate>
    <CountryForm />
  </ReferenceCreate>
);
