/**
 * `PUT certificates/:id` (multipart).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/consultant/api/update-certificate
 */
import { apiClient } from '../../../lib/api-client';
import type { Certificate, WriteAnswer, OnProgress, CertificateFields } from '../model/types';
import { multipart } from '../model/multipart';

/**
 * `PATCH certificates/:id` (multipart; a new `file` replaces the attachment). The number is always sent,
 * so that clearing it clears it.
 */
export function updateCertificate(id: string, fields: CertificateFields, file: File | null, onProgress?: OnProgress): Promise<WriteAnswer<Certificate>> {
  const form = multipart({ name: fields.name, year: fields.year, school: fields.school }, file);
  form.append('number', fields.number);
  return apiClient.upload<WriteAnswer<Certificate>>(`certificates/${encodeURIComponent(id)}`, form, { role: 'consultant', method: 'PATCH', onProgress });
}
