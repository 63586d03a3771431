/** Route module of `/newsletter/confirm/:token` (lazy-loaded; see app/router.tsx). */
export { NewsletterConfirmPage as Component } from '../../features/newsletter/components/newsletter-link-page';
