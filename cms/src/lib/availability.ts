/**
 * The next free time slot of many consultants at once (spec §2 `/our-experts`: expert cards show
 * the next free slot; the list filters on "free this week" and sorts by next availability).
 *
 * The slot rules are the booking engine's (lib/slots, docs/api-bookings.md "Time slots"): weekly
 * timings − days off − active bookings − live slot holds, cut by the session duration, from now +
 * minimum notice to now + horizon. What differs is the reading: one statement per table for the whole set of
 * consultants (a page of cards, or every consultant matching a search) instead of one consultant's
 * rows, and the zone arithmetic is memoized for the whole process (lib/slots `ZoneCalendar`).
 */
import type { Knex } from 'knex';
import type { UID } from '@strapi/strapi';
import { BOOKING, CONSULTANT_DAY_OFF as DAY_OFF, CONSULTANT_PROFILE, CONSULTANT_TIMING as TIMING, modelMeta } from './content-types';
import { bookingSettings } from './booking-settings';
import { CELL_MINUTES, firstFreeSlot, type Interval, type WeeklyWindow } from './slots';
import { clock } from '../contracts/clock';
import { addReadTags, answerValidUntil } from './public-cache/reads';
import { CELLS, HOLDS_TAG } from './booking/held-cells';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What the slot engine needs of one consultant. */
export interface AvailabilityInputs {
  windows: WeeklyWindow[];
  /** Local dates `YYYY-MM-DD` in the consultant's zone. */
  daysOff: string[];
  busy: Interval[];
}

/** A consultant row as read by the expert search: row id, IANA zone, session length in minutes. */
export interface AvailabilityOwner {
  id: number;
  time_zone: string | null;
  session_duration: number | null;
}

/** Consultant row ids: a list, or a sub-query selecting them (for a whole result set). */
export type OwnerIds = number[] | Knex.QueryBuilder;

interface ManyToOne {
  table: string;
  linkTable: string;
  ownerColumn: string;
  rowColumn: string;
  column: (attribute: string) => string;
}

/** Table and link-table names of a content type's `consultant` relation, from Strapi's metadata. */
function consultantLink(uid: UID.Schema): ManyToOne {
  const meta = modelMeta(uid);
  const joinTable = meta.attributes.consultant!.joinTable!;
  return {
    table: meta.tableName,
    linkTable: joinTable.name,
    rowColumn: joinTable.joinColumn.name,
    ownerColumn: joinTable.inverseJoinColumn.name,
    column: (attribute: string) => meta.attributes[attribute]?.columnName ?? attribute,
  };
}

/** `YYYY-MM-DD` of a stored date (text on both databases; a Date when a driver parses it). */
function isoDate(value: unknown): string {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value).slice(0, 10);
}

/** A stored datetime (Date, ISO text or epoch ms, depending on the database) → epoch ms. */
const epoch = (value: unknown): number => (value instanceof Date ? value.getTime() : new Date(value as string | number).getTime());

const MINUTE = 60_000;

/**
 * Weekly timings, days off, active bookings and live slot holds of the consultants, read in four
 * statements (one per table, whatever the number of consultants). A held slot counts as busy (a visitor
 * is signing up to book it); an answer built from holds is tagged {@link HOLDS_TAG} and stays valid until
 * the first of them expires.
 * @param owners - consultant row ids, or a sub-query selecting them
 * @param range - UTC instants: days off and bookings are read for [from − 1 day, to + 1 day)
 * @returns consultant row id → inputs; consultants without any weekly timing are left out (never free)
 */
