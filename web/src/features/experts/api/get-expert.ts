/**
 * `GET consultants/:id`, read with SWR (`error.status === 404` when unknown, unapproved or inactive).
 *
 * @module features/experts/api/get-expert
 */
import type { ItemResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { ConsultantDetail } from '../../../components/expert-profile';

/** `GET consultants/:id`; `error.status === 404` when unknown, unapproved or inactive. */
export function useExpert(id: string | undefined) {
  return useApi<ItemResponse<ConsultantDetail>>(id ? `consultants/${encodeURIComponent(id)}` : null, undefined, {
    shouldRetryOnError: (error) => error.status !== 404,
  });
}
