/**
 * The SDG page's sections: the introduction and one card per goal.
 *
 * @module features/sdg/model/sdg-sections
 */
import type { PageSection } from '../../../components/content-sections';
import { SDG_GOALS } from '../../../config/constants';

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
