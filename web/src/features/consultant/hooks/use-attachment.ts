/**
 * The attachment of a degree or certificate form: the chosen file (its type checked by name and
 * content type before sending), whether one is required, the upload's real progress, and the error
 * shown under the file input (none chosen, wrong type, or the API's 413/415).
 *
 * @module features/consultant/hooks/use-attachment
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type UploadProgress } from '../../../lib/api-client';
import { looksAccepted, uploadErrorMessage, type FileRule } from '../../../lib/files';

/** What {@link useAttachment} returns. */
export interface Attachment {
  file: File | null;
  /** The message under the file input, if any. */
  error: string | null;
  /** The upload's progress, 0–1, or `null` when none is under way. */
  progress: number | null;
  /** Keeps a chosen file (or refuses it, with a message, when its type is not accepted). */
  choose: (file: File) => void;
  /** Before sending: false (with a message) when a file is required and none is chosen. */
  check: () => boolean;
  /** Runs the upload with the chosen file and a progress callback. */
  send: <A>(upload: (file: File | null, onProgress: (progress: UploadProgress) => void) => Promise<A>) => Promise<A>;
  /** Shows a failed upload's 413/415 under the file; true when it was one of those. */
  showError: (error: unknown) => boolean;
}

/**
 * The attachment's state.
 * @param rule - accepted types
 * @param required - whether a file must be chosen (a new record)
 */
export function useAttachment(rule: FileRule, required: boolean): Attachment {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const choose = (chosen: File) => {
    if (!looksAccepted(chosen, rule)) {
      setError(t('forms.files.unsupported', { types: rule.label }));
      return;
    }
    setError(null);
    setFile(chosen);
  };

  const check = () => {
    if (required && !file) {
      setError(t('consultant.errors.fileRequired'));
      return false;
    }
    return true;
  };

  const send = async <A>(upload: (file: File | null, onProgress: (progress: UploadProgress) => void) => Promise<A>): Promise<A> => {
    setProgress(0);
    try {
      return await upload(file, (p) => setProgress(p.fraction));
    } finally {
      setProgress(null);
    }
  };

  const showError = (cause: unknown) => {
    if (!(cause instanceof ApiError) || (cause.status !== 413 && cause.status !== 415)) return false;
    setError(uploadErrorMessage(cause, t, rule));
    return true;
  };

  return { file, error, progress, choose, check, send, showError };
}
