import { ReferenceCreate } from '../../common/reference';
import { LanguageForm } from './LanguageForm';

/** New language. */
export const LanguageCreate = () => (
  <ReferenceCreate>
    <LanguageForm />
  </ReferenceCreate>
);
