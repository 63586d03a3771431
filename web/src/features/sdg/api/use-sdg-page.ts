/**
 * Reads the CMS page `pages/sdg-media` (spec §1, §2 `/sdg-media`; docs/api.md: section keys `sdg-3`,
 * `sdg-5`, `sdg-8`, `sdg-9`, `sdg-10`, `sdg-16`, `sdg-17`).
 *
 * @module features/sdg/api/use-sdg-page
 */
import type { ItemResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { PageContent, PageSection } from '../../../components/content-sections';
import { SDG_GOALS } from '../../../config/constants';

/** `GET pages/sdg-media`. */
export function useSdgPage() {
  return useApi<ItemResponse<PageContent>>('pages/sdg-media');
}

/** One goal card: the goal number and its section (if the CMS has one). */
export interface SdgGoal {
  goal: (typeof SDG_GOALS)[number];
  section: PageSection | undefined;
}

/**
 * Splits page sections into the 7 goals (in goal order, always all 7) and the other sections.
 */
export function splitSdgSections(sections: PageSection[]): { goals: SdgGoal[]; others: PageSection[] } {
  const byKey = new Map(sections.map((s) => [s.key, s]));
  return {
    goals: SDG_GOALS.map((goal) => ({ goal, section: byKey.get(`sdg-${goal}`) })),
    others: sections.filter((s) => !/^sdg-\d+$/.test(s.key)),
  };
}
