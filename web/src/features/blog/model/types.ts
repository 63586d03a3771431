/**
 * The blog's records (docs/api.md `GET blogs`).
 *
 * @module features/blog/model/types
 */
import type { Schemas } from '../../../lib/api-types';

/** A full post: the summary plus its Markdown body and its slug in each language (`en: null`: French only). */
export type BlogPost = Schemas['Blog'];
