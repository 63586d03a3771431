/**
 * The date range of the audit log's filters (`createdAt_gte`, `createdAt_lte`: contracts/admin-people
 * `DateBound`): the admin picks calendar days in its own time zone, sent as the UTC instants where they
 * begin and end (a bare date would be read as a UTC day).
 */

/** `YYYY-MM-DD` → its parts, or `null`. */
function dayParts(value: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? [Number(match[1]), Number(match[2]) - 1, Number(match[3])] : null;
}

/**
 * The first instant of a day in the admin's zone, as UTC ISO 8601 (`2026-03-12` in Paris →
 * `2026-03-11T23:00:00.000Z`); `''` (no bound) for an empty or unreadable value.
 */
export function startOfLocalDay(value: string | null | undefined): string {
  const parts = value ? dayParts(value) : null;
  return parts ? new Date(parts[0], parts[1], parts[2]).toISOString() : '';
}

/**
 * The last instant (millisecond) of a day in the admin's zone, as UTC ISO 8601 (`2026-03-12` in Paris →
 * `2026-03-12T22:59:59.999Z`); `''` (no bound) for an empty or unreadable value.
 */
export function endOfLocalDay(value: string | null | undefined): string {
  const parts = value ? dayParts(value) : null;
  return parts ? new Date(new Date(parts[0], parts[1], parts[2] + 1).getTime() - 1).toISOString() : '';
}
