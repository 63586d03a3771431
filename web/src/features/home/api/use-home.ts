/**
 * Reads of the home page (docs/api.md): page content `pages/home`, a few experts, quotes and the
 * latest blog posts — all in the current language.
 *
 * @module features/home/api/use-home
 */
import type { ItemResponse, ListResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { PageContent } from '../../../components/content-sections';
import type { ConsultantCard } from '../../../lib/consultant-card';
import type { BlogSummary } from '../../../components/blog-card';

/** A quote (docs/api.md `GET quotes`). */
export interface Quote {
  id: string;
  author_name: string;
  quote_title: string;
  text: string;
  locale: string;
}

/** Number of experts, quotes and posts shown on the home page. */
export const HOME_EXPERTS = 4;
export const HOME_QUOTES = 6;
export const HOME_POSTS = 3;

/** `GET pages/home`. */
export function useHomePage() {
  return useApi<ItemResponse<PageContent>>('pages/home');
}

/** First experts of the list (`GET consultants?pageSize=4`). */
export function useFeaturedExperts() {
  return useApi<ListResponse<ConsultantCard>>('consultants', { page: 1, pageSize: HOME_EXPERTS });
}

/** `GET quotes?pageSize=6`. */
export function useQuotes() {
  return useApi<ListResponse<Quote>>('quotes', { page: 1, pageSize: HOME_QUOTES });
}

/** Latest posts (`GET blogs?pageSize=3`). */
export function useLatestPosts() {
  return useApi<ListResponse<BlogSummary>>('blogs', { page: 1, pageSize: HOME_POSTS });
}
