import { TextInput, regex, required } from 'react-admin';

import { ReferenceForm } from '../../common/reference';

/** A nationality's form: names, slug and the ISO 3166-1 code of its country (saved in capitals). */
export const NationalityForm = ({ edit = false }: { edit?: boolean }) => (
  <ReferenceForm edit={edit}>
    <TextInput
      source="country_code"
      validate={[required(), regex(/^[A-Za-z]{2}$/, 'app.validation.country_code')]}
      parse={(value: string) => value.toUpperCase()}
      helperText="resources.countries.help.code"
    />
  </ReferenceForm>
);
