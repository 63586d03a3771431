/**
 * The optional attachment of a complaint or a response: a button opening the file picker (PDF, JPG,
 * PNG), then the chosen file's name and size with a button to remove it; the error (a refused type or
 * size, or the server's message) under the button.
 *
 * @module features/complaints/components/attachment-field
 */
import type { Ref } from 'react';
import type { TFunction } from 'i18next';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FileInput } from '../../../components/file-input';
import { acceptOf, formatSize } from '../../../lib/files';
import { currentLanguage } from '../../../lib/i18n';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_RULE } from '../model/constants';
import { attachmentProblem, type AttachmentProblem } from '../model/complaint-form';

/**
 * The message of a file refused before sending (model/complaint-form `attachmentProblem`): the
 * accepted types, or the largest size.
 *
 * @param locale - `fr` or `en` (the size's number format).
 */
export function attachmentProblemText(problem: NonNullable<AttachmentProblem>, t: TFunction, locale: string): string {
  return problem === 'type' ? t('forms.files.unsupported', { types: ATTACHMENT_RULE.label }) : t('complaints.form.attachmentTooLarge', { size: formatSize(ATTACHMENT_MAX_BYTES, locale) });
}

/** Props of {@link AttachmentField}. */
export interface AttachmentFieldProps {
  file: File | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
  error?: string;
  disabled?: boolean;
  /** Test id of the `input type=file` (its name line gets `-chosen`). */
  inputTestId: string;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The field. */
export function AttachmentField({ file, onChoose, onRemove, error, disabled, inputTestId, buttonRef }: AttachmentFieldProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FileInput
        label={t(file ? 'complaints.form.replaceAttachment' : 'complaints.form.attachment')}
        accept={acceptOf(ATTACHMENT_RULE)}
        onFile={onChoose}
        disabled={disabled}
        error={error}
        helperText={t('complaints.form.attachmentHelp', { types: ATTACHMENT_RULE.label, size: formatSize(ATTACHMENT_MAX_BYTES, locale) })}
        inputTestId={inputTestId}
        buttonRef={buttonRef}
      />
      {file ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid={`${inputTestId}-chosen`}>
            {t('complaints.form.attachmentChosen', { name: file.name, size: formatSize(file.size, locale) })}
          </Typography>
          <Button size="small" onClick={onRemove} disabled={disabled} aria-label={t('complaints.form.removeAttachmentNamed', { name: file.name })}>
            {t('complaints.form.removeAttachment')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

/** The values of a form with an optional `attachment` file (the complaint and response forms). */
type WithAttachment = { attachment?: File | null };

/** Props of {@link AttachmentInput}. */
export interface AttachmentInputProps<T extends WithAttachment> {
  /** the form holding the `attachment` value */
  form: UseFormReturn<T>;
  disabled?: boolean;
  /** Test id of the `input type=file` (its name line gets `-chosen`). */
  inputTestId: string;
}

/**
 * {@link AttachmentField} bound to a form's `attachment` value: a chosen file is checked before it is
 * kept (type and size, `attachmentProblem`), a refused one leaves the value empty with its error on the
 * field; removing it clears the value and the error.
 */
export function AttachmentInput<T extends WithAttachment>({ form, disabled, inputTestId }: AttachmentInputProps<T>) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  // react-hook-form types a generic form's paths loosely; the field is `attachment` in every caller.
  const own = form as unknown as UseFormReturn<WithAttachment>;
  const choose = (file: File) => {
    own.clearErrors('attachment');
    const problem = attachmentProblem(file);
    if (problem) {
      own.setValue('attachment', null);
      own.setError('attachment', { type: problem, message: attachmentProblemText(problem, t, locale) });
      return;
    }
    own.setValue('attachment', file);
  };
  return (
    <Controller
      control={own.control}
      name="attachment"
      render={({ field, fieldState }) => (
        <AttachmentField
          file={field.value ?? null}
          onChoose={choose}
          onRemove={() => {
            own.clearErrors('attachment');
            own.setValue('attachment', null);
          }}
          error={fieldState.error?.message}
          disabled={disabled}
          inputTestId={inputTestId}
          buttonRef={field.ref}
        />
      )}
    />
  );
}
