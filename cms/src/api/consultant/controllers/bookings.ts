/**
 * Consultant bookings, notes and dashboard (issue 5 §5, §6; docs/api-bookings.md "Consultant side"):
 * thin controllers over `api::booking.bookings`; the caller is `ctx.state.account`.
 */
import { ownProfile } from '../../../lib/consultant-profile';
import type { Locale } from '../../../lib/messages';
import { listBody } from '../../../lib/pagination';
import { requestBody, validate, z } from '../../../lib/validation';
import { queryParams } from '../../../lib/query-params';
import type { Actor } from '../../booking/services/bookings';
import { instantField, listQuery } from '../../client/controllers/bookings';

/** Query parameters of the notes list, declared on its route. */
export const notesQuery = { clientId: z.string().min(1).max(64).optional() };

const bookings = () => strapi.service('api::booking.bookings') as any;
const locale = (ctx: any): Locale => ctx.state.locale;

async function consultant(ctx: any): Promise<{ actor: Actor; profile: any }> {
  const profile = await ownProfile(ctx.state.account.id, locale(ctx));
  return { actor: { role: 'consultant', userId: ctx.state.account.id, profile }, profile };
}

export default {
  /** GET /api/consultant/bookings?when=upcoming|past. */
  async list(ctx: any) {
    const query = queryParams(ctx, listQuery);
    const { actor } = await consultant(ctx);
    const { rows, total } = await bookings().list(actor, query.when, query.page, query.pageSize);
    ctx.body = listBody(rows, query.page, query.pageSize, total);
  },

  async cancel(ctx: any) {
    const body = validate(z.object({ reason: z.string().trim().max(1000).optional() }), requestBody(ctx), locale(ctx));
    const { actor } = await consultant(ctx);
    ctx.body = { data: await bookings().cancel(actor, String(ctx.params.id), body.reason, locale(ctx)) };
  },

  async reschedule(ctx: any) {
    const body = validate(z.object({ start: instantField }), requestBody(ctx), locale(ctx));
    const { actor } = await consultant(ctx);
    ctx.body = { data: await bookings().reschedule(actor, String(ctx.params.id), body.start, locale(ctx)) };
  },

  /** POST /api/consultant/bookings/:id/mark-paid (direct payment received). */
  async markPaid(ctx: any) {
    const { actor } = await consultant(ctx);
    ctx.body = { data: await bookings().markPaid(actor, String(ctx.params.id), locale(ctx)) };
  },

  /** GET /api/consultant/bookings/:id/notes. */
  async bookingNotes(ctx: any) {
    const { profile } = await consultant(ctx);
    ctx.body = { data: await bookings().notes(profile, { bookingDocumentId: String(ctx.params.id) }, locale(ctx)) };
  },

  /** POST /api/consultant/bookings/:id/notes `{ text }`. */
  async addNote(ctx: any) {
    const body = validate(z.object({ text: z.string().trim().min(1).max(10000) }), requestBody(ctx), locale(ctx));
    const { profile } = await consultant(ctx);
    ctx.status = 201;
    ctx.body = { data: await bookings().addNote(profile, String(ctx.params.id), body.text, locale(ctx)) };
  },

  /** GET /api/consultant/notes?clientId=. */
  async notes(ctx: any) {
    const query = queryParams(ctx, notesQuery);
    const { profile } = await consultant(ctx);
    ctx.body = { data: await bookings().notes(profile, { clientDocumentId: query.clientId }, locale(ctx)) };
  },

  /** GET /api/consultant/dashboard. */
  async dashboard(ctx: any) {
    const { profile } = await consultant(ctx);
    ctx.body = { data: await bookings().dashboard(profile) };
  },
};
