/**
 * `POST certificates` (multipart, with the certificate).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/consultant/api/create-certificate
 */
import type { CertificateFields } from '@contracts/consultant-profile';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';
import type { OnProgress } from '../model/types';
import { multipart } from '../model/multipart';

/** The answer of a certificate write. */
export type CertificateAnswer = Answer<'/api/consultant/certificates', 'post'>;

/** `POST certificates` (multipart, `file` required: PDF, JPG or PNG; no number left out). */
export function createCertificate(fields: z.output<typeof CertificateFields>, file: File, onProgress?: OnProgress): Promise<CertificateAnswer> {
  return apiClient.upload<CertificateAnswer>('certificates', multipart({ ...fields }, file), { role: 'consultant', onProgress });
}
