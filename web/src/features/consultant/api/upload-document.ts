/**
 * `POST documents/<kind>` (multipart): replaces the file of that kind.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/consultant/api/upload-document
 */
import { apiClient, type Media } from '../../../lib/api-client';
import type { PrivateFile, DocumentKind, WriteAnswer, OnProgress } from '../model/types';
import { multipart } from '../model/multipart';

/**
 * `POST documents/<kind>` (multipart `file`): replaces the file of that kind.
 *
 * @returns the new file (`Media` for `photo`).
 */
export async function uploadDocument(kind: DocumentKind, file: File, onProgress?: OnProgress): Promise<WriteAnswer<PrivateFile | Media>> {
  return apiClient.upload<WriteAnswer<PrivateFile | Media>>(`documents/${kind}`, multipart({}, file), { role: 'consultant', onProgress });
}
