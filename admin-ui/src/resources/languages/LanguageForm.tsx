import { TextInput, regex, required } from 'react-admin';

import { ReferenceForm } from '../../common/reference';

/** A language's form: names, slug and ISO 639 code (saved in lower case). */
export const LanguageForm = ({ edit = false }: { edit?: boolean }) => (
  <ReferenceForm edit={edit}>
    <TextInput
      source="code"
      validate={[required(), regex(/^[A-Za-z]{2,3}$/, 'app.validation.language_code')]}
      parse={(value: string) => value.toLowerCase()}
      helperText="resources.languages.help.code"
    />
  </ReferenceForm>
);
