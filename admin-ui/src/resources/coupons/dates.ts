/**
 * Coupon validity bounds: the API takes UTC ISO 8601 instants (`InstantInput`: an offset or `Z` is
 * required, a local time would be read in the server's zone); admins see and type their own local
 * time in the browser's date-time input (`YYYY-MM-DDTHH:mm`).
 */

/**
 * The local date and time of a date-time input → the UTC instant (`2026-06-10T10:00` typed in Paris in
 * summer → `2026-06-10T08:00:00.000Z`); `null` for an empty input. An unreadable value is passed on
 * as typed, for the API to refuse on its field.
 *
 * @param local - the input's value, `YYYY-MM-DDTHH:mm` in the browser's time zone.
 */
export function localToInstant(local: string | null | undefined): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}
