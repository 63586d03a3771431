/**
 * `GET profile/status`: the approval status and the sections' completeness, read with SWR.
 *
 * @module features/consultant/api/get-profile-status
 */
import type { ProfileStatus } from '../model/types';
import { READS, useConsultantRead } from './get-consultant-record';

/** `GET profile/status`. */
export function useProfileStatus() {
  return useConsultantRead<ProfileStatus>(READS.status);
}
