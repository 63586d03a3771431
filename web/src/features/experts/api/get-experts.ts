/**
 * `GET consultants` with the search's filters, read with SWR.
 *
 * @module features/experts/api/get-experts
 */
import type { ListResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { ConsultantCard } from '../../../lib/consultant-card';
import { EXPERTS_PAGE_SIZE } from '../../../config/constants';
import { toApiQuery, type ExpertFilters } from '../model/expert-filters';

/** `GET consultants` with the filters. */
export function useExperts(filters: ExpertFilters) {
  return useApi<ListResponse<ConsultantCard>>('consultants', toApiQuery(filters, EXPERTS_PAGE_SIZE));
}
