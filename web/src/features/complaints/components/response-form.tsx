/**
 * The one answer of the party complained against (cms/src/contracts/complaints.ts `POST
 * complaints/:id/response`, checked by the API's own `ComplaintResponseRequest`): the text (10–5000
 * characters, with a counter) and an optional attachment (PDF, JPG or PNG; name and size shown; type
 * and size checked before sending, the server decides). Shown only while the complaint's `can_respond`
 * holds. Errors go under their fields (the server's `fieldErrors` too); a 409 (answered already, or
 * closed meanwhile) says so and reads the complaint again.
 *
 * Accessible names: the field "Votre réponse"/"Your response", the buttons "Joindre un fichier"/"Attach
 * a file" and "Envoyer ma réponse"/"Send my response".
 *
 * @module features/complaints/components/response-form
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { UploadProgressBar } from '../../../components/upload-progress';
import { ApiError } from '../../../lib/api-client';
import { uploadErrorMessage } from '../../../lib/files';
import { errorMessage } from '../../../lib/form-rules';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { respondToComplaint } from '../api/respond-to-complaint';
import { ATTACHMENT_RULE, TEXT_LIMITS } from '../model/constants';
import { RESPONSE_FIELDS, ResponseFormSchema, type ResponseFormValues } from '../model/complaint-form';
import type { Complaint, ComplaintRole } from '../model/types';
import { AttachmentInput } from './attachment-field';

/** Props of {@link ResponseForm}. */
export interface ResponseFormProps {
  role: ComplaintRole;
  complaintId: string;
  /** Called with the complaint as answered. */
  onAnswered: (complaint: Complaint) => void | Promise<unknown>;
  /** Called when the server refuses the answer as too late (409): read the complaint again. */
  onStale: () => void;
}

const EMPTY: ResponseFormValues = { text: '', attachment: null };

/** The form. */
export function ResponseForm({ role, complaintId, onAnswered, onStale }: ResponseFormProps) {
  const { t } = useTranslation();
  const form = useContractForm(ResponseFormSchema, { defaultValues: EMPTY });
  const [progress, setProgress] = useState<number | null>(null);
  const length = (form.watch('text') ?? '').length;
  const sending = progress !== null;

  const submit = form.handleSubmit(
    async (submission) => {
      setProgress(0);
      try {
        const complaint = await respondToComplaint(role, complaintId, submission, (p) => setProgress(p.fraction));
        toast.success(t('complaints.respond.sent'));
        await onAnswered(complaint);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          toast.warning(errorMessage(error, t('complaints.respond.tooLate')));
          onStale();
        } else if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
          form.setError('attachment', { type: 'server', message: uploadErrorMessage(error, t, ATTACHMENT_RULE) }, { shouldFocus: true });
          toast.error(t('forms.fixErrors'));
        } else if (applyServerErrors(form, error, RESPONSE_FIELDS)) {
          toast.error(errorMessage(error, t('forms.fixErrors')));
        } else {
          toast.error(errorMessage(error, t('errors.generic')));
        }
      } finally {
        setProgress(null);
      }
    },
    () => toast.error(t('forms.fixErrors')),
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }} data-testid="response-form">
      <FormTextField
        control={form.control}
        name="text"
        id="complaint-response-text"
        label={t('complaints.respond.field')}
        multiline
        minRows={5}
        required
        fullWidth
        disabled={sending}
        hint={t('complaints.form.textCount', { count: length, min: TEXT_LIMITS.min, max: TEXT_LIMITS.max })}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.max, 'data-testid': 'response-text' } }}
      />
      <AttachmentInput form={form} disabled={sending} inputTestId="response-attachment" />
      <UploadProgressBar fraction={progress} label={t('complaints.respond.uploading')} data-testid="response-progress" />
      <Box>
        <SubmitButton sending={sending} label={t('complaints.respond.submit')} sendingLabel={t('complaints.form.sending')} />
      </Box>
    </Box>
  );
}
