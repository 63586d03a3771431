/**
 * Web settings (spec §3 "Web settings"; §7 `GET web-setting/get-record`; docs/api.md).
 *
 * @module features/web-settings/api/get-web-settings
 */
import type { Schemas } from '../../../lib/api-types';
import type { SWRResponse } from 'swr';
import type { ApiError, ItemResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';

/** Web settings record. */
export type WebSettings = Schemas['WebSetting'];

/** Path of the web settings record on the client surface. */
export const WEB_SETTINGS_PATH = 'web-setting/get-record';

/**
 * Reads the web settings in the current language (kept for the session; revalidated on language change).
 *
 * @returns SWR response whose `data` is the record (not the envelope).
 */
export function useWebSettings(): Omit<SWRResponse<ItemResponse<WebSettings>, ApiError>, 'data'> & { data: WebSettings | undefined } {
  const response = useApi<ItemResponse<WebSettings>>(WEB_SETTINGS_PATH, undefined, { revalidateOnFocus: false, shouldRetryOnError: false });
  return Object.assign({}, response, { data: response.data?.data });
}
