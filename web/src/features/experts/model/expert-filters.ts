/**
 * Expert search filters <-> URL (spec §2 `/our-experts/:search?`, §3 "Search filters: keywords,
 * disorders, objectives, languages, specialization, search, page (starts at 1)").
 *
 * URL form: `?specialization=ayurveda,homeopathy&languages=fr&search=sleep&available=week&sort=fee&page=2`
 * — reference-list slugs comma-separated, the availability filter (`available=week`: a free time slot in
 * the next 7 days) and the order (`sort=next_available|fee|experience|rating`; none = by name), empty filters,
 * the default order and page 1 left out. The optional path segment (`/our-experts/<text>`) is a
 * free-text search used when the query has no `search`.
 *
 * @module features/experts/model/expert-filters
 */
import { FIRST_PAGE } from '../../../config/constants';
import type { QueryParams } from '../../../lib/api-client';

/** Multi-value filters, each fed by a reference list of the same API name. */
export const MULTI_FILTER_KEYS = ['specialization', 'languages', 'disorders', 'objectives', 'keywords'] as const;
/** One multi-value filter. */
export type MultiFilterKey = (typeof MULTI_FILTER_KEYS)[number];

/** Reference-list endpoint feeding each filter (docs/api.md). */
export const FILTER_REFERENCE_LIST: Record<MultiFilterKey, string> = {
  specialization: 'specializations',
  languages: 'languages',
  disorders: 'disorders',
  objectives: 'objectives',
  keywords: 'keywords',
};

/** Orders of the list besides the default (by name), as the API names them. */
export const EXPERT_SORTS = ['next_available', 'fee', 'experience', 'rating'] as const;
/** One order; `''` is the default (by name). */
export type ExpertSort = (typeof EXPERT_SORTS)[number] | '';
/** The availability filter: `week` = a free time slot in the next 7 days; `''` = any. */
export type ExpertAvailability = 'week' | '';

/** The search state. */
export type ExpertFilters = Record<MultiFilterKey, string[]> & {
  /** Free text ('' for none). */
  search: string;
  available: ExpertAvailability;
  sort: ExpertSort;
  /** 1-based page. */
  page: number;
};

/** No filter, page 1. */
export function emptyFilters(): ExpertFilters {
  return { specialization: [], languages: [], disorders: [], objectives: [], keywords: [], search: '', available: '', sort: '', page: FIRST_PAGE };
}

/** Shape of a reference-list slug (kebab-case); the API answers 400 to anything else. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longest free-text search the API accepts, in characters. */
export const MAX_SEARCH_LENGTH = 200;

/**
 * Splits a comma-separated list of slugs: trims, drops empty or malformed items (a hand-edited URL
 * must not break the search) and duplicates, keeps order.
 */
export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  const seen = new Set<string>();
  for (const item of value.split(',')) {
    const slug = item.trim();
    if (slug && slug.length <= 160 && SLUG_PATTERN.test(slug)) seen.add(slug);
  }
  return [...seen];
}

/**
 * Parses a page number: positive integer, else 1.
 */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value.trim())) return FIRST_PAGE;
  const n = Number.parseInt(value, 10);
  return Number.isSafeInteger(n) && n >= FIRST_PAGE ? n : FIRST_PAGE;
}

/**
 * Reads the filters from the URL.
 *
 * @param params - the location's query string.
 * @param pathSearch - the optional `:search` route parameter.
 */
export function parseExpertFilters(params: URLSearchParams, pathSearch?: string): ExpertFilters {
  const filters = emptyFilters();
  for (const key of MULTI_FILTER_KEYS) filters[key] = splitList(params.get(key));
  filters.search = (params.get('search') ?? pathSearch ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  // A hand-edited or outdated value falls back to the default rather than breaking the list.
  filters.available = params.get('available') === 'week' ? 'week' : '';
  const sort = params.get('sort');
  filters.sort = EXPERT_SORTS.find((value) => value === sort) ?? '';
  filters.page = parsePage(params.get('page'));
  return filters;
}

/**
 * Writes the filters as a query string (without `?`), keeping commas readable.
 *
 * @returns e.g. `specialization=ayurveda,homeopathy&search=sleep&page=2`, or `''` for no filter on page 1.
 */
export function toQueryString(filters: ExpertFilters): string {
  const parts: string[] = [];
  for (const key of MULTI_FILTER_KEYS) {
    if (filters[key].length > 0) parts.push(`${key}=${filters[key].map(encodeURIComponent).join(',')}`);
  }
  const search = filters.search.trim();
  if (search) parts.push(`search=${encodeURIComponent(search)}`);
  if (filters.available) parts.push(`available=${filters.available}`);
  if (filters.sort) parts.push(`sort=${filters.sort}`);
  if (filters.page > FIRST_PAGE) parts.push(`page=${filters.page}`);
  return parts.join('&');
}

/**
 * Query parameters of `GET consultants` for the filters.
 *
 * @param pageSize - results per page.
 */
export function toApiQuery(filters: ExpertFilters, pageSize: number): QueryParams {
  const query: QueryParams = { page: filters.page, pageSize };
  for (const key of MULTI_FILTER_KEYS) {
    if (filters[key].length > 0) query[key] = filters[key].join(',');
  }
  if (filters.search.trim()) query.search = filters.search.trim();
  if (filters.available) query.available = filters.available;
  if (filters.sort) query.sort = filters.sort;
  return query;
}

/**
 * Changes one multi-value filter; the page goes back to 1.
 */
export function withFilter(filters: ExpertFilters, key: MultiFilterKey, values: string[]): ExpertFilters {
  return { ...filters, [key]: [...new Set(values)], page: FIRST_PAGE };
}

/** Changes the free-text search; the page goes back to 1. */
export function withSearch(filters: ExpertFilters, search: string): ExpertFilters {
  return { ...filters, search: search.slice(0, MAX_SEARCH_LENGTH), page: FIRST_PAGE };
}

/** Changes the availability filter; the page goes back to 1. */
export function withAvailability(filters: ExpertFilters, available: ExpertAvailability): ExpertFilters {
  return { ...filters, available, page: FIRST_PAGE };
}

/** Changes the order; the page goes back to 1. */
export function withSort(filters: ExpertFilters, sort: ExpertSort): ExpertFilters {
  return { ...filters, sort, page: FIRST_PAGE };
}

/** Whether any filter or search is set (the page and the order do not count). */
export function hasActiveFilters(filters: ExpertFilters): boolean {
  return filters.search.trim() !== '' || filters.available !== '' || MULTI_FILTER_KEYS.some((key) => filters[key].length > 0);
}

/**
 * The number of filters set in the filter panel (each chosen reference entry, and the availability),
 * shown on the button that opens the panel on small screens; the free-text search and the order do not
 * count (they stay beside the results).
 */
export function activeFilterCount(filters: ExpertFilters): number {
  return (filters.available !== '' ? 1 : 0) + MULTI_FILTER_KEYS.reduce((sum, key) => sum + filters[key].length, 0);
}
