/**
 * `GET quotes`: the home page's quotes, read with SWR.
 *
 * @module features/home/api/get-quotes
 */
import type { ListResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';

/** A quote (docs/api.md `GET quotes`). */
export interface Quote {
  id: string;
  author_name: string;
  quote_title: string;
  text: string;
  locale: string;
}

export const HOME_QUOTES = 6;

/** `GET quotes?pageSize=6`. */
export function useQuotes() {
  return useApi<ListResponse<Quote>>('quotes', { page: 1, pageSize: HOME_QUOTES });
}