export async function availabilityInputs(owners: OwnerIds, range: { from: Date; to: Date }): Promise<Map<number, AvailabilityInputs>> {
  const result = new Map<number, AvailabilityInputs>();
  if (Array.isArray(owners) && owners.length === 0) return result;
  const knex: Knex = strapi.db.connection;
  const timing = consultantLink(TIMING);
  const windows: { owner: unknown; weekday: unknown; start_minute: unknown; end_minute: unknown }[] = await knex(timing.linkTable)
    .join(timing.table, `${timing.table}.id`, `${timing.linkTable}.${timing.rowColumn}`)
    .whereIn(`${timing.linkTable}.${timing.ownerColumn}`, owners)
    .select(
      `${timing.linkTable}.${timing.ownerColumn} as owner`,
      `${timing.table}.${timing.column('weekday')} as weekday`,
      `${timing.table}.${timing.column('start_minute')} as start_minute`,
      `${timing.table}.${timing.column('end_minute')} as end_minute`,
    );
  for (const row of windows) {
    const owner = Number(row.owner);
    const inputs = result.get(owner) ?? { windows: [], daysOff: [], busy: [] };
    inputs.windows.push({ weekday: Number(row.weekday), start_minute: Number(row.start_minute), end_minute: Number(row.end_minute) });
    result.set(owner, inputs);
  }
  if (result.size === 0) return result;
  // Only the consultants with timings can have a free slot: the other two reads are limited to them.
  const withTimings = [...result.keys()];
  const from = new Date(range.from.getTime() - DAY);
  const to = new Date(range.to.getTime() + DAY);
  const dayOff = consultantLink(DAY_OFF);
  const booking = consultantLink(BOOKING);
  const dateColumn = `${dayOff.table}.${dayOff.column('date')}`;
  const startColumn = `${booking.table}.${booking.column('start')}`;
  const endColumn = `${booking.table}.${booking.column('end')}`;
  const profiles = modelMeta(CONSULTANT_PROFILE).tableName;
  const now = clock.ms();
  addReadTags(HOLDS_TAG);
  const [daysOff, busy, held] = await Promise.all([
    knex(dayOff.linkTable)
      .join(dayOff.table, `${dayOff.table}.id`, `${dayOff.linkTable}.${dayOff.rowColumn}`)
      .whereIn(`${dayOff.linkTable}.${dayOff.ownerColumn}`, withTimings.length <= 500 ? withTimings : owners)
      .where(dateColumn, '>=', isoDate(from.toISOString()))
      .where(dateColumn, '<=', isoDate(to.toISOString()))
      .select(`${dayOff.linkTable}.${dayOff.ownerColumn} as owner`, `${dateColumn} as date`),
    knex(booking.linkTable)
      .join(booking.table, `${booking.table}.id`, `${booking.linkTable}.${booking.rowColumn}`)
      .whereIn(`${booking.linkTable}.${booking.ownerColumn}`, withTimings.length <= 500 ? withTimings : owners)
      .where(`${booking.table}.${booking.column('status')}`, 'confirmed')
      .where(startColumn, '<', to)
      .where(endColumn, '>', from)
      .select(`${booking.linkTable}.${booking.ownerColumn} as owner`, `${startColumn} as start`, `${endColumn} as end`),
    knex(CELLS)
      .join(profiles, `${profiles}.document_id`, `${CELLS}.consultant_document_id`)
      .whereIn(`${profiles}.id`, withTimings.length <= 500 ? withTimings : owners)
      .where(`${CELLS}.expires_at`, '>', now)
      .where(`${CELLS}.cell_start`, '>=', Math.floor(from.getTime() / MINUTE) - CELL_MINUTES)
      .where(`${CELLS}.cell_start`, '<', Math.ceil(to.getTime() / MINUTE))
      .select(`${profiles}.id as owner`, `${CELLS}.cell_start as cell`, `${CELLS}.expires_at as expires`),
  ]);
  for (const row of daysOff as { owner: unknown; date: unknown }[]) result.get(Number(row.owner))?.daysOff.push(isoDate(row.date));
  for (const row of busy as { owner: unknown; start: unknown; end: unknown }[]) result.get(Number(row.owner))?.busy.push({ start: new Date(epoch(row.start)), end: new Date(epoch(row.end)) });
  let firstExpiry = Number.POSITIVE_INFINITY;
  for (const row of held as { owner: unknown; cell: unknown; expires: unknown }[]) {
    const start = Number(row.cell) * MINUTE;
    result.get(Number(row.owner))?.busy.push({ start: new Date(start), end: new Date(start + CELL_MINUTES * MINUTE) });
    firstExpiry = Math.min(firstExpiry, Number(row.expires));
  }
  // A cached answer leaving out held slots is stale once the first hold expires.
  if (Number.isFinite(firstExpiry)) answerValidUntil(firstExpiry);
  return result;
}

/**
 * The start of the next free slot of each consultant, from now (plus the minimum notice) to `until`
 * (at most now + the booking horizon).
 * @param owners - consultant rows (id, zone, session duration)
 * @param options.until - latest start looked at, UTC (default now + horizon)
 * @param options.ids - how to select the owners' timings: their ids (default) or a sub-query (for a large set)
 * @returns consultant row id → UTC instant of the next free slot start, or `null` (none, no timings,
 *   no zone or no session duration)
 */
export async function nextFreeSlotStarts(owners: AvailabilityOwner[], options: { until?: Date; ids?: OwnerIds } = {}): Promise<Map<number, Date | null>> {
  const settings = bookingSettings();
  const now = clock.ms();
  const horizon = new Date(now + settings.horizonDays * DAY);
  const until = options.until && options.until < horizon ? options.until : horizon;
  const from = new Date(now);
  const next = new Map<number, Date | null>(owners.map((owner) => [owner.id, null]));
  const bookable = owners.filter((owner) => owner.time_zone && owner.session_duration);
  if (bookable.length === 0) return next;
  const inputs = await availabilityInputs(options.ids ?? bookable.map((owner) => owner.id), { from, to: until });
  const earliest = new Date(now + settings.minNoticeHours * HOUR);
  for (const owner of bookable) {
    const mine = inputs.get(owner.id);
    if (!mine) continue;
    try {
      const slot = firstFreeSlot({
        timeZone: owner.time_zone!,
        windows: mine.windows,
        daysOff: mine.daysOff,
        busy: mine.busy,
        durationMinutes: owner.session_duration!,
        from,
        to: new Date(until.getTime() + 1),
        earliest,
        latest: until,
      });
      next.set(owner.id, slot?.start ?? null);
      // A cached answer showing this slot is stale once it passes the minimum notice.
      if (slot) answerValidUntil(slot.start.getTime() - settings.minNoticeHours * HOUR);
    } catch (error) {
      // A zone the engine does not know: the consultant cannot be booked either (no slot).
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return next;
}
