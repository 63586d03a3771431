/**
 * The upcoming webinars of one expert, for the expert's page: the public list (`GET webinars`) filtered
 * on the page by host, since the list has no host filter; at most {@link EXPERT_WEBINARS_SCAN} are read.
 *
 * @module features/webinars/api/get-expert-webinars
 */
import type { ListResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { WebinarCard } from '../model/types';

/** How many upcoming webinars are read to find an expert's (the list's largest page). */
export const EXPERT_WEBINARS_SCAN = 50;

/** The expert's upcoming webinars, soonest first (`undefined` while loading). */
export function useExpertWebinars(consultantId: string | undefined) {
  const answer = useApi<ListResponse<WebinarCard>>(consultantId ? 'webinars' : null, { page: 1, pageSize: EXPERT_WEBINARS_SCAN });
  return { ...answer, webinars: answer.data?.data.filter((webinar) => webinar.consultant.id === consultantId) };
}
