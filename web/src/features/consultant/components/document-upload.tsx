/**
 * One file of the profile sent as soon as it is chosen (`POST documents/<kind>`: ID document, criminal
 * record, signed contract, bank statement): the current file (a download through the API client), the
 * file input restricted to the accepted types, the real upload progress, and a clear message when the
 * API refuses the file (413 too large, 415 unsupported type).
 *
 * @module features/consultant/components/document-upload
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import { PrivateFileLink } from '../../../components/private-file-link';
import { UploadProgressBar } from '../../../components/upload-progress';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import type { UploadProgress } from '../../../lib/api-client';
import type { PrivateFile } from '../model/types';
import { acceptOf, formatSize, looksAccepted, uploadErrorMessage, type FileRule } from '../../../lib/files';
import { FileInput } from '../../../components/file-input';

/** Props of {@link DocumentUpload}. */
export interface DocumentUploadProps {
  /** Name of the document (`ID document`…). */
  label: string;
  /** Accepted types. */
  rule: FileRule;
  /** The current file. */
  current: PrivateFile | null | undefined;
  /** Asked before sending (the back-to-review warning); `false` cancels. */
  beforeUpload?: () => Promise<boolean>;
  /** Sends the file; resolves once the API has answered (the caller re-reads the record). */
  upload: (file: File, onProgress: (progress: UploadProgress) => void) => Promise<void>;
  /** Test id prefix (`doc-id` → `doc-id-input`, `doc-id-current`…). */
  testId: string;
}

/** The block. */
export function DocumentUpload({ label, rule, current, beforeUpload, upload, testId }: DocumentUploadProps) {
  const { t, i18n } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File) => {
    setError(null);
    if (!looksAccepted(file, rule)) {
      setError(t('forms.files.unsupported', { types: rule.label }));
      return;
    }
    if (beforeUpload && !(await beforeUpload())) return;
    setProgress(0);
    try {
      await upload(file, (p) => setProgress(p.fraction));
      toast.success(t('forms.files.uploaded', { name: file.name }));
    } catch (cause) {
      setError(uploadErrorMessage(cause, t, rule));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid={testId}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      {current ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid={`${testId}-current`}>
          <CheckIcon color="success" fontSize="small" aria-hidden="true" />
          <PrivateFileLink file={current} role="consultant" />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatSize(current.size, currentLanguage(i18n))}
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid={`${testId}-none`}>
          {t('forms.files.none')}
        </Typography>
      )}
      <FileInput
        label={current ? t('forms.files.replace') : t('forms.files.choose')}
        accept={acceptOf(rule)}
        onFile={(file) => void choose(file)}
        disabled={progress !== null}
        error={error ?? undefined}
        helperText={t('forms.files.accepted', { types: rule.label })}
        inputTestId={`${testId}-input`}
      />
      <UploadProgressBar fraction={progress} label={t('forms.files.uploading', { name: label })} data-testid={`${testId}-progress`} />
    </Box>
  );
}
