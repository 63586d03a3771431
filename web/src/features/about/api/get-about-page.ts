/**
 * Reads the CMS page `pages/about-us` in the current language (spec §2 `/about-us`; docs/api.md).
 *
 * @module features/about/api/get-about-page
 */
import type { ItemResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { PageContent } from '../../../components/content-sections';

/** `GET pages/about-us`. */
export function useAboutPage() {
  return useApi<ItemResponse<PageContent>>('pages/about-us');
}
