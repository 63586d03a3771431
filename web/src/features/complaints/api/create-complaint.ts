/**
 * `POST complaints` of the client or the consultant (multipart; contract `ComplaintRequest` in
 * cms/src/contracts/complaints.ts): files a complaint about a counterparty. Both parties are e-mailed
 * by the server.
 *
 * @module features/complaints/api/create-complaint
 */
import { apiClient, type UploadProgress } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';
import { complaintFormData, type ComplaintSubmission } from '../model/complaint-form';
import type { Complaint, ComplaintRole } from '../model/types';

/** The answer (201): `{ data: Complaint }`. */
export type CreateComplaintAnswer = Answer<'/api/client/complaints', 'post'>;

/**
 * Files a complaint (multipart `complaint_type`, `against`, `booking?`, `description`,
 * `additional_information?`, `attachment?`).
 *
 * @param onProgress - the upload's progress (bytes).
 * @returns the new complaint (its `id` opens its page).
 * @throws ApiError 400 with `details.fieldErrors` per field (localized), 404 when `against` is not one
 *   of the caller's counterparties, 413 file too large, 415 file type refused (checked by content).
 */
export async function createComplaint(role: ComplaintRole, submission: ComplaintSubmission, onProgress?: (progress: UploadProgress) => void): Promise<Complaint> {
  return (await apiClient.upload<CreateComplaintAnswer>('complaints', complaintFormData(submission), { role, onProgress })).data;
}
