/**
 * `GET pages/home`: the home page's content, read with SWR.
 *
 * @module features/home/api/get-home-page
 */
import type { ItemResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { PageContent } from '../../../components/content-sections';

/** `GET pages/home`. */
export function useHomePage() {
  return useApi<ItemResponse<PageContent>>('pages/home');
}
