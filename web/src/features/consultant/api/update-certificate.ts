/**
 * `PATCH certificates/:id` (multipart).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/consultant/api/update-certificate
 */
import type { CertificateFields } from '@contracts/consultant-profile';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { OnProgress } from '../model/types';
import { multipart } from '../model/multipart';
import type { CertificateAnswer } from './create-certificate';

/**
 * `PATCH certificates/:id` (multipart; a new `file` replaces the attachment). The number is always sent
 * (`''` for none), so that clearing it clears it.
 */
export function updateCertificate(id: string, fields: z.output<typeof CertificateFields>, file: File | null, onProgress?: OnProgress): Promise<CertificateAnswer> {
  const form = multipart({ name: fields.name, year: fields.year, school: fields.school }, file);
  form.append('number', fields.number ?? '');
  return apiClient.upload<CertificateAnswer>(`certificates/${encodeURIComponent(id)}`, form, { role: 'consultant', method: 'PATCH', onProgress });
}
