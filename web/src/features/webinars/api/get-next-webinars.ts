/**
 * The next webinars shown on the home page (`GET webinars?page=1&pageSize=3`, docs/api-webinars.md
 * "Public"): the soonest published webinars that have not ended. The home page declares this read among
 * its first-render reads (`config/routes`), so the server renders the section and embeds the answer.
 *
 * @module features/webinars/api/get-next-webinars
 */
import type { ListResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import { FIRST_PAGE, HOME_WEBINARS } from '../../../config/constants';
import type { WebinarCard } from '../model/types';

/** The {@link HOME_WEBINARS} soonest upcoming webinars (the query exactly as `config/routes` declares it). */
export function useNextWebinars() {
  return useApi<ListResponse<WebinarCard>>('webinars', { page: FIRST_PAGE, pageSize: HOME_WEBINARS });
}
