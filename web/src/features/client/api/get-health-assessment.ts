/**
 * `GET health-assessment`: the questionnaire and the saved answers, read with SWR.
 *
 * @module features/client/api/get-health-assessment
 */
import { READS, useClientRead } from './get-client-record';
import type { HealthAssessment } from '../model/types';

/** `GET health-assessment`. */
export function useHealthAssessment() {
  return useClientRead<HealthAssessment>(READS.healthAssessment);
}
