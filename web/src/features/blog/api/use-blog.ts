/**
 * Blog reads (docs/api.md `GET blogs`, `GET blogs/:slug`) in the current language.
 *
 * @module features/blog/api/use-blog
 */
import type { ItemResponse, ListResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { BlogSummary } from '../../../components/blog-card';
import { BLOG_PAGE_SIZE } from '../../../config/constants';

/** A full post: the summary plus its Markdown body. */
export type BlogPost = BlogSummary & { body: string };

/**
 * `GET blogs?page=&pageSize=&tag=`.
 *
 * @param page - 1-based.
 * @param tag - optional tag filter.
 */
export function useBlogPosts(page: number, tag?: string) {
  return useApi<ListResponse<BlogSummary>>('blogs', { page, pageSize: BLOG_PAGE_SIZE, tag: tag || undefined });
}

/** `GET blogs/:slug`; `error.status === 404` for an unknown slug. */
export function useBlogPost(slug: string | undefined) {
  return useApi<ItemResponse<BlogPost>>(slug ? `blogs/${encodeURIComponent(slug)}` : null, undefined, {
    shouldRetryOnError: (error) => error.status !== 404,
  });
}
