/**
 * Reads of the consultant area's records (`READS`), with SWR keyed by role and user (skipped while signed out).
 *
 * @module features/consultant/api/get-consultant-record
 */
import type { SWRConfiguration } from 'swr';
import { type ApiError } from '../../../lib/api-client';
import { useRoleApi } from '../../../lib/fetcher';

/** Paths of the reads, for re-reading them after a write (`useRevalidateRole`). */
export const READS = {
  status: 'profile/status',
  preview: 'profile/preview',
  basic: 'profile/basic',
  address: 'profile/address',
  bank: 'profile/bank',
  detail: 'profile/detail',
  documents: 'documents',
  education: 'education',
  certificates: 'certificates',
  timings: 'timings',
  /** The account (`GET profile`), which carries the approval status kept in the session. */
  account: 'profile',
} as const;

/**
 * Reads a consultant path with SWR (skipped while signed out).
 *
 * @param path - e.g. `profile/status`, or `null` to skip.
 */
export function useConsultantRead<T>(path: string | null, config?: SWRConfiguration<{ data: T }, ApiError>) {
  return useRoleApi<{ data: T }>('consultant', path, undefined, config);
}
