/** Route module of `/newsletter/unsubscribe/:token` (lazy-loaded; see app/router.tsx). */
export { NewsletterUnsubscribePage as Component } from '../../features/newsletter/components/newsletter-link-page';
