/**
 * `GET complaints?box=&status=&page=&pageSize=` of the client or the consultant
 * (cms/src/contracts/complaints.ts), read with SWR: the complaints the caller raised (`by-me`) or those
 * raised about it (`against-me`), newest first, one page (`meta.pagination`, pages from 1). Instants
 * are UTC ISO 8601 strings. Throws the API client's `ApiError` on failure.
 *
 * @module features/complaints/api/get-complaints
 */
import type { Answer } from '../../../lib/api-types';
import { useRoleApi } from '../../../lib/fetcher';
import { COMPLAINTS_PAGE_SIZE } from '../model/constants';
import type { ComplaintBox, ComplaintRole, ComplaintStatus } from '../model/types';

/** The answer: `{ data: ComplaintSummary[], meta: { pagination } }`. */
export type ComplaintsAnswer = Answer<'/api/client/complaints', 'get'>;

/** SWR path of the lists (re-read after a complaint is filed or answered). */
export const COMPLAINTS_PATH = 'complaints';

/**
 * One page of the signed-in `role`'s complaints of `box`, all statuses or one.
 *
 * @param page - from 1.
 */
export function useComplaints(role: ComplaintRole, box: ComplaintBox, status: ComplaintStatus | null, page: number) {
  return useRoleApi<ComplaintsAnswer>(role, COMPLAINTS_PATH, { box, status, page, pageSize: COMPLAINTS_PAGE_SIZE });
}
