/** The consultant dashboard figures (spec §2 "Dashboard content"). */
import { DateTime } from 'luxon';
import { BOOKING, HEALTH_ASSESSMENT, type Row } from '../content-types';
import { consultantNotes } from './notes';
import { BOOKING_POPULATE, consultantActor, instant, type BookingRow, type ConsultantRow } from './rows';
import { viewsOf } from './view';
import { clock } from '../../contracts/clock';

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
  const now = DateTime.now().setZone(zone);
  const mine = { consultant: { id: consultant.id } };
  const upcomingWhere = { ...mine, status: 'confirmed', end: { $gt: now.toJSDate() } };
  const find = (where: Record<string, unknown>, limit = 50): Promise<BookingRow[]> => strapi.db.query(BOOKING).findMany({ where, populate: BOOKING_POPULATE, orderBy: { start: 'asc' }, limit });
  const [upcoming, today, week, upcomingCount, pastCount, clientRows, recentNotes] = await Promise.all([
    find(upcomingWhere, 1),
    find({ ...mine, status: 'confirmed', start: { $gte: now.startOf('day').toJSDate(), $lt: now.endOf('day').toJSDate() } }),
    find({ ...upcomingWhere, start: { $lt: now.plus({ days: 7 }).toJSDate() } }),
    strapi.db.query(BOOKING).count({ where: upcomingWhere }),
    strapi.db.query(BOOKING).count({ where: { ...mine, status: 'confirmed', end: { $lte: now.toJSDate() } } }),
    strapi.db.query(BOOKING).findMany({ where: { ...mine, status: 'confirmed' }, populate: { client: true }, orderBy: { start: 'asc' } }) as Promise<BookingRow[]>,
    consultantNotes(consultant, {}, 'fr', 5),
  ]);
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
    ? await strapi.db.query(HEALTH_ASSESSMENT).findMany({ where: { client: { id: { $in: withNextBooking } }, completed_at: { $notNull: true } }, populate: { client: { select: ['id'] } } })
    : [];
  const toRead: AssessmentToRead[] = [];
  for (const assessment of assessments) {
    const id = Number(assessment.client?.id);
    const client = clients.get(id);
    if (!client) continue;
    toRead.push({ client: { id: client.documentId, display_name: client.display_name ?? '' }, completed_at: instant(assessment.completed_at).toISOString(), next_booking_start: nextStart.get(id)! });
  }
  const [nextViews, todayViews, weekViews] = await Promise.all([viewsOf(upcoming, actor), viewsOf(today, actor), viewsOf(week, actor)]);
  return {
    next_booking: nextViews[0] ?? null,
    today: todayViews,
    week: weekViews,
    total_clients: clients.size,
    upcoming_count: upcomingCount,
    past_count: pastCount,
    health_assessments_to_read: toRead.sort((a, b) => a.next_booking_start.localeCompare(b.next_booking_start)),
    recent_notes: recentNotes,
  };
}
