/**
 * `POST documents/<kind>` (multipart): replaces the file of that kind.
 * Throws the API client's `ApiError` on failure (413 too large, 415 refused type).
 *
 * @module features/consultant/api/upload-document
 */
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';
import type { DocumentKind, OnProgress } from '../model/types';
import { multipart } from '../model/multipart';

/** The answer: the new private file (a public `Media` for `photo`). */
export type UploadAnswer = Answer<'/api/consultant/documents/{kind}', 'post'>;

/** `POST documents/<kind>` (multipart `file`): replaces the file of that kind. */
export async function uploadDocument(kind: DocumentKind, file: File, onProgress?: OnProgress): Promise<UploadAnswer> {
  return apiClient.upload<UploadAnswer>(`documents/${kind}`, multipart({}, file), { role: 'consultant', onProgress });
}
