/** Reading the actor's bookings (docs/api-bookings.md): one by documentId or link token, or a page of them. */
import { BOOKING, NOTE } from '../content-types';
import { notFound } from '../http-errors';
import { t, type Locale } from '../messages';
import { BOOKING_VIEW_POPULATE, loadBooking, ownedBy, type Actor, type BookingRow, type NoteRow } from './rows';
import { fullViewOf, viewsOf, type BookingView } from './view';
import { clock } from '../../contracts/clock';

/** One booking row of the actor by documentId, with its relations. @throws ApiError 404 `booking.notFound` */
export async function ownBooking(actor: Actor, documentId: string, locale: Locale): Promise<BookingRow> {
  const row = await loadBooking({ documentId, ...ownedBy(actor) });
  if (!row) throw notFound(t(locale, 'booking.notFound'));
  return row;
}

/** The client's booking by its link token. @throws ApiError 404 for anyone else */
export async function bookingByToken(actor: Actor, token: string, locale: Locale): Promise<BookingView> {
  const row = await loadBooking({ token, ...ownedBy(actor) });
  if (!row) throw notFound(t(locale, 'booking.notFound'));
  return fullViewOf(row, actor);
}

/**
 * The actor's bookings: `upcoming` (confirmed, not ended; soonest first) or `past` (ended or
 * cancelled; latest first), one page (`page` from 1). Consultants also get each booking's `notes_count`.
 * @returns `rows` of the page and the `total` count
 */
export async function listBookings(actor: Actor, when: 'upcoming' | 'past', page: number, pageSize: number): Promise<{ rows: BookingView[]; total: number }> {
  const now = clock.now();
  const where = when === 'upcoming' ? { ...ownedBy(actor), status: 'confirmed', end: { $gt: now } } : { ...ownedBy(actor), $or: [{ status: 'cancelled' }, { end: { $lte: now } }] };
  const [rows, total]: [BookingRow[], number] = await Promise.all([
    strapi.db.query(BOOKING).findMany({
      where,
      populate: BOOKING_VIEW_POPULATE,
      orderBy: { start: when === 'upcoming' ? 'asc' : 'desc' },
      offset: (page - 1) * pageSize,
      limit: pageSize,
    }),
    strapi.db.query(BOOKING).count({ where }),
  ]);
  const views = await viewsOf(rows, actor);
  if (actor.role === 'consultant' && views.length) {
    const notes: NoteRow[] = await strapi.db.query(NOTE).findMany({ where: { booking: { documentId: { $in: views.map((view) => view.id) } } }, populate: { booking: { select: ['documentId'] } } });
    for (const view of views) view.notes_count = notes.filter((note) => note.booking?.documentId === view.id).length;
  }
  return { rows: views, total };
}
