/**
 * The form adding a note to one of the consultant's bookings (docs/api-bookings.md `POST
 * bookings/:id/notes`, checked by the API's own `NoteRequest`: 1–10000 characters, errors under the
 * field in the user's language), used by the notes page and beside the call in the consultation room.
 *
 * Accessible names: the field "Nouvelle note"/"New note" (or the given label), the button "Ajouter la
 * note"/"Add the note".
 *
 * @module features/bookings/components/note-form
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessage } from '../../../lib/form-rules';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { NoteRequest, addNote } from '../api/add-note';
import type { Note } from '../model/types';

/** Longest note (docs/api-bookings.md). */
export const NOTE_MAX_LENGTH = 10_000;

/** Props of {@link NoteForm}. */
export interface NoteFormProps {
  bookingId: string;
  /** Called with the written note (e.g. to put it at the top of the list). */
  onAdded: (note: Note) => void | Promise<unknown>;
  /** The field's label; default "New note". */
  label?: string;
  /** The field's id (unique on the page). */
  id?: string;
  /** Rows of the field. */
  minRows?: number;
}

/** The form. */
export function NoteForm({ bookingId, onAdded, label, id = 'note-text', minRows = 4 }: NoteFormProps) {
  const { t } = useTranslation();
  const form = useContractForm(NoteRequest, { defaultValues: { text: '' } });
  const sending = form.formState.isSubmitting;
  const length = form.watch('text').length;

  const submit = form.handleSubmit(async (request) => {
    try {
      const note = await addNote(bookingId, request);
      await onAdded(note);
      form.reset({ text: '' });
      toast.success(t('bookings.notes.added'));
    } catch (e) {
      if (applyServerErrors(form, e, ['text'])) toast.error(errorMessage(e, t('forms.fixErrors')));
      else toast.error(errorMessage(e, t('errors.generic')));
    }
  });

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
      <FormTextField
        control={form.control}
        name="text"
        id={id}
        label={label ?? t('bookings.notes.field')}
        multiline
        minRows={minRows}
        fullWidth
        required
        hint={t('bookings.notes.help', { count: length, max: NOTE_MAX_LENGTH })}
        slotProps={{ htmlInput: { 'data-testid': 'note-text' } }}
        sx={{ mb: 2 }}
      />
      <SubmitButton sending={sending} label={t('bookings.notes.submit')} sendingLabel={t('bookings.notes.sending')} />
    </Box>
  );
}
