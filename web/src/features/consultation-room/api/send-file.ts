/**
 * `POST rooms/:roomId/files` (docs/api-room.md; contract `RoomFileRequest`): a file sent in the chat,
 * as `multipart/form-data` with `file` (PDF, JPG, PNG or WebP, checked by content) and an optional
 * caption `text`. The answer (201) is the stored chat message, whose `attachment` is a private file
 * downloaded through `GET /api/files/:id` (lib/download); the other party receives it as `chat:message`.
 *
 * @module features/consultation-room/api/send-file
 */
import { apiClient, type UploadProgress } from '../../../lib/api-client';
import type { RoomMessage, RoomRole } from '../model/types';

/**
 * Sends a file in the room's chat.
 *
 * @param text - an optional caption (0–4000 characters).
 * @param onProgress - the upload's progress.
 * @throws ApiError 409 `RoomNotOpen`, 413 too large, 415 `UnsupportedFileType` (the server's message
 *   says which types and size), 400 without a file, 404 for anyone but the parties.
 */
export async function sendFile(role: RoomRole, roomId: string, file: File, text?: string, onProgress?: (progress: UploadProgress) => void): Promise<RoomMessage> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (text && text.trim()) form.append('text', text.trim());
  return (await apiClient.upload<{ data: RoomMessage }>(`rooms/${encodeURIComponent(roomId)}/files`, form, { role, onProgress })).data;
}
