/**
 * `GET webinars`: a page of published webinars that have not ended, soonest first, read with SWR.
 *
 * @module features/webinars/api/get-webinars
 */
import type { ListResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { WebinarCard } from '../model/types';
import { webinarApiQuery, type WebinarFilters } from '../model/webinar-filters';

/** `GET webinars?page=&pageSize=&specialization=&language=&from=&to=&free=`. */
export function useWebinars(filters: WebinarFilters) {
  return useApi<ListResponse<WebinarCard>>('webinars', webinarApiQuery(filters));
}
