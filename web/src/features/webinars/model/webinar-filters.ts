/**
 * The filters of the public webinar list (`/webinars`), kept in the address's query string so that a
 * filtered list can be shared and survives a reload: specialization and language (reference-list
 * slugs), a date range (`from`/`to`, calendar days `YYYY-MM-DD`), free only, and the page (1-based).
 *
 * @module features/webinars/model/webinar-filters
 */
import type { QueryParams } from '../../../lib/api-client';
import { FIRST_PAGE, WEBINARS_PAGE_SIZE } from '../../../config/constants';

/** The list's filters. Empty strings mean "any". */
export interface WebinarFilters {
  specialization: string;
  language: string;
  /** first day, `YYYY-MM-DD` */
  from: string;
  /** last day, `YYYY-MM-DD` */
  to: string;
  free: boolean;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The filters of a query string; anything malformed is ignored. */
export function parseWebinarFilters(params: URLSearchParams): WebinarFilters {
  const text = (name: string, rule: RegExp) => {
    const value = params.get(name) ?? '';
    return rule.test(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    specialization: text('specialization', SLUG),
    language: text('language', SLUG),
    from: text('from', DAY),
    to: text('to', DAY),
    free: params.get('free') === 'true',
    page: Number.isInteger(page) && page > FIRST_PAGE ? page : FIRST_PAGE,
  };
}

/** The query string of the filters (defaults left out), without `?`. */
export function webinarFiltersQuery(filters: WebinarFilters): string {
  const query = new URLSearchParams();
  if (filters.specialization) query.set('specialization', filters.specialization);
  if (filters.language) query.set('language', filters.language);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.free) query.set('free', 'true');
  if (filters.page > FIRST_PAGE) query.set('page', String(filters.page));
  return query.toString();
}

/**
 * The API query of the filters (`GET webinars`). Unset filters are left out of the object itself, so that
 * the unfiltered first page's key is the one the server embeds in the page (`config/routes` `initialData`).
 */
export function webinarApiQuery(filters: WebinarFilters): QueryParams {
  return {
    page: filters.page,
    pageSize: WEBINARS_PAGE_SIZE,
    ...(filters.specialization ? { specialization: filters.specialization } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.free ? { free: 'true' } : {}),
  };
}

/** Whether any filter is set (the page aside). */
export function hasWebinarFilters(filters: WebinarFilters): boolean {
  return Boolean(filters.specialization || filters.language || filters.from || filters.to || filters.free);
}
