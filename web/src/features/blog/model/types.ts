/**
 * The blog's records (docs/api.md `GET blogs`).
 *
 * @module features/blog/model/types
 */
import type { BlogSummary } from '../../../components/blog-card';

/** A full post: the summary plus its Markdown body. */
export type BlogPost = BlogSummary & { body: string };
