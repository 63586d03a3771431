/**
 * The ONE SWR fetcher and the hook every read goes through (DESIGN §4).
 *
 * SWR keys are tuples `[path, language, query?]`: they include the interface language so that content
 * re-fetches in the new locale as soon as the language changes (spec §2 "Language selector").
 *
 * @module lib/fetcher
 */
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { useTranslation } from 'react-i18next';
import type { Language } from '../config/constants';
import { apiClient, type ApiError, type QueryParams } from './api-client';
import { currentLanguage } from './i18n';

/** SWR key: API path (relative to `/api/client/`), language, optional query parameters. */
export type ApiKey = readonly [path: string, language: Language, query?: QueryParams];

/**
 * Fetches an {@link ApiKey} with the shared API client.
 *
 * @throws {ApiError} as the client does.
 */
export function swrFetcher<T>([path, language, query]: ApiKey): Promise<T> {
  return apiClient.get<T>(path, { language, query });
}

/**
 * The current interface language, re-rendering on change.
 *
 * @returns `fr` or `en`.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}

/**
 * Reads an API path with SWR, keyed by path, language and query.
 *
 * @param path - relative path such as `consultants`, or `null` to skip the call.
 * @param query - query parameters (empty values are left out of the URL).
 * @returns SWR's response; `error` is an {@link ApiError}.
 */
export function useApi<T>(
  path: string | null,
  query?: QueryParams,
  config?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  const language = useLanguage();
  const key: ApiKey | null = path ? (query ? [path, language, query] : [path, language]) : null;
  return useSWR<T, ApiError, ApiKey | null>(key, swrFetcher<T>, config);
}
