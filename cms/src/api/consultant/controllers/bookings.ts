/**
 * Consultant bookings, notes and dashboard (docs/api-bookings.md "Consultant side"; contract:
 * `contracts/bookings.ts`): thin controllers over the bookings service; the caller is the signed-in
 * consultant (`global::signed-in`). Another consultant's booking answers 404.
 */
import { consultantBookingRoutes as routes } from '../../../contracts/bookings';
import { ownProfile } from '../../../lib/consultant-profile';
import { accountOf, localeOf, readBody, readParams, readQuery, reply, type ApiContext } from '../../../lib/http';
import { listBody } from '../../../lib/pagination';
import { services } from '../../../lib/services';
import type { Actor } from '../../booking/services/bookings';

const bookings = () => services.bookings();

/**
 * The signed-in consultant as an {@link Actor}, with its profile row.
 * @throws ApiError 404 when the account has no consultant profile
 */
async function consultant(ctx: ApiContext) {
  const userId = accountOf(ctx).id;
  const profile = await ownProfile(userId, localeOf(ctx));
  const actor: Actor = { role: 'consultant', userId, profile };
  return { actor, profile };
}

export default {
  /** The consultant's bookings (`upcoming` or `past`), one page, with `notes_count`. */
  async list(ctx: ApiContext) {
    const query = readQuery(ctx, routes.list);
    const { actor } = await consultant(ctx);
    const { rows, total } = await bookings().list(actor, query.when, query.page, query.pageSize);
    reply(ctx, routes.list, 200, listBody(rows, query.page, query.pageSize, total));
  },

  /** Cancel one of the consultant's bookings before its change deadline. */
  async cancel(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.cancel, 'booking.notFound');
    const body = readBody(ctx, routes.cancel);
    const { actor } = await consultant(ctx);
    reply(ctx, routes.cancel, 200, { data: await bookings().cancel(actor, id, body.reason, localeOf(ctx)) });
  },

  /** Move one of the consultant's bookings to another of its free slots before the change deadline. */
  async reschedule(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.reschedule, 'booking.notFound');
    const body = readBody(ctx, routes.reschedule);
    const { actor } = await consultant(ctx);
    reply(ctx, routes.reschedule, 200, { data: await bookings().reschedule(actor, id, body.start, localeOf(ctx)) });
  },

  /** Record the direct payment of a pending booking. */
  async markPaid(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.markPaid, 'booking.notFound');
    readBody(ctx, routes.markPaid);
    const { actor } = await consultant(ctx);
    reply(ctx, routes.markPaid, 200, { data: await bookings().markPaid(actor, id, localeOf(ctx)) });
  },

  /** The notes of one of the consultant's bookings. */
  async bookingNotes(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.bookingNotes, 'booking.notFound');
    const { profile } = await consultant(ctx);
    reply(ctx, routes.bookingNotes, 200, { data: await bookings().notes(profile, { bookingDocumentId: id }, localeOf(ctx)) });
  },

  /** Add a note to one of the consultant's bookings. */
  async addNote(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.addNote, 'booking.notFound');
    const body = readBody(ctx, routes.addNote);
    const { profile } = await consultant(ctx);
    reply(ctx, routes.addNote, 201, { data: await bookings().addNote(profile, id, body.text, localeOf(ctx)) });
  },

  /** The consultant's notes, of one client with `clientId`. */
  async notes(ctx: ApiContext) {
    const query = readQuery(ctx, routes.notes);
    const { profile } = await consultant(ctx);
    reply(ctx, routes.notes, 200, { data: await bookings().notes(profile, { clientDocumentId: query.clientId }, localeOf(ctx)) });
  },

  /** The dashboard figures. */
  async dashboard(ctx: ApiContext) {
    const { profile } = await consultant(ctx);
    reply(ctx, routes.dashboard, 200, { data: await bookings().dashboard(profile) });
  },
};
