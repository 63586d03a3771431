/** Route module for the lifestyle-products route (lazy-loaded; see app/router.tsx). */
export { LifestyleProductsPage as Component } from '../../features/lifestyle-products/components/lifestyle-products-page';
