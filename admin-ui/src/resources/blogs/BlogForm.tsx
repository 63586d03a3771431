import { AutocompleteInput, BooleanInput, DateInput, ReferenceInput, SimpleForm, TextArrayInput, TextInput, maxLength, regex, required } from 'react-admin';

import { LocalizedInputs } from '../../common/LocalizedInputs';
import { todayInZone } from '../../common/dates';
import { FormToolbar } from '../../common/form/FormToolbar';
import { MediaInput } from '../../common/media/MediaInput';
import { SLUG_PATTERN } from '../../common/reference';
import { MarkdownInput } from '../../common/richText/MarkdownInput';

/**
 * A blog post's form: title, slug (the post's address in that language), excerpt, body (rich text, with
 * images inserted with their alternative text), tags and the cover's alternative text in French and
 * English, cover image, author, publication date, and whether it is published on the public site.
 */
export const BlogForm = ({ edit = false }: { edit?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar trash={edit} />}>
    <LocalizedInputs>
      <TextInput source="title" validate={[required(), maxLength(200)]} />
      {/* an emptied slug is sent as '' (made again by the server from that language's title), not null */}
      <TextInput source="slug" parse={(value: string) => value ?? ''} validate={[maxLength(80), regex(SLUG_PATTERN, 'app.validation.slug')]} helperText="resources.blogs.help.slug" />
      <TextInput source="excerpt" multiline minRows={2} validate={maxLength(500)} />
      <MarkdownInput source="body" validate={required()} images />
      <TextArrayInput source="tags" helperText="resources.blogs.help.tags" />
      <TextInput source="cover_alt" validate={maxLength(250)} helperText="resources.blogs.help.cover_alt" />
    </LocalizedInputs>
    <MediaInput source="cover" />
    <ReferenceInput source="author" reference="authors" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput optionText="name" validate={required()} />
    </ReferenceInput>
    <DateInput source="published_date" validate={required()} defaultValue={todayInZone()} />
    <BooleanInput source="published" defaultValue={false} helperText="app.help.published" />
  </SimpleForm>
);
