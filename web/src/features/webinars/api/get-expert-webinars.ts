/**
 * The upcoming webinars of one expert, for the expert's page: the public list filtered by host
 * (`GET webinars?consultant=<the expert page's id>`, docs/api-webinars.md "Public"), soonest first. The
 * server renders the expert page with this read's answer (it reports the read as one of the page's,
 * cms `lib/seo/server-render`), so the section is in the page's first HTML.
 *
 * @module features/webinars/api/get-expert-webinars
 */
import type { ListResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { WebinarCard } from '../model/types';

/** Webinars shown on an expert's page at most (the soonest; the public list's page size). */
export const EXPERT_WEBINARS_SHOWN = 12;

/** The expert's upcoming webinars, soonest first (`undefined` while loading). */
export function useExpertWebinars(consultantId: string | undefined) {
  const answer = useApi<ListResponse<WebinarCard>>(consultantId ? 'webinars' : null, { consultant: consultantId ?? '', page: 1, pageSize: EXPERT_WEBINARS_SHOWN });
  return { ...answer, webinars: answer.data?.data };
}
