import { ReferenceEdit } from '../../common/reference';
import { LanguageForm } from './LanguageForm';

/** Edit a language. */
export const LanguageEdit = () => (
  <ReferenceEdit>
    <LanguageForm edit />
  </ReferenceEdit>
);
