import { BooleanField, Show, SimpleShowLayout, TextField } from 'react-admin';

import { LocalizedFields } from '../LocalizedInputs';
import { CalendarDateField } from '../dates';
import { MarkdownField } from '../richText/MarkdownField';

/** One version of a legal document: version, effective date, state, and its title and text per language. */
export const LegalDocumentShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="version" />
      <CalendarDateField source="effective_date" />
      <BooleanField source="published" />
      <LocalizedFields>
        <TextField source="title" />
        <MarkdownField source="body" />
      </LocalizedFields>
    </SimpleShowLayout>
  </Show>
);
