/**
 * `POST complaints/:id/response` of the client or the consultant (multipart; contract
 * `ComplaintResponseRequest` in cms/src/contracts/complaints.ts): the one answer of the party complained
 * against, while the complaint is open or in review. Both parties are e-mailed by the server.
 *
 * @module features/complaints/api/respond-to-complaint
 */
import { apiClient, type UploadProgress } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';
import { responseFormData, type ResponseSubmission } from '../model/complaint-form';
import type { Complaint, ComplaintRole } from '../model/types';

/** The answer (201): `{ data: Complaint }`. */
export type RespondAnswer = Answer<'/api/client/complaints/{id}/response', 'post'>;

/**
 * Answers a complaint raised about the caller (multipart `text`, `attachment?`).
 *
 * @param onProgress - the upload's progress (bytes).
 * @returns the complaint with its response.
 * @throws ApiError 400 with `details.fieldErrors`, 404 when not raised about the caller, 409
 *   `AlreadyAnswered` or `ComplaintClosed`, 413 file too large, 415 file type refused.
 */
export async function respondToComplaint(role: ComplaintRole, id: string, submission: ResponseSubmission, onProgress?: (progress: UploadProgress) => void): Promise<Complaint> {
  return (await apiClient.upload<RespondAnswer>(`complaints/${encodeURIComponent(id)}/response`, responseFormData(submission), { role, onProgress })).data;
}
