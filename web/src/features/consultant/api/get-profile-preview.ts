/**
 * `GET profile/preview`: the profile as clients see it, read with SWR.
 *
 * @module features/consultant/api/get-profile-preview
 */
import type { ConsultantDetail } from '../../../components/expert-profile';
import { READS, useConsultantRead } from './get-consultant-record';

/** `GET profile/preview`: the profile as clients see it. */
export function useProfilePreview() {
  return useConsultantRead<ConsultantDetail>(READS.preview);
}
