/**
 * Reads of the client area's records (`READS`), with SWR keyed by role and user (skipped while signed out).
 *
 * @module features/client/api/get-client-record
 */
import type { SWRConfiguration } from 'swr';
import { type ApiError } from '../../../lib/api-client';
import { useRoleApi } from '../../../lib/fetcher';

/** The role of every call here. */
/** Paths of the reads (relative to `/api/client/`), for re-reading them after a write. */
export const READS = {
  generalInfo: 'general-info',
  consentForm: 'consent-form',
  healthAssessment: 'health-assessment',
  bookings: 'bookings',
} as const;

/**
 * Reads a client path with SWR (skipped while signed out).
 *
 * @param path - e.g. `consent-form`, or `null` to skip.
 */
export function useClientRead<T>(path: string | null, config?: SWRConfiguration<{ data: T }, ApiError>) {
  return useRoleApi<{ data: T }>('client', path, undefined, config);
}
