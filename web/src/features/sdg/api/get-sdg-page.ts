/**
 * `GET pages/sdg`: the page's content, read with SWR.
 *
 * @module features/sdg/api/get-sdg-page
 */
import type { ItemResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { PageContent } from '../../../components/content-sections';

/** `GET pages/sdg-media`. */
export function useSdgPage() {
  return useApi<ItemResponse<PageContent>>('pages/sdg-media');
}
