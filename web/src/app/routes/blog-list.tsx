/** Route module for the blog-list route (lazy-loaded; see app/router.tsx). */
export { BlogListPage as Component } from '../../features/blog/components/blog-list-page';
