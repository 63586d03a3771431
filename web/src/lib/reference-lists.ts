/**
 * Reference lists of the public catalogue (docs/api.md `GET countries`, `GET cities`, `GET languages`,
 * `GET nationalities`, `GET specializations`, `GET disorders`, `GET objectives`, `GET keywords`), read
 * from the client surface in the interface language, one page of up to {@link REFERENCE_LIST_PAGE_SIZE}
 * entries. Used by the sign-up form and the consultant's profile forms.
 *
 * @module lib/reference-lists
 */
import type { ListResponse } from './api-client';
import { useApi } from './fetcher';
import type { Country } from './person-form';

/** Largest page of a reference list (docs/api.md: reference lists are capped at 1000). */
export const REFERENCE_LIST_PAGE_SIZE = 1000;

/** A language of `GET languages`: `code` is ISO 639-1 (also its `slug`). */
export interface LanguageEntry {
  id: string;
  slug: string;
  code: string;
  name: string;
}

/** A nationality of `GET nationalities`. */
export interface NationalityEntry {
  id: string;
  slug: string;
  name: string;
  country_code: string;
}

/** A city of `GET cities`. */
export interface CityEntry {
  id: string;
  slug: string;
  name: string;
  country_code: string;
}

/** An entry of `GET specializations`, `disorders`, `objectives`, `keywords` (values are slugs). */
export interface ReferenceEntry {
  id: string;
  slug: string;
  name: string;
  description?: string;
}

/** The lists whose entries are `{ id, slug, name }` (specializations also have a description). */
export type SlugListName = 'specializations' | 'disorders' | 'objectives' | 'keywords';

const ALL = { page: 1, pageSize: REFERENCE_LIST_PAGE_SIZE };
const STABLE = { revalidateOnFocus: false };

/** `GET countries` (sorted by name). */
export function useCountries() {
  return useApi<ListResponse<Country>>('countries', ALL, STABLE);
}

/** `GET languages`. */
export function useLanguages() {
  return useApi<ListResponse<LanguageEntry>>('languages', ALL, STABLE);
}

/** `GET nationalities`. */
export function useNationalities() {
  return useApi<ListResponse<NationalityEntry>>('nationalities', ALL, STABLE);
}

/**
 * `GET cities?country=` of one country (sorted by name); skipped without a country.
 *
 * @param country - ISO 3166-1 alpha-2 code.
 */
export function useCities(country: string) {
  return useApi<ListResponse<CityEntry>>(country ? 'cities' : null, { ...ALL, country }, STABLE);
}

/** One of the slug lists (`specializations`, `disorders`, `objectives`, `keywords`). */
export function useSlugList(name: SlugListName) {
  return useApi<ListResponse<ReferenceEntry>>(name, ALL, STABLE);
}
