/**
 * `POST consent-form/sign` (JSON; contract `ConsentSignRequest` in cms/src/contracts/client-forms.ts):
 * the consent form signed on screen. Throws the API client's `ApiError` on failure.
 *
 * @module features/client/api/sign-consent-form
 */
import { ConsentSignRequest, SIGNATURE_PAD } from '@contracts/client-forms';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';
import { READS } from './get-client-record';

export { ConsentSignRequest as ConsentSignValues, SIGNATURE_PAD };

/** The form's values: version, the tick, full name, and the drawn strokes or the typed signature. */
export type ConsentSignInput = z.input<typeof ConsentSignRequest>;

/** The checked request. */
export type ConsentSignSubmission = z.output<typeof ConsentSignRequest>;

/**
 * `POST consent-form/sign`: signs the current version; the platform makes the signed PDF (the text, the
 * full name, the signature, the time, the network address and the account's e-mail) and keeps it as the
 * consent copy.
 *
 * @param submission - the version shown (409 `ConsentVersionOutdated` when it is no longer current), the
 *   full name and the signature (strokes in {@link SIGNATURE_PAD} units, or typed text)
 * @throws ApiError 400 with `fieldErrors` (e.g. `signature.strokes`), 404 when no form is published, 409
 */
export function signConsentForm(submission: ConsentSignSubmission): Promise<Answer<'/api/client/consent-form/sign', 'post'>> {
  return apiClient.post<Answer<'/api/client/consent-form/sign', 'post'>>(`${READS.consentForm}/sign`, submission, { role: 'client' });
}
