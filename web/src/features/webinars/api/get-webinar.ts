/**
 * `GET webinars/:slug`: one published (or cancelled) webinar with its description, read with SWR.
 *
 * @module features/webinars/api/get-webinar
 */
import type { ItemResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { WebinarDetail } from '../model/types';

/** `GET webinars/:slug`; `error.status === 404` for a draft, trashed or unknown webinar. */
export function useWebinar(slug: string | undefined) {
  return useApi<ItemResponse<WebinarDetail>>(slug ? `webinars/${encodeURIComponent(slug)}` : null, undefined, {
    shouldRetryOnError: (error) => error.status !== 404,
  });
}
