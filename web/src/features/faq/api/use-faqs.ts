/**
 * FAQ reads (docs/api.md `GET faqs`, sorted by category then order) and grouping by category.
 *
 * @module features/faq/api/use-faqs
 */
import type { ListResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';

/** A FAQ entry. */
export interface Faq {
  id: string;
  question: string;
  /** Markdown. */
  answer: string;
  category: string;
  order: number;
  locale: string;
}

/** Largest content page (docs/api.md). */
export const FAQ_PAGE_SIZE = 50;

/** `GET faqs?pageSize=50` (all entries of a normal FAQ). */
export function useFaqs() {
  return useApi<ListResponse<Faq>>('faqs', { page: 1, pageSize: FAQ_PAGE_SIZE });
}

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
