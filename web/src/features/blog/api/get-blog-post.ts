/**
 * `GET blogs/:slug`: one post, read with SWR.
 *
 * @module features/blog/api/get-blog-post
 */
import type { ItemResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { BlogPost } from '../model/types';

/** `GET blogs/:slug`; `error.status === 404` for an unknown slug. */
export function useBlogPost(slug: string | undefined) {
  return useApi<ItemResponse<BlogPost>>(slug ? `blogs/${encodeURIComponent(slug)}` : null, undefined, {
    shouldRetryOnError: (error) => error.status !== 404,
  });
}
