import { BooleanInput, Create, DateInput, SimpleForm, TextInput, maxLength, regex, required } from 'react-admin';

import { LocalizedInputs } from '../LocalizedInputs';
import { todayInZone } from '../dates';
import { MarkdownInput } from '../richText/MarkdownInput';

/**
 * A new version of a legal document: version number (`1`, `2.1`…), the date it takes effect, title and
 * text (rich text) in French and English, published or not (the newest published version is the one
 * the public site shows and clients accept).
 */
export const LegalDocumentCreate = () => (
  <Create redirect="show">
    <SimpleForm>
      <TextInput source="version" validate={[required(), maxLength(20), regex(/^\d+(\.\d+)*$/, 'app.validation.version')]} helperText="app.help.version" />
      <DateInput source="effective_date" validate={required()} defaultValue={todayInZone()} />
      <LocalizedInputs>
        <TextInput source="title" validate={[required(), maxLength(200)]} />
        <MarkdownInput source="body" validate={required()} />
      </LocalizedInputs>
      <BooleanInput source="published" defaultValue={false} helperText="app.help.published" />
    </SimpleForm>
  </Create>
);
