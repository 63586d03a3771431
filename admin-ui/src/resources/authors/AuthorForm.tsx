import { SimpleForm, TextInput, maxLength, required } from 'react-admin';

import { LocalizedInputs } from '../../common/LocalizedInputs';
import { FormToolbar } from '../../common/form/FormToolbar';
import { MediaInput } from '../../common/media/MediaInput';

/** An author's form: name, biography in French and English, photo. */
export const AuthorForm = ({ edit = false }: { edit?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar trash={edit} />}>
    <TextInput source="name" validate={[required(), maxLength(120)]} />
    <LocalizedInputs>
      <TextInput source="bio" multiline minRows={4} validate={maxLength(2000)} />
    </LocalizedInputs>
    <MediaInput source="photo" />
  </SimpleForm>
);
