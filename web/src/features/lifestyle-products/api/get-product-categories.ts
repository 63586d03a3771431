/**
 * The categories of the products (read from the products), with SWR.
 *
 * @module features/lifestyle-products/api/get-product-categories
 */
import type { ListResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { Product } from './get-products';
import { distinctCategories } from '../model/product-categories';

/** Largest content page, used to list the categories (docs/api.md). */
export const CATEGORY_SCAN_PAGE_SIZE = 50;

/** Categories present in the catalogue (first 50 products, unfiltered). */
export function useProductCategories(): string[] {
  const { data } = useApi<ListResponse<Product>>('digital-products', { page: 1, pageSize: CATEGORY_SCAN_PAGE_SIZE });
  return distinctCategories(data?.data ?? []);
}
