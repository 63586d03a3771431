/**
 * Reads of the expert search and detail (docs/api.md `GET consultants`, `GET consultants/:id`, and the
 * reference lists feeding the filters).
 *
 * @module features/experts/api/use-experts
 */
import type { ItemResponse, ListResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { ConsultantCard, Ref } from '../../../lib/consultant-card';
import type { ConsultantDetail } from '../../../components/expert-profile';
import { REFERENCE_LIST_PAGE_SIZE } from '../../../lib/reference-lists';
import { EXPERTS_PAGE_SIZE } from '../../../config/constants';
import { FILTER_REFERENCE_LIST, toApiQuery, type ExpertFilters, type MultiFilterKey } from '../model/expert-filters';

/** `ConsultantDetail` of docs/api.md (shared with the consultant's own preview). */
export type { ConsultantDetail };

/** `GET consultants` with the filters. */
export function useExperts(filters: ExpertFilters) {
  return useApi<ListResponse<ConsultantCard>>('consultants', toApiQuery(filters, EXPERTS_PAGE_SIZE));
}

/** Options of one filter (`GET specializations`, `languages`, …), sorted as the API sends them. */
export function useFilterOptions(key: MultiFilterKey) {
  return useApi<ListResponse<Ref>>(FILTER_REFERENCE_LIST[key], { page: 1, pageSize: REFERENCE_LIST_PAGE_SIZE }, { revalidateOnFocus: false });
}

/** `GET consultants/:id`; `error.status === 404` when unknown, unapproved or inactive. */
export function useExpert(id: string | undefined) {
  return useApi<ItemResponse<ConsultantDetail>>(id ? `consultants/${encodeURIComponent(id)}` : null, undefined, {
    shouldRetryOnError: (error) => error.status !== 404,
  });
}
