/**
 * "Download my data" (docs/privacy.md "Export"; contracts/privacy `GET /{client|consultant}/account/export`):
 * the ZIP of everything the platform holds about the signed-in person, fetched with the role's token
 * (a plain link would not send it) and saved under the server's file name.
 *
 * @module features/privacy/api/download-export
 */
import { apiClient } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

/** The name to save the archive under when the answer gives none. */
export const EXPORT_FALLBACK_NAME = 'my-data.zip';

/**
 * GETs `account/export` of `role` and offers the ZIP to the user.
 *
 * @param role - the signed-in person's surface.
 * @returns the file name the archive was saved under (the server's `Content-Disposition` name).
 * @throws ApiError 429 after too many exports in a short time (`details.retry_after_seconds` when the
 *   server says), 401 when the session ended, as the API client does otherwise.
 */
export async function downloadExport(role: 'client' | 'consultant'): Promise<string> {
  const { blob, filename } = await apiClient.download('account/export', { role });
  const name = filename ?? EXPORT_FALLBACK_NAME;
  saveBlob(blob, name);
  return name;
}
