import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  emptyFilters,
  hasActiveFilters,
  parseExpertFilters,
  parsePage,
  splitList,
  toApiQuery,
  toQueryString,
  withAvailability,
  withFilter,
  withSearch,
  withSort,
} from './expert-filters';

describe('expert search filters <-> URL', () => {
  it('parses comma-separated slugs, search and page', () => {
    const filters = parseExpertFilters(new URLSearchParams('specialization=ayurveda,homeopathy&languages=fr&search=%20sleep%20&page=3'));
    expect(filters).toEqual({
      specialization: ['ayurveda', 'homeopathy'],
      languages: ['fr'],
      disorders: [],
      objectives: [],
      keywords: [],
      search: 'sleep',
      available: '',
      sort: '',
      page: 3,
    });
  });

  it('keeps the availability filter and the order in the URL, ignoring unknown values', () => {
    const filters = parseExpertFilters(new URLSearchParams('available=week&sort=fee&page=2'));
    expect(filters).toMatchObject({ available: 'week', sort: 'fee', page: 2 });
    expect(toQueryString(filters)).toBe('available=week&sort=fee&page=2');
    expect(toApiQuery(filters, 12)).toEqual({ page: 2, pageSize: 12, available: 'week', sort: 'fee' });
    expect(parseExpertFilters(new URLSearchParams('available=month&sort=price'))).toMatchObject({ available: '', sort: '' });
    expect(withAvailability(filters, '')).toMatchObject({ available: '', sort: 'fee', page: 1 });
    expect(withSort(filters, 'next_available')).toMatchObject({ available: 'week', sort: 'next_available', page: 1 });
    expect(hasActiveFilters({ ...emptyFilters(), sort: 'fee' })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters(), available: 'week' })).toBe(true);
  });

  it('drops empty items, duplicates and malformed slugs', () => {
    expect(splitList(' a, ,b,a,, ')).toEqual(['a', 'b']);
    expect(splitList(null)).toEqual([]);
    expect(splitList('mental-health,Ayurveda,<script>,a--b,-x,ok-2')).toEqual(['mental-health', 'ok-2']);
  });

  it('caps the free-text search at 200 characters', () => {
    expect(parseExpertFilters(new URLSearchParams(`search=${'x'.repeat(300)}`)).search).toHaveLength(200);
  });

  it('pages start at 1; invalid pages fall back to 1', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('7')).toBe(7);
  });

  it('uses the optional path segment as search when the query has none', () => {
    expect(parseExpertFilters(new URLSearchParams(''), 'yoga').search).toBe('yoga');
    expect(parseExpertFilters(new URLSearchParams('search=reiki'), 'yoga').search).toBe('reiki');
  });

  it('writes readable query strings and round-trips', () => {
    const filters = { ...emptyFilters(), specialization: ['ayurveda', 'homeopathy'], disorders: ['insomnia'], search: 'sommeil léger', page: 2 };
    const qs = toQueryString(filters);
    expect(qs).toBe('specialization=ayurveda,homeopathy&disorders=insomnia&search=sommeil%20l%C3%A9ger&page=2');
    expect(parseExpertFilters(new URLSearchParams(qs))).toEqual(filters);
    expect(toQueryString(emptyFilters())).toBe('');
  });

  it('changing a filter or the search goes back to page 1', () => {
    const onPage3 = { ...emptyFilters(), page: 3 };
    expect(withFilter(onPage3, 'languages', ['en', 'en', 'fr'])).toMatchObject({ languages: ['en', 'fr'], page: 1 });
    expect(withSearch(onPage3, 'calm')).toMatchObject({ search: 'calm', page: 1 });
  });

  it('builds the consultants API query', () => {
    const filters = { ...emptyFilters(), objectives: ['stress', 'sleep'], page: 2 };
    expect(toApiQuery(filters, 12)).toEqual({ page: 2, pageSize: 12, objectives: 'stress,sleep' });
  });

  it('knows when a filter is active', () => {
    expect(hasActiveFilters(emptyFilters())).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters(), page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters(), keywords: ['calm'] })).toBe(true);
    expect(hasActiveFilters({ ...emptyFilters(), search: 'x' })).toBe(true);
  });
});

describe('activeFilterCount', () => {
  it('counts each chosen entry and the availability, not the search, the order or the page', () => {
    expect(activeFilterCount(emptyFilters())).toBe(0);
    expect(activeFilterCount({ ...emptyFilters(), search: 'yoga', sort: 'fee', page: 3 })).toBe(0);
    expect(activeFilterCount({ ...emptyFilters(), languages: ['fr', 'en'], specialization: ['ayurveda'], available: 'week' })).toBe(4);
  });
});
