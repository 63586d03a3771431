/** Route module for the faq route (lazy-loaded; see app/router.tsx). */
export { FaqPage as Component } from '../../features/faq/components/faq-page';
