/**
 * Saving a downloaded file in the browser (a private file fetched with the bearer token, which a plain
 * `<a href>` would not send; docs/api-consultant.md "Files").
 *
 * @module lib/download
 */
import type { Role } from '../config/constants';
import { apiClient } from './api-client';

/**
 * Offers `blob` to the user as a file named `name` (a temporary object URL clicked as a download link).
 *
 * @param blob - the content.
 * @param name - the suggested file name.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the URL only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads a private file through the API client (with `role`'s token) and saves it.
 *
 * @param url - the file's `url`, e.g. `/api/files/<id>`.
 * @param fallbackName - the name to use when the answer gives none.
 * @throws ApiError as the API client does (404 for someone else's file).
 */
export async function downloadPrivateFile(url: string, fallbackName: string, role: Role): Promise<void> {
  const { blob, filename } = await apiClient.download(url, { role });
  saveBlob(blob, filename ?? fallbackName);
}
