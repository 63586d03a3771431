import type { ReactNode } from 'react';
import { Box, Divider } from '@mui/material';
import { Edit, RadioButtonGroupInput, RecordField, SimpleForm, TextField, TextInput, maxLength, required } from 'react-admin';

import { InstantField } from '../../common/dates';
import { FormToolbar } from '../../common/form/FormToolbar';
import { EMPTY } from '../../common/people/fields';
import type { Schemas } from '../../lib/api-types';
import { statusChoices, type ContactRequest } from './status';

/** What an admin changes (contracts/admin-people `ContactRequestInput`). */
type ContactRequestInput = Schemas['ContactRequestInput'];

/** The body of the save: the status and the note only (the message itself is the sender's). */
export function contactRequestToApi(data: Partial<ContactRequest>): ContactRequestInput {
  return { status: data.status ?? 'new', reply_note: data.reply_note?.trim() ? data.reply_note.trim() : null };
}

/** A read-only field of the message with its label. */
const F = ({ source, children }: { source: string; children?: ReactNode }) => <RecordField source={source} empty={EMPTY} {...(children ? { children } : {})} />;

/**
 * A contact request: the message as sent (read only) and what the admin records: handled or new again,
 * and a note of the answer given; when and by whom it was handled follow the status. Move to trash from
 * the toolbar.
 */
export const ContactRequestEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={contactRequestToApi}>
    <SimpleForm toolbar={<FormToolbar trash />}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, width: '100%' }}>
        <F source="createdAt">
          <InstantField source="createdAt" />
        </F>
        <F source="name" />
        <F source="email" />
        <F source="phone" />
        <F source="locale_used" />
        <F source="subject" />
      </Box>
      <F source="message">
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
      </F>
      <Divider flexItem sx={{ my: 2 }} />
      <RadioButtonGroupInput source="status" choices={statusChoices} validate={required()} />
      <TextInput source="reply_note" multiline minRows={3} fullWidth validate={maxLength(5000)} helperText="resources.contact-requests.help.reply_note" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, width: '100%' }}>
        <F source="handled_at">
          <InstantField source="handled_at" />
        </F>
        <F source="handled_by" />
      </Box>
    </SimpleForm>
  </Edit>
);
