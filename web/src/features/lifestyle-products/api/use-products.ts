/**
 * Lifestyle (digital) products reads (docs/api.md `GET digital-products?category=&page=&pageSize=`).
 *
 * @module features/lifestyle-products/api/use-products
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
/** Largest content page, used to list the categories (docs/api.md). */
export const CATEGORY_SCAN_PAGE_SIZE = 50;

/** `GET digital-products` for one page and optional category. */
export function useProducts(page: number, category?: string) {
  return useApi<ListResponse<Product>>('digital-products', { page, pageSize: PRODUCTS_PAGE_SIZE, category: category || undefined });
}

/**
 * Distinct categories, in order of first appearance.
 */
export function distinctCategories(products: Pick<Product, 'category'>[]): string[] {
  return [...new Set(products.map((p) => p.category).filter(Boolean))];
}

/** Categories present in the catalogue (first 50 products, unfiltered). */
export function useProductCategories(): string[] {
  const { data } = useApi<ListResponse<Product>>('digital-products', { page: 1, pageSize: CATEGORY_SCAN_PAGE_SIZE });
  return distinctCategories(data?.data ?? []);
}
