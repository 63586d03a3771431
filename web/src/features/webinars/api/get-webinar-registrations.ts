/**
 * `GET webinar-registrations`: the signed-in client's webinar registrations, read with SWR.
 *
 * @module features/webinars/api/get-webinar-registrations
 */
import type { SWRConfiguration } from 'swr';
import type { ApiError, ListResponse } from '../../../lib/api-client';
import { useRoleApi } from '../../../lib/fetcher';
import type { WebinarRegistration } from '../model/types';

/** Path of the read (also what a registration change re-reads). */
export const REGISTRATIONS_PATH = 'webinar-registrations';
/** Registrations read at once (the API's largest page). */
export const REGISTRATIONS_PAGE_SIZE = 50;

/**
 * `GET webinar-registrations?when=upcoming|past` of the signed-in client (skipped while signed out).
 * Upcoming: active and not ended, soonest first; past: ended or cancelled, latest first.
 * @param config - SWR options of this read (e.g. `refreshInterval` while a payment is being confirmed)
 */
export function useWebinarRegistrations(when: 'upcoming' | 'past' = 'upcoming', config?: SWRConfiguration<ListResponse<WebinarRegistration>, ApiError>) {
  return useRoleApi<ListResponse<WebinarRegistration>>('client', REGISTRATIONS_PATH, { when, page: 1, pageSize: REGISTRATIONS_PAGE_SIZE }, config);
}
