/**
 * `GET digital-products`: a page of products, read with SWR.
 *
 * @module features/lifestyle-products/api/get-products
 */
import type { ListResponse } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { useApi } from '../../../lib/fetcher';

/** A product. */
export type Product = Schemas['DigitalProduct'];

/** Products per page. */
export const PRODUCTS_PAGE_SIZE = 12;

/** `GET digital-products` for one page and optional category. */
export function useProducts(page: number, category?: string) {
  return useApi<ListResponse<Product>>('digital-products', { page, pageSize: PRODUCTS_PAGE_SIZE, category: category || undefined });
}
