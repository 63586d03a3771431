/**
 * The distinct categories of a list of products.
 *
 * @module features/lifestyle-products/model/product-categories
 */
import type { Product } from '../api/get-products';

/**
 * Distinct categories, in order of first appearance.
 */
export function distinctCategories(products: Pick<Product, 'category'>[]): string[] {
  return [...new Set(products.map((p) => p.category).filter(Boolean))];
}
