/**
 * `GET digital-products`: a page of products, read with SWR.
 *
 * @module features/lifestyle-products/api/get-products
 */
import type { ListResponse, Media } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';

/** A product. */
export interface Product {
  id: string;
  slug: string;
  name: string;
  /** Markdown. */
  description: string;
  /** Minor units of `currency`. */
  price: number;
  /** ISO 4217. */
  currency: string;
  category: string;
  images: Media[];
  locale: string;
}

/** Products per page. */
export const PRODUCTS_PAGE_SIZE = 12;

/** `GET digital-products` for one page and optional category. */
export function useProducts(page: number, category?: string) {
  return useApi<ListResponse<Product>>('digital-products', { page, pageSize: PRODUCTS_PAGE_SIZE, category: category || undefined });
}
