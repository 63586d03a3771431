/**
 * Reads the CMS page `pages/alternative-medicine` in the current language (spec §2 `/alternative-medicine`; docs/api.md).
 *
 * @module features/alternative-medicine/api/get-alternative-medicine-page
 */
import type { ItemResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { PageContent } from '../../../components/content-sections';

/** `GET pages/alternative-medicine`. */
export function useAlternativeMedicinePage() {
  return useApi<ItemResponse<PageContent>>('pages/alternative-medicine');
}
