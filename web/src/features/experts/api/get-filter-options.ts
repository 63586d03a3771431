/**
 * Options of one expert filter (`GET specializations`, `languages`, …), read with SWR.
 *
 * @module features/experts/api/get-filter-options
 */
import type { ListResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { Ref } from '../../../lib/consultant-card';
import { REFERENCE_LIST_PAGE_SIZE } from '../../../lib/reference-lists';
import { FILTER_REFERENCE_LIST, type MultiFilterKey } from '../model/expert-filters';

/** Options of one filter (`GET specializations`, `languages`, …), sorted as the API sends them. */
export function useFilterOptions(key: MultiFilterKey) {
  return useApi<ListResponse<Ref>>(FILTER_REFERENCE_LIST[key], { page: 1, pageSize: REFERENCE_LIST_PAGE_SIZE }, { revalidateOnFocus: false });
}
