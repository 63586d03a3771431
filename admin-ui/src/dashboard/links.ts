/**
 * Where the dashboard's figures lead: back-office lists opened with a filter (and a sort), in the form
 * react-admin's lists read from the address (`?filter={"status":"new"}&sort=start&order=ASC`).
 *
 * @module dashboard/links
 */
import { dayEndInstant, dayStartInstant } from '../common/dates';

/**
 * The path of a resource's list filtered by `filter` (and sorted by `sort`), below `basename`.
 *
 * @param basename - the back office's base path, e.g. `/admin`
 * @param resource - e.g. `bookings`
 * @param filter - the list's filter, as its inputs name it (`{ start_gte: '2026-03-09' }`)
 * @param sort - the field and direction to sort by, when not the list's default
 * @returns e.g. `/admin/bookings?filter=%7B%22status%22%3A%22confirmed%22%7D`
 */
export function listPath(basename: string, resource: string, filter: Record<string, unknown>, sort?: { field: string; order: 'ASC' | 'DESC' }): string {
  const params = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (sort) {
    params.set('sort', sort.field);
    params.set('order', sort.order);
  }
  return `${basename}/${resource}?${params.toString()}`;
}

/**
 * The calendar date `days` days after `date` (`YYYY-MM-DD`, no time zone involved).
 * @example addDays('2026-03-09', 6) === '2026-03-15'
 */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The bookings list filtered to the week starting on `weekStart` (`YYYY-MM-DD`, a Monday in the
 * admin's zone): appointments from that day's first instant to the last instant of the sixth day after,
 * in the admin's zone, in time order.
 */
export function weekBookingsPath(basename: string, weekStart: string): string {
  return listPath(basename, 'bookings', { start_gte: dayStartInstant(weekStart), start_lte: dayEndInstant(addDays(weekStart, 6)) }, { field: 'start', order: 'ASC' });
}
