import { TextInput, regex, required } from 'react-admin';

import { ReferenceForm } from '../../common/reference';

/** A country's form: names, slug, ISO 3166-1 alpha-2 code (saved in capitals) and dialling code. */
export const CountryForm = ({ edit = false }: { edit?: boolean }) => (
  <ReferenceForm edit={edit}>
    <TextInput source="code" validate={[required(), regex(/^[A-Za-z]{2}$/, 'app.validation.country_code')]} parse={(value: string) => value.toUpperCase()} helperText="resources.countries.help.code" />
    <TextInput source="isd_code" validate={regex(/^\+\d{1,4}(-\d{1,4})?$/, 'app.validation.isd_code')} helperText="resources.countries.help.isd_code" />
  </ReferenceForm>
);
