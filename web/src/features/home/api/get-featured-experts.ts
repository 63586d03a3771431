/**
 * The experts the home page shows (`GET consultants`), read with SWR.
 *
 * @module features/home/api/get-featured-experts
 */
import type { ListResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { ConsultantCard } from '../../../lib/consultant-card';

/** Number of experts, quotes and posts shown on the home page. */
export const HOME_EXPERTS = 4;

/** First experts of the list (`GET consultants?pageSize=4`). */
export function useFeaturedExperts() {
  return useApi<ListResponse<ConsultantCard>>('consultants', { page: 1, pageSize: HOME_EXPERTS });
}
