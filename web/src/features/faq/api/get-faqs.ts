/**
 * `GET faqs`, read with SWR.
 *
 * @module features/faq/api/get-faqs
 */
import type { ListResponse } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { useApi } from '../../../lib/fetcher';
import { FAQ_PAGE_SIZE } from '../../../config/constants';

/** A FAQ entry. */
export type Faq = Schemas['Faq'];

/** `GET faqs?pageSize=50` (all entries of a normal FAQ). */
export function useFaqs() {
  return useApi<ListResponse<Faq>>('faqs', { page: 1, pageSize: FAQ_PAGE_SIZE });
}
