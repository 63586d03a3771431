/**
 * The latest blog posts on the home page (`GET blogs`), read with SWR.
 *
 * @module features/home/api/get-latest-posts
 */
import type { ListResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import { HOME_POSTS } from '../../../config/constants';
import type { BlogSummary } from '../../../components/blog-card';

/** Latest posts (`GET blogs?pageSize=3`). */
export function useLatestPosts() {
  return useApi<ListResponse<BlogSummary>>('blogs', { page: 1, pageSize: HOME_POSTS });
}
