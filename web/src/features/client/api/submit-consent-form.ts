/**
 * `POST consent-form` (multipart, with the signed file).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/client/api/submit-consent-form
 */
import { apiClient } from '../../../lib/api-client';
import { READS } from './get-client-record';
import type { ConsentForm, OnProgress } from '../model/types';

/**
 * `POST consent-form` (multipart `version`, `accept=true`, `file`): accepts the current version and
 * sends the signed form.
 *
 * @param version - the version shown (409 `ConsentVersionOutdated` when it is no longer the current one).
 * @param file - the signed form: PDF, JPG or PNG.
 */
export function submitConsentForm(version: string | number, file: File, onProgress?: OnProgress): Promise<{ data: ConsentForm }> {
  const form = new FormData();
  form.append('version', String(version));
  form.append('accept', 'true');
  form.append('file', file, file.name);
  return apiClient.upload<{ data: ConsentForm }>(READS.consentForm, form, { role: 'client', onProgress });
}
