/**
 * `GET complaints/:id` of the client or the consultant (cms/src/contracts/complaints.ts), read with SWR:
 * one complaint the caller raised or is complained about in, with its response, its resolution and its
 * history (oldest first). 404 for anyone else's (not retried). Throws the API client's `ApiError`.
 *
 * @module features/complaints/api/get-complaint
 */
import type { Answer } from '../../../lib/api-types';
import { useRoleApi } from '../../../lib/fetcher';
import type { ComplaintRole } from '../model/types';

/** The answer: `{ data: Complaint }`. */
export type ComplaintAnswer = Answer<'/api/client/complaints/{id}', 'get'>;

/** The SWR path of one complaint. */
export const complaintPath = (id: string) => `complaints/${encodeURIComponent(id)}`;

/** `GET complaints/:id` of the signed-in `role`; skipped without an id. */
export function useComplaint(role: ComplaintRole, id: string | undefined) {
  return useRoleApi<ComplaintAnswer>(role, id ? complaintPath(id) : null, undefined, { shouldRetryOnError: (error) => error.status !== 404 });
}
