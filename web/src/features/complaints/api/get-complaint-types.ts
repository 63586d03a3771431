/**
 * `GET complaint-types` (cms/src/contracts/catalogue.ts, a public reference list of the client
 * surface, named in the interface language), read with SWR: the types a complaint may have, one page
 * of up to {@link REFERENCE_LIST_PAGE_SIZE}. Public, so the consultant's form reads it too. Throws the
 * API client's `ApiError` on failure.
 *
 * @module features/complaints/api/get-complaint-types
 */
import type { Answer } from '../../../lib/api-types';
import { useApi } from '../../../lib/fetcher';
import { REFERENCE_LIST_PAGE_SIZE } from '../../../lib/reference-lists';

/** The answer: `{ data: ReferenceItem[], meta }` (`slug` is what a complaint names). */
export type ComplaintTypesAnswer = Answer<'/api/client/complaint-types', 'get'>;

/** `GET complaint-types`, every live type. */
export function useComplaintTypes() {
  return useApi<ComplaintTypesAnswer>('complaint-types', { page: 1, pageSize: REFERENCE_LIST_PAGE_SIZE }, { revalidateOnFocus: false });
}
