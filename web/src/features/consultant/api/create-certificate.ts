/**
 * `POST certificates` (multipart, with the certificate).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/consultant/api/create-certificate
 */
import { apiClient } from '../../../lib/api-client';
import type { Certificate, WriteAnswer, OnProgress, CertificateFields } from '../model/types';
import { multipart } from '../model/multipart';

/** `POST certificates` (multipart, `file` required: PDF, JPG or PNG). */
export function createCertificate(fields: CertificateFields, file: File, onProgress?: OnProgress): Promise<WriteAnswer<Certificate>> {
  return apiClient.upload<WriteAnswer<Certificate>>('certificates', multipart({ ...fields }, file), { role: 'consultant', onProgress });
}
