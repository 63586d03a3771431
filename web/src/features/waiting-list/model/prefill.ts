/**
 * The waiting-list form's starting values from its URL (`/waiting-list?role=&specialization=&country=`,
 * e.g. the expert search's "join the waiting list" link carrying its specialization). A value of the
 * wrong shape is ignored (a hand-edited URL must not break the form); whether a slug or code is in the
 * reference lists is the server's check.
 *
 * @module features/waiting-list/model/prefill
 */

/** Who joins: a client looking for an expert, or a practitioner pre-registering. */
export type WaitingListRole = 'client' | 'consultant';

/** The prefilled part of the form. */
export interface WaitingListPrefill {
  /** `''` until chosen */
  role: WaitingListRole | '';
  /** specialization slug, `''` for none */
  specialization: string;
  /** ISO 3166 alpha-2 code (upper case), `''` for none */
  country: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Read the prefill from a query string.
 * @param search - `location.search` (with or without `?`); `specialization` may be a comma list (the
 *   expert search's form), the first valid slug is kept
 */
export function prefillFromQuery(search: string): WaitingListPrefill {
  const query = new URLSearchParams(search);
  const role = query.get('role');
  const specialization = (query.get('specialization') ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .find((slug) => SLUG.test(slug) && slug.length <= 120);
  const country = (query.get('country') ?? '').trim().toUpperCase();
  return {
    role: role === 'client' || role === 'consultant' ? role : '',
    specialization: specialization ?? '',
    country: /^[A-Z]{2}$/.test(country) ? country : '',
  };
}
