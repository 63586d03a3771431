/**
 * The experts the home page shows (`GET consultants`), read with SWR.
 *
 * @module features/home/api/get-featured-experts
 */
import type { ListResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import { HOME_EXPERTS } from '../../../config/constants';
import type { ConsultantCard } from '../../../lib/consultant-card';

/** First experts of the list (`GET consultants?pageSize=4`). */
export function useFeaturedExperts() {
  return useApi<ListResponse<ConsultantCard>>('consultants', { page: 1, pageSize: HOME_EXPERTS });
}
