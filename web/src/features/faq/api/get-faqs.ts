/**
 * `GET faqs`, read with SWR.
 *
 * @module features/faq/api/get-faqs
 */
import type { ListResponse } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { useApi } from '../../../lib/fetcher';

/** A FAQ entry. */
export type Faq = Schemas['Faq'];

/** Largest content page (docs/api.md). */
export const FAQ_PAGE_SIZE = 50;

/** `GET faqs?pageSize=50` (all entries of a normal FAQ). */
export function useFaqs() {
  return useApi<ListResponse<Faq>>('faqs', { page: 1, pageSize: FAQ_PAGE_SIZE });
}
