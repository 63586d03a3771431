import { BooleanInput, SimpleForm, TextInput, maxLength, required } from 'react-admin';

import { LocalizedInputs } from '../../common/LocalizedInputs';
import { FormToolbar } from '../../common/form/FormToolbar';
import { SlugInput } from '../../common/reference';

/** A quote's form: title, author and text in French and English, slug, published or not. */
export const QuoteForm = ({ edit = false }: { edit?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar trash={edit} />}>
    <LocalizedInputs>
      <TextInput source="quote_title" validate={[required(), maxLength(120)]} />
      <TextInput source="author_name" validate={[required(), maxLength(120)]} />
      <TextInput source="text" multiline minRows={3} validate={[required(), maxLength(1000)]} />
    </LocalizedInputs>
    <SlugInput />
    <BooleanInput source="published" defaultValue={false} helperText="app.help.published" />
  </SimpleForm>
);
