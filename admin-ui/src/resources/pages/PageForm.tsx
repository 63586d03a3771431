import { BooleanInput, SimpleForm, SimpleFormIterator, TextInput, maxLength, required } from 'react-admin';

import { LocalizedArrayInputs } from '../../common/LocalizedArrayInputs';
import { LocalizedInputs } from '../../common/LocalizedInputs';
import { FormToolbar } from '../../common/form/FormToolbar';
import { MediaInput } from '../../common/media/MediaInput';
import { SlugInput } from '../../common/reference';
import { MarkdownInput } from '../../common/richText/MarkdownInput';

/**
 * A page's form (home, about-us, alternative-medicine, sdg-media): slug, then per language its title,
 * subtitle, sections (a key the page places it by, a title, a rich-text body and an image) and marketing
 * figures (a value such as "500+" and what it counts).
 */
export const PageForm = ({ edit = false }: { edit?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar trash={edit} />}>
    <SlugInput />
    <LocalizedInputs>
      <TextInput source="title" validate={[required(), maxLength(200)]} />
      <TextInput source="subtitle" multiline minRows={2} />
    </LocalizedInputs>
    <LocalizedArrayInputs source="sections" label="resources.pages.fields.sections">
      <SimpleFormIterator fullWidth>
        <TextInput source="key" label="resources.pages.fields.section_key" validate={[required(), maxLength(60)]} helperText="resources.pages.help.section_key" />
        <TextInput source="title" label="resources.pages.fields.section_title" validate={maxLength(200)} />
        <MarkdownInput source="body" label="resources.pages.fields.section_body" />
        <MediaInput source="image" label="resources.pages.fields.section_image" />
      </SimpleFormIterator>
    </LocalizedArrayInputs>
    <LocalizedArrayInputs source="figures" label="resources.pages.fields.figures" helperText="resources.pages.help.figures">
      <SimpleFormIterator inline>
        <TextInput source="value" label="resources.pages.fields.figure_value" validate={[required(), maxLength(20)]} />
        <TextInput source="label" label="resources.pages.fields.figure_label" validate={[required(), maxLength(120)]} />
      </SimpleFormIterator>
    </LocalizedArrayInputs>
    <BooleanInput source="published" defaultValue={false} helperText="app.help.published" />
  </SimpleForm>
);
