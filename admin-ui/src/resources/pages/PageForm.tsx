import { ArrayInput, BooleanInput, SimpleForm, SimpleFormIterator, TextInput, maxLength, required } from 'react-admin';

import { LocalizedInputs } from '../../common/LocalizedInputs';
import { FormToolbar } from '../../common/form/FormToolbar';
import { MediaInput } from '../../common/media/MediaInput';
import { SlugInput } from '../../common/reference';
import { MarkdownInput } from '../../common/richText/MarkdownInput';

/**
 * A page's form (home, about-us, alternative-medicine, sdg-media): slug, then per language its title,
 * subtitle and sections (a key the page places it by, a title, a rich-text body and an image).
 */
export const PageForm = ({ edit = false }: { edit?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar trash={edit} />}>
    <SlugInput />
    <LocalizedInputs>
      <TextInput source="title" validate={[required(), maxLength(200)]} />
      <TextInput source="subtitle" multiline minRows={2} />
      <ArrayInput source="sections">
        <SimpleFormIterator fullWidth>
          <TextInput source="key" label="resources.pages.fields.section_key" validate={[required(), maxLength(60)]} helperText="resources.pages.help.section_key" />
          <TextInput source="title" label="resources.pages.fields.section_title" validate={maxLength(200)} />
          <MarkdownInput source="body" label="resources.pages.fields.section_body" />
          <MediaInput source="image" label="resources.pages.fields.section_image" />
        </SimpleFormIterator>
      </ArrayInput>
    </LocalizedInputs>
    <BooleanInput source="published" defaultValue={false} helperText="app.help.published" />
  </SimpleForm>
);
