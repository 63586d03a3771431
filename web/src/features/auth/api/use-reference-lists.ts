/**
 * Reference lists of the sign-up form (docs/api.md `GET countries`, `GET languages`,
 * `GET nationalities`), in the interface language, one page of up to 1000 entries.
 *
 * @module features/auth/api/use-reference-lists
 */
import type { ListResponse } from '../../../lib/api-client';
import { useApi } from '../../../lib/fetcher';
import type { Country } from './sign-up-form';

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

const ALL = { page: 1, pageSize: 1000 };

/** `GET countries` (sorted by name). */
export function useCountries() {
  return useApi<ListResponse<Country>>('countries', ALL);
}

/** `GET languages`. */
export function useLanguages() {
  return useApi<ListResponse<LanguageEntry>>('languages', ALL);
}

/** `GET nationalities`. */
export function useNationalities() {
  return useApi<ListResponse<NationalityEntry>>('nationalities', ALL);
}
