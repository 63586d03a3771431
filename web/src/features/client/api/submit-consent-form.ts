/**
 * `POST consent-form` (multipart, with the signed file; contract `ConsentRequest` in
 * cms/src/contracts/client-forms.ts). Throws the API client's `ApiError` on failure.
 *
 * @module features/client/api/submit-consent-form
 */
import { ConsentRequest } from '@contracts/client-forms';
import { checkMessage } from '@contracts/common';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';
import { READS } from './get-client-record';
import type { OnProgress } from '../model/types';

/**
 * The form: the API's `ConsentRequest` (version, the ticked box), the signed copy being a browser
 * `File` (the API takes it as the multipart part `file`, required).
 */
export const ConsentFormValues = ConsentRequest.omit({ file: true }).extend({
  file: z.custom<File | null>((value) => typeof File !== 'undefined' && value instanceof File, checkMessage('validation.required')).transform((value) => value as File),
});

/** The form's values (the box unticked and no file at first). */
export type ConsentValues = { version: string; accept: boolean; file: File | null };

/** The checked request. */
export type ConsentSubmission = z.output<typeof ConsentFormValues>;

/**
 * `POST consent-form` (multipart `version`, `accept=true`, `file`): accepts the current version and
 * sends the signed form.
 *
 * @param submission - the version shown (409 `ConsentVersionOutdated` when it is no longer the current
 *   one) and the signed form: PDF, JPG or PNG.
 * @param onProgress - the upload's progress (bytes)
 * @throws ApiError 400 with `fieldErrors`, 409, 413, 415
 */
export function submitConsentForm(submission: ConsentSubmission, onProgress?: OnProgress): Promise<Answer<'/api/client/consent-form', 'post'>> {
  const form = new FormData();
  form.append('version', submission.version);
  form.append('accept', 'true');
  form.append('file', submission.file, submission.file.name);
  return apiClient.upload<Answer<'/api/client/consent-form', 'post'>>(READS.consentForm, form, { role: 'client', onProgress });
}
