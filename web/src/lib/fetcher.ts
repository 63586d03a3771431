/**
 * The ONE SWR fetcher and the hook every read goes through (DESIGN §4).
 *
 * SWR keys are tuples `[path, language, query?, role?, user?]`: they include the interface language so
 * that content re-fetches in the new locale as soon as the language changes (spec §2 "Language
 * selector"), and for signed-in reads the role and its user, so that one user's data is never shown to
 * another.
 *
 * @module lib/fetcher
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import { useTranslation } from 'react-i18next';
import type { Language, Role } from '../config/constants';
import { apiClient, type ApiError, type QueryParams } from './api-client';
import { currentLanguage } from './i18n';
import { isLoggedIn, useSession } from './session';

/**
 * SWR key: API path (relative to the role's surface, `/api/client/` by default), language, optional
 * query parameters, and for signed-in reads the role and the user's id.
 */
export type ApiKey = readonly [path: string, language: Language, query?: QueryParams, role?: Role, user?: string];

/**
 * Fetches an {@link ApiKey} with the shared API client.
 *
 * @throws {ApiError} as the client does.
 */
export function swrFetcher<T>([path, language, query, role]: ApiKey): Promise<T> {
  return apiClient.get<T>(path, { language, query, role });
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
export function useApi<T>(path: string | null, query?: QueryParams, config?: SWRConfiguration<T, ApiError>): SWRResponse<T, ApiError> {
  const language = useLanguage();
  const key: ApiKey | null = path ? (query ? [path, language, query] : [path, language]) : null;
  return useSWR<T, ApiError, ApiKey | null>(key, swrFetcher<T>, config);
}

/**
 * Reads a signed-in API path of `role` (its surface, its token) with SWR; skipped while the role is
 * signed out. The key carries the role and the user's id.
 *
 * @param role - whose surface and session.
 * @param path - relative path such as `profile`, or `null` to skip the call.
 * @returns SWR's response; `error` is an {@link ApiError} (a 401 has already signed the role out).
 */
export function useRoleApi<T>(role: Role, path: string | null, query?: QueryParams, config?: SWRConfiguration<T, ApiError>): SWRResponse<T, ApiError> {
  const language = useLanguage();
  const session = useSession(role);
  const key: ApiKey | null = path && isLoggedIn(session) ? [path, language, query, role, String(session.user?.id ?? session.Token)] : null;
  return useSWR<T, ApiError, ApiKey | null>(key, swrFetcher<T>, config);
}

/**
 * A function re-reading the signed-in reads of `role` whose path is one of `paths` (every language and
 * query), e.g. the profile status after a section was saved.
 *
 * @param role - whose reads.
 * @returns `(paths) => Promise` settled once the reads have been re-fetched.
 */
export function useRevalidateRole(role: Role): (paths: readonly string[]) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((paths: readonly string[]) => mutate((key) => Array.isArray(key) && key[3] === role && paths.includes(String(key[0]))), [mutate, role]);
}
