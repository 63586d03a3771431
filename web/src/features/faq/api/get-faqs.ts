/**
 * `GET faqs`, read with SWR.
 *
 * @module features/faq/api/get-faqs
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
