/** Route module for the contact route (lazy-loaded; see app/router.tsx). */
export { ContactPage as Component } from '../../features/contact/components/contact-page';
