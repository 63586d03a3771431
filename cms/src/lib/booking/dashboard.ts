/** The consultant dashboard figures (spec §2 "Dashboard content"). */
import { DateTime } from 'luxon';
import { BOOKING, HEALTH_ASSESSMENT, type Row } from '../content-types';
import { consultantNotes } from './notes';
import { BOOKING_VIEW_POPULATE, consultantActor, instant, type BookingRow, type ConsultantRow } from './rows';
import { viewsOf } from './view';
import { clock } from '../../contracts/clock';

/** At most this many bookings in each of the dashboard's lists (today's, the week's). */
const LIST_LIMIT = 50;

/** A health assessment the consultant should read before a coming booking. */
interface AssessmentToRead {
  client: { id: string; display_name: string };
  /** UTC ISO. */
  completed_at: string;
  /** UTC ISO start of the client's next booking with the consultant. */
  next_booking_start: string;
}

/**
 * The consultant's dashboard: next booking, today's and this week's bookings, counts, clients whose
 * completed health assessment precedes a coming booking, and the 5 latest notes. Days are the
 * consultant's local days (their IANA `time_zone`, UTC when unset).
 */
export async function consultantDashboard(consultant: ConsultantRow) {
  const actor = consultantActor(consultant);
  const zone = consultant.time_zone || 'UTC';
  const now = DateTime.fromMillis(clock.ms()).setZone(zone);
  const mine = { consultant: { id: consultant.id } };
  const upcomingWhere = { ...mine, status: 'confirmed', end: { $gt: now.toJSDate() } };
  const dayStart = now.startOf('day').toMillis();
  const dayEnd = now.endOf('day').toMillis();
  const weekEnd = now.plus({ days: 7 }).toMillis();
  const find = (where: Record<string, unknown>, limit: number): Promise<BookingRow[]> =>
    strapi.db.query(BOOKING).findMany({ where, populate: BOOKING_VIEW_POPULATE, orderBy: [{ start: 'asc' }, { id: 'asc' }], limit });
  // Today's and the coming week's bookings in one read (today's come first in start order).
  const window = { ...mine, status: 'confirmed', $or: [{ start: { $gte: new Date(dayStart), $lt: new Date(dayEnd) } }, { end: { $gt: now.toJSDate() }, start: { $lt: new Date(weekEnd) } }] };
  const [shown, upcomingCount, pastCount, clientRows, recentNotes] = await Promise.all([
    find(window, 2 * LIST_LIMIT),
    strapi.db.query(BOOKING).count({ where: upcomingWhere }),
    strapi.db.query(BOOKING).count({ where: { ...mine, status: 'confirmed', end: { $lte: now.toJSDate() } } }),
    strapi.db.query(BOOKING).findMany({
      select: ['id', 'start', 'end'],
      where: { ...mine, status: 'confirmed' },
      populate: { client: { select: ['id', 'documentId', 'display_name'] } },
      orderBy: [{ start: 'asc' }, { id: 'asc' }],
    }) as Promise<BookingRow[]>,
    consultantNotes(consultant, {}, 'fr', 5),
  ]);
  const at = (row: BookingRow) => ({ start: instant(row.start).getTime(), end: instant(row.end).getTime() });
  const today = shown.filter((row) => at(row).start >= dayStart && at(row).start < dayEnd).slice(0, LIST_LIMIT);
  const week = shown.filter((row) => at(row).end > now.toMillis() && at(row).start < weekEnd).slice(0, LIST_LIMIT);
  // The next booking is the week's first, else (none this week) the first one after it.
  const upcoming = week.length ? week.slice(0, 1) : upcomingCount > 0 ? await find(upcomingWhere, 1) : [];
  const clients = new Map<number, NonNullable<BookingRow['client']>>();
  const nextStart = new Map<number, string>();
  for (const row of clientRows) {
    if (!row.client) continue;
    const id = Number(row.client.id);
    clients.set(id, row.client);
    if (!nextStart.has(id) && instant(row.end).getTime() > clock.ms()) nextStart.set(id, instant(row.start).toISOString());
  }
  const withNextBooking = [...clients.keys()].filter((id) => nextStart.has(id));
  const assessments: Row<typeof HEALTH_ASSESSMENT>[] = withNextBooking.length
    ? await strapi.db.query(HEALTH_ASSESSMENT).findMany({
        // Not the (encrypted) answers: only when it was completed, and whose it is.
        select: ['id', 'completed_at'],
        where: { client: { id: { $in: withNextBooking } }, completed_at: { $notNull: true } },
        populate: { client: { select: ['id'] } },
      })
    : [];
  const toRead: AssessmentToRead[] = [];
  for (const assessment of assessments) {
    const id = Number(assessment.client?.id);
    const client = clients.get(id);
    if (!client) continue;
    toRead.push({ client: { id: client.documentId, display_name: client.display_name ?? '' }, completed_at: instant(assessment.completed_at).toISOString(), next_booking_start: nextStart.get(id)! });
  }
  // One view per booking (the room visits of all of them in one read), shared by the three lists.
  const views = new Map((await viewsOf([...new Map([...upcoming, ...today, ...week].map((row) => [row.id, row])).values()], actor)).map((view) => [view.id, view]));
  const viewsOfRows = (rows: BookingRow[]) => rows.map((row) => views.get(row.documentId)!);
  return {
    next_booking: viewsOfRows(upcoming)[0] ?? null,
    today: viewsOfRows(today),
    week: viewsOfRows(week),
    total_clients: clients.size,
    upcoming_count: upcomingCount,
    past_count: pastCount,
    health_assessments_to_read: toRead.sort((a, b) => a.next_booking_start.localeCompare(b.next_booking_start)),
    recent_notes: recentNotes,
  };
}
