/** Route module for the blog-post route (lazy-loaded; see app/router.tsx). */
export { BlogPostPage as Component } from '../../features/blog/components/blog-post-page';
