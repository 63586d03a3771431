import { TextInput, maxLength } from 'react-admin';

import { ReferenceForm } from '../../common/reference';

/** A specialization's form: names and descriptions in French and English, slug. */
export const SpecializationForm = ({ edit = false }: { edit?: boolean }) => (
  <ReferenceForm edit={edit} localized={<TextInput source="description" multiline minRows={3} validate={maxLength(2000)} />} />
);
