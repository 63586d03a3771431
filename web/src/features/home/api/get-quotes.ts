/**
 * `GET quotes`: the home page's quotes, read with SWR.
 *
 * @module features/home/api/get-quotes
 */
import type { ListResponse } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { useApi } from '../../../lib/fetcher';
import { HOME_QUOTES } from '../../../config/constants';

/** A quote (docs/api.md `GET quotes`). */
export type Quote = Schemas['Quote'];

/** `GET quotes?pageSize=6`. */
export function useQuotes() {
  return useApi<ListResponse<Quote>>('quotes', { page: 1, pageSize: HOME_QUOTES });
}
