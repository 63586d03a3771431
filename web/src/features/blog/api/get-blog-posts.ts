/**
 * `GET blogs`: a page of posts, read with SWR.
 *
 * @module features/blog/api/get-blog-posts
 */
import type { ListResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { BlogSummary } from '../../../components/blog-card';
import { BLOG_PAGE_SIZE } from '../../../config/constants';

/**
 * `GET blogs?page=&pageSize=&tag=`.
 *
 * @param page - 1-based.
 * @param tag - optional tag filter.
 */
export function useBlogPosts(page: number, tag?: string) {
  return useApi<ListResponse<BlogSummary>>('blogs', { page, pageSize: BLOG_PAGE_SIZE, tag: tag || undefined });
}
