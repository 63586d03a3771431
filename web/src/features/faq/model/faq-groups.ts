/**
 * Grouping of the questions by category, in the order the API sends them.
 *
 * @module features/faq/model/faq-groups
 */
import type { Faq } from '../api/get-faqs';

/**
 * Groups entries by category, keeping the API's order of categories and entries.
 *
 * @returns `[category, entries][]`.
 */
export function groupByCategory(faqs: Faq[]): [string, Faq[]][] {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) {
    const list = groups.get(faq.category) ?? [];
    list.push(faq);
    groups.set(faq.category, list);
  }
  return [...groups.entries()];
}
