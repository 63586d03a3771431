/**
 * `GET timings`: the weekly timings and exceptions, read with SWR.
 *
 * @module features/consultant/api/get-timings
 */
import type { Timings } from '../model/types';
import { READS, useConsultantRead } from './get-consultant-record';

/** `GET timings`. */
export function useTimings() {
  return useConsultantRead<Timings>(READS.timings);
}
