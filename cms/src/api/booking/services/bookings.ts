/**
 * Bookings (issue 5 §2–§6; docs/api-bookings.md): free time slots, price quotes with coupons and the
 * free first consultation, booking without double booking, cancel and reschedule within the notice
 * window, the booking views of both sides, notes and the consultant dashboard.
 *
 * No double booking, by construction: inside the booking's transaction every active booking claims
 * its 5-minute cells in `booking_time_cells`, whose primary key (consultant, cell) the database
 * enforces (database/migrations). Two overlapping bookings of one consultant cannot both commit,
 * whatever their durations; the loser answers 409. Cancelling deletes the cells, which frees the slot.
 */
import crypto from 'node:crypto';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import type { Booking } from '../../../contracts/bookings';
import { ApiError, notFound } from '../../../lib/http-errors';
import { t, type Locale, type MessageKey } from '../../../lib/messages';
import { PROFILE, TIMING, DAY_OFF } from '../../../lib/consultant-profile';
import { CLIENT } from '../../../lib/client-profile';
import { bookingSettings } from '../../../lib/booking-settings';
import { cellsOf, freeSlots, type Interval } from '../../../lib/slots';
import { toMedia, type Media } from '../../../lib/localized-content';
import { paymentProvider } from '../../../lib/payments';
import { isUniqueViolation } from '../../../lib/idempotency';
import { ASSESSMENT } from '../../client/services/forms';

export const BOOKING = 'api::booking.booking';
export const COUPON = 'api::coupon.coupon';
export const NOTE = 'api::session-note.session-note';
const CELLS = 'booking_time_cells';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Who acts on a booking. */
export interface Actor {
  role: 'client' | 'consultant' | 'admin';
  /** users-permissions user id. */
  userId: number;
  /** The client or consultant profile row of the user (none for admins). */
  profile?: { id: number; documentId: string };
}

/** A booking as both sides see it: the `Booking` schema of `contracts/bookings` (instants UTC ISO, money in minor units). */
export type BookingView = z.input<typeof Booking>;

/** A price quote: amounts in minor units of `currency`. */
export interface Quote {
  list_fee_minor: number;
  discount_minor: number;
  fee_minor: number;
  currency: string;
  free_first_consultation: boolean;
  coupon: any | null;
}

const BOOKING_POPULATE = { consultant: { populate: { photo: true } }, client: true, coupon: true } as const;

/** A stored datetime (Date, ISO string or epoch ms, depending on the database) → Date. */
export const instant = (value: unknown): Date => (value instanceof Date ? value : new Date(value as string | number));
const iso = (value: unknown): string | null => (value === null || value === undefined ? null : instant(value).toISOString());

const conflict = (locale: Locale, name: string, key: MessageKey, params: Record<string, string | number> = {}, details?: Record<string, unknown>) =>
  new ApiError(409, name, t(locale, key, params), details);

/** The consultant's fee and rules, or 404 when not approved, active and in the shop window. */
async function bookableConsultant(documentId: string, locale: Locale): Promise<any> {
  const row = await strapi.db.query(PROFILE).findOne({
    where: { documentId, approval_status: 'approved', active_status: true, deletedAt: { $null: true } },
    populate: { user: true, photo: true },
  });
  if (!row) throw notFound(t(locale, 'booking.consultantUnavailable'));
  return row;
}

/** Active bookings of a consultant overlapping [from, to) (optionally without one booking). */
async function busyOf(consultantId: number, from: Date, to: Date, exceptBookingId?: number): Promise<Interval[]> {
  const rows = await strapi.db.query(BOOKING).findMany({
    where: {
      consultant: { id: consultantId },
      status: 'confirmed',
      start: { $lt: to },
      end: { $gt: from },
      ...(exceptBookingId ? { id: { $ne: exceptBookingId } } : {}),
    },
  });
  return rows.map((row: any) => ({ start: instant(row.start), end: instant(row.end) }));
}

/** Free slots of the consultant row in [from, to) with the current settings. */
async function slotsOf(consultant: any, from: Date, to: Date, exceptBookingId?: number): Promise<Interval[]> {
  const settings = bookingSettings();
  const now = Date.now();
  const [windows, daysOff, busy] = await Promise.all([
    strapi.db.query(TIMING).findMany({ where: { consultant: { id: consultant.id } } }),
    strapi.db.query(DAY_OFF).findMany({ where: { consultant: { id: consultant.id } } }),
    busyOf(consultant.id, new Date(from.getTime() - DAY), new Date(to.getTime() + DAY), exceptBookingId),
  ]);
  if (!consultant.time_zone || !consultant.session_duration) return [];
  return freeSlots({
    timeZone: consultant.time_zone,
    windows,
    daysOff: daysOff.map((row: any) => String(row.date).slice(0, 10)),
    busy,
    durationMinutes: consultant.session_duration,
    from,
    to,
    earliest: new Date(now + settings.minNoticeHours * HOUR),
    latest: new Date(now + settings.horizonDays * DAY),
  });
}

/** Is `start` (UTC) one of the consultant's free slot starts? */
async function isFreeSlot(consultant: any, start: Date, exceptBookingId?: number): Promise<boolean> {
  const slots = await slotsOf(consultant, start, new Date(start.getTime() + 1), exceptBookingId);
  return slots.some((slot) => slot.start.getTime() === start.getTime());
}

/** Insert the cells of a booking, inside the transaction `trx`. @throws the database's unique violation */
async function claimCells(trx: any, consultantDocumentId: string, bookingDocumentId: string, interval: Interval) {
  const rows = cellsOf(interval).map((cell) => ({ consultant_document_id: consultantDocumentId, cell_start: cell, booking_document_id: bookingDocumentId }));
  await strapi.db.connection(CELLS).transacting(trx).insert(rows);
}

async function releaseCells(trx: any, bookingDocumentId: string) {
  await strapi.db.connection(CELLS).transacting(trx).where({ booking_document_id: bookingDocumentId }).delete();
}

/** The booking row with its relations. */
async function loadBooking(where: Record<string, unknown>): Promise<any> {
  return strapi.db.query(BOOKING).findOne({ where, populate: BOOKING_POPULATE as any });
}

/** Row → {@link BookingView} for `viewer` (whose `can_change` it computes). */
export function viewOf(row: any, viewer: Actor | null): BookingView {
  const settings = bookingSettings();
  const start = instant(row.start);
  const deadline = new Date(start.getTime() - settings.changeNoticeHours * HOUR);
  const open = row.status === 'confirmed' && Date.now() < deadline.getTime();
  return {
    id: row.documentId,
    token: row.token,
    room_id: row.room_id,
    status: row.status,
    start: start.toISOString(),
    end: instant(row.end).toISOString(),
    duration_minutes: row.duration_minutes,
    consultant: {
      id: row.consultant?.documentId ?? '',
      display_name: row.consultant?.display_name ?? '',
      photo: toMedia(row.consultant?.photo),
      time_zone: row.consultant_time_zone,
    },
    client: { id: row.client?.documentId ?? '', display_name: row.client?.display_name ?? '', time_zone: row.client_time_zone },
    list_fee_minor: row.list_fee_minor,
    discount_minor: row.discount_minor ?? 0,
    fee_minor: row.fee_minor,
    currency: row.currency,
    coupon_code: row.coupon?.code ?? null,
    free_first_consultation: Boolean(row.free_first_consultation),
    payment_status: row.payment_status,
    payment_provider: row.payment_provider,
    checkout_url: row.payment_status === 'pending' && viewer?.role === 'client' ? row.checkout_url ?? null : null,
    paid_at: iso(row.paid_at),
    change_deadline: deadline.toISOString(),
    can_change: open && viewer !== null,
    cancelled_at: iso(row.cancelled_at),
    cancelled_by: row.cancelled_by ?? null,
    cancellation_reason: row.cancellation_reason ?? null,
    reschedule_count: row.reschedule_count ?? 0,
    created_at: iso(row.createdAt) ?? '',
  };
}

/** Where-clause limiting bookings to those of the actor (clients and consultants: their own). */
function ownedBy(actor: Actor): Record<string, unknown> {
  if (actor.role === 'client') return { client: { id: actor.profile!.id } };
  if (actor.role === 'consultant') return { consultant: { id: actor.profile!.id } };
  return {};
}

/** Coupon checks shared by apply-coupon and booking. @throws ApiError 400 `CouponInvalid` */
async function checkCoupon(code: string, clientProfileId: number, listFee: number, currency: string, locale: Locale): Promise<any> {
  const invalid = (key: MessageKey) => new ApiError(400, 'CouponInvalid', t(locale, key), { fieldErrors: { couponCode: [t(locale, key)] } });
  const coupon = await strapi.db.query(COUPON).findOne({ where: { code: code.trim().toUpperCase(), deletedAt: { $null: true } } });
  if (!coupon || !coupon.active) throw invalid('coupon.unknown');
  const now = Date.now();
  if (coupon.valid_from && instant(coupon.valid_from).getTime() > now) throw invalid('coupon.notYetValid');
  if (coupon.valid_until && instant(coupon.valid_until).getTime() < now) throw invalid('coupon.expired');
  if (coupon.kind === 'fixed' && coupon.currency && coupon.currency.toUpperCase() !== currency.toUpperCase()) throw invalid('coupon.currency');
  if (listFee <= 0) throw invalid('coupon.notNeeded');
  const live = { coupon: { id: coupon.id }, status: 'confirmed' };
  if (coupon.max_uses && (await strapi.db.query(BOOKING).count({ where: live })) >= coupon.max_uses) throw invalid('coupon.usedUp');
  if (coupon.once_per_client !== false && (await strapi.db.query(BOOKING).count({ where: { ...live, client: { id: clientProfileId } } })) > 0) throw invalid('coupon.alreadyUsed');
  return coupon;
}

/** Discount of `coupon` on `listFee` (minor units), never more than the fee. */
function discountOf(coupon: any, listFee: number): number {
  const off = coupon.kind === 'percent' ? Math.round((listFee * (coupon.percent_off ?? 0)) / 100) : coupon.amount_off_minor ?? 0;
  return Math.min(listFee, Math.max(0, off));
}

/**
 * The free first consultation rule (docs/api-bookings.md "Price"), the only place it is decided: the
 * consultant offers it and the client has never had a non-cancelled booking with that consultant (a
 * past, paid, free or upcoming booking uses it; a cancelled one gives it back). Both the quote the
 * client sees (`GET consultants/:id/quote`) and the booking itself go through {@link quoteFor}, which
 * asks this.
 * @param consultant - the consultant profile row (`id`, `free_first_consultation`)
 * @param clientProfileId - the client profile row id
 */
async function freeFirstConsultationFor(consultant: any, clientProfileId: number): Promise<boolean> {
  if (!consultant.free_first_consultation) return false;
  const used = await strapi.db.query(BOOKING).count({
    where: { consultant: { id: consultant.id }, client: { id: clientProfileId }, status: { $ne: 'cancelled' } },
  });
  return used === 0;
}

/** The price for a client, with an optional coupon. @throws ApiError 400 `CouponInvalid` */
async function quoteFor(consultant: any, clientProfileId: number, couponCode: string | undefined, locale: Locale): Promise<Quote> {
  const listFee = consultant.fee ?? 0;
  const currency = (consultant.currency ?? 'EUR').toUpperCase();
  const free = await freeFirstConsultationFor(consultant, clientProfileId);
  if (couponCode) {
    if (free) throw new ApiError(400, 'CouponInvalid', t(locale, 'coupon.firstIsFree'), { fieldErrors: { couponCode: [t(locale, 'coupon.firstIsFree')] } });
    const coupon = await checkCoupon(couponCode, clientProfileId, listFee, currency, locale);
    const discount = discountOf(coupon, listFee);
    return { list_fee_minor: listFee, discount_minor: discount, fee_minor: listFee - discount, currency, free_first_consultation: false, coupon };
  }
  return { list_fee_minor: listFee, discount_minor: free ? listFee : 0, fee_minor: free ? 0 : listFee, currency, free_first_consultation: free, coupon: null };
}

/** Fire-and-forget side effects after a commit: e-mails never fail the request. */
function notifyLater(documentId: string, change: 'confirmed' | 'rescheduled' | 'cancelled') {
  setImmediate(() => {
    const notifications = strapi.service('api::booking.notifications') as any;
    Promise.resolve(notifications.bookingChanged(documentId, change)).catch((error: Error) => strapi.log.error(error));
  });
}

export default () => ({
  instant,

  /**
   * Free slots of a visible consultant (public).
   * @param from, to - UTC instants, at most 62 days apart
   * @throws ApiError 404 when the consultant is not approved and active
   */
  async slots(consultantDocumentId: string, from: Date, to: Date, locale: Locale) {
    const consultant = await bookableConsultant(consultantDocumentId, locale);
    const settings = bookingSettings();
    const slots = await slotsOf(consultant, from, to);
    return {
      data: slots.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() })),
      meta: {
        time_zone: consultant.time_zone ?? null,
        duration_minutes: consultant.session_duration ?? null,
        min_notice_hours: settings.minNoticeHours,
        horizon_days: settings.horizonDays,
        fee_minor: consultant.fee ?? 0,
        currency: (consultant.currency ?? 'EUR').toUpperCase(),
        free_first_consultation: Boolean(consultant.free_first_consultation),
      },
    };
  },

  /**
   * Price of the client's next booking with a consultant, without coupon: the list fee, or 0 when the
   * free first consultation applies to this client ({@link freeFirstConsultationFor}).
   * @returns `{ list_fee_minor, discount_minor, fee_minor, currency, free_first_consultation }`, minor units
   * @throws ApiError 404 when the consultant is not approved and active
   */
  async quote(client: any, consultantDocumentId: string, locale: Locale) {
    const consultant = await bookableConsultant(consultantDocumentId, locale);
    const quote = await quoteFor(consultant, client.id, undefined, locale);
    return { list_fee_minor: quote.list_fee_minor, discount_minor: quote.discount_minor, fee_minor: quote.fee_minor, currency: quote.currency, free_first_consultation: quote.free_first_consultation };
  },

  /** Price of the client's next booking with a consultant and a coupon. @throws ApiError 400/404 */
  async applyCoupon(client: any, consultantDocumentId: string, code: string, locale: Locale) {
    const consultant = await bookableConsultant(consultantDocumentId, locale);
    const quote = await quoteFor(consultant, client.id, code, locale);
    return { code: quote.coupon.code, list_fee_minor: quote.list_fee_minor, discount_minor: quote.discount_minor, fee_minor: quote.fee_minor, currency: quote.currency };
  },

  /**
   * Book a slot for the signed-in client.
   * @param client - the client's profile row (with `user`)
   * @throws ApiError 400 `FormsMissing` / `CouponInvalid`, 404 consultant unavailable, 409 `SlotUnavailable`
   */
  async create(client: any, input: { consultantId: string; start: Date; couponCode?: string }, locale: Locale): Promise<BookingView> {
    const missing: string[] = await (strapi.service('api::client.forms') as any).missingForBooking(client.id);
    if (missing.length) {
      const names = missing.map((name) => t(locale, name === 'consent-form' ? 'booking.form.consent' : 'booking.form.healthAssessment')).join(', ');
      throw new ApiError(400, 'FormsMissing', t(locale, 'booking.formsMissing', { forms: names }), { missing });
    }
    const consultant = await bookableConsultant(input.consultantId, locale);
    if (!(await isFreeSlot(consultant, input.start))) throw conflict(locale, 'SlotUnavailable', 'booking.slotUnavailable');
    const quote = await quoteFor(consultant, client.id, input.couponCode, locale);
    const interval = { start: input.start, end: new Date(input.start.getTime() + consultant.session_duration * 60_000) };
    const provider = paymentProvider();
    const paymentStatus = quote.fee_minor === 0 ? 'free' : 'pending';
    let created: any;
    try {
      created = await this.insert({
        consultant,
        client,
        interval,
        quote,
        paymentStatus,
        paymentProvider: paymentStatus === 'free' ? 'direct' : provider.name,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(locale, 'SlotUnavailable', 'booking.slotUnavailable');
      throw error;
    }
    if (paymentStatus === 'pending') {
      try {
        const checkout = await provider.startCheckout({
          documentId: created.documentId,
          token: created.token,
          fee_minor: quote.fee_minor,
          currency: quote.currency,
          start: interval.start.toISOString(),
          duration_minutes: consultant.session_duration,
          consultant_name: consultant.display_name,
          client_email: client.user?.email ?? '',
          locale,
        });
        if (checkout) {
          await strapi.db.query(BOOKING).update({ where: { id: created.id }, data: { payment_reference: checkout.reference, checkout_url: checkout.checkoutUrl } });
        }
      } catch (error) {
        // The slot is the client's; payment can be retried from the booking page.
        strapi.log.error(`[booking] checkout could not start for ${created.documentId}: ${(error as Error).message}`);
      }
    }
    notifyLater(created.documentId, 'confirmed');
    return viewOf(await loadBooking({ id: created.id }), { role: 'client', userId: client.user?.id, profile: client });
  },

  /**
   * Write a booking and claim its cells in one transaction, without the slot and form checks (they
   * belong to {@link create}; the seed uses this directly for past bookings).
   * @throws the database's unique violation when the interval overlaps an active booking of the consultant
   */
  async insert(input: { consultant: any; client: any; interval: Interval; quote: Omit<Quote, 'coupon'> & { coupon: any | null }; paymentStatus: string; paymentProvider: string; extra?: Record<string, unknown> }): Promise<any> {
    const { consultant, client, interval, quote } = input;
    return strapi.db.transaction(async ({ trx }) => {
      const booking = await strapi.documents(BOOKING as any).create({
        data: {
          token: crypto.randomBytes(24).toString('base64url'),
          room_id: crypto.randomUUID(),
          consultant: consultant.documentId,
          client: client.documentId,
          start: interval.start.toISOString(),
          end: interval.end.toISOString(),
          duration_minutes: Math.round((interval.end.getTime() - interval.start.getTime()) / 60_000),
          consultant_time_zone: consultant.time_zone,
          client_time_zone: client.time_zone || 'UTC',
          status: 'confirmed',
          list_fee_minor: quote.list_fee_minor,
          discount_minor: quote.discount_minor,
          fee_minor: quote.fee_minor,
          currency: quote.currency,
          coupon: quote.coupon ? quote.coupon.documentId : null,
          free_first_consultation: quote.free_first_consultation,
          payment_status: input.paymentStatus,
          payment_provider: input.paymentProvider,
          ics_sequence: 0,
          reschedule_count: 0,
          ...input.extra,
        } as any,
      });
      await claimCells(trx, consultant.documentId, booking.documentId, interval);
      return booking;
    });
  },

  /** One booking of the actor by documentId. @throws ApiError 404 */
  async get(actor: Actor, documentId: string, locale: Locale): Promise<any> {
    const row = await loadBooking({ documentId, ...ownedBy(actor) });
    if (!row) throw notFound(t(locale, 'booking.notFound'));
    return row;
  },

  /** The client's booking by its link token. @throws ApiError 404 for anyone else */
  async byToken(actor: Actor, token: string, locale: Locale): Promise<BookingView> {
    const row = await loadBooking({ token, ...ownedBy(actor) });
    if (!row) throw notFound(t(locale, 'booking.notFound'));
    return viewOf(row, actor);
  },

  /**
   * The actor's bookings: `upcoming` (confirmed, not ended; soonest first) or `past` (ended or
   * cancelled; latest first), one page.
   */
  async list(actor: Actor, when: 'upcoming' | 'past', page: number, pageSize: number) {
    const now = new Date();
    const where =
      when === 'upcoming'
        ? { ...ownedBy(actor), status: 'confirmed', end: { $gt: now } }
        : { ...ownedBy(actor), $or: [{ status: 'cancelled' }, { end: { $lte: now } }] };
    const [rows, total] = await Promise.all([
      strapi.db.query(BOOKING).findMany({
        where,
        populate: BOOKING_POPULATE as any,
        orderBy: { start: when === 'upcoming' ? 'asc' : 'desc' },
        offset: (page - 1) * pageSize,
        limit: pageSize,
      }),
      strapi.db.query(BOOKING).count({ where }),
    ]);
    const views = rows.map((row: any) => viewOf(row, actor));
    if (actor.role === 'consultant' && views.length) {
      const notes = await strapi.db.query(NOTE).findMany({ where: { booking: { documentId: { $in: views.map((view) => view.id) } } }, populate: { booking: { select: ['documentId'] } } });
      for (const view of views) view.notes_count = notes.filter((note: any) => note.booking?.documentId === view.id).length;
    }
    return { rows: views, total };
  },

  /**
   * Cancel a booking (either side, until the change deadline; admins any time). Frees the slot and
   * refunds a paid booking.
   * @throws ApiError 404, 409 `BookingCancelled` / `ChangeTooLate`
   */
  async cancel(actor: Actor, documentId: string, reason: string | undefined, locale: Locale): Promise<BookingView> {
    const row = await this.get(actor, documentId, locale);
    this.assertChangeable(row, actor, locale);
    await strapi.db.transaction(async ({ trx }) => {
      await strapi.db.query(BOOKING).update({
        where: { id: row.id },
        data: { status: 'cancelled', cancelled_at: new Date(), cancelled_by: actor.role, cancellation_reason: reason || null, ics_sequence: (row.ics_sequence ?? 0) + 1 },
      });
      await releaseCells(trx, row.documentId);
    });
    if (row.payment_status === 'paid') {
      const payments = strapi.service('api::booking.payments') as any;
      await payments.refundOnCancel(row.documentId, locale);
    }
    notifyLater(row.documentId, 'cancelled');
    return viewOf(await loadBooking({ id: row.id }), actor);
  },

  /**
   * Move a booking to another free slot of the same consultant (same booking, link and room).
   * @throws ApiError 404, 409 `BookingCancelled` / `ChangeTooLate` / `SlotUnavailable`
   */
  async reschedule(actor: Actor, documentId: string, start: Date, locale: Locale): Promise<BookingView> {
    const row = await this.get(actor, documentId, locale);
    this.assertChangeable(row, actor, locale);
    const consultant = await strapi.db.query(PROFILE).findOne({ where: { id: row.consultant.id } });
    if (!(await isFreeSlot(consultant, start, row.id))) throw conflict(locale, 'SlotUnavailable', 'booking.slotUnavailable');
    const interval = { start, end: new Date(start.getTime() + row.duration_minutes * 60_000) };
    try {
      await strapi.db.transaction(async ({ trx }) => {
        await releaseCells(trx, row.documentId);
        await strapi.db.query(BOOKING).update({
          where: { id: row.id },
          data: {
            start: interval.start,
            end: interval.end,
            ics_sequence: (row.ics_sequence ?? 0) + 1,
            reschedule_count: (row.reschedule_count ?? 0) + 1,
            reminder_24h_sent_at: null,
            reminder_1h_sent_at: null,
          },
        });
        await claimCells(trx, consultant.documentId, row.documentId, interval);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(locale, 'SlotUnavailable', 'booking.slotUnavailable');
      throw error;
    }
    notifyLater(row.documentId, 'rescheduled');
    return viewOf(await loadBooking({ id: row.id }), actor);
  },

  /** @throws ApiError 409 when the booking is cancelled or its change deadline has passed (admins: only cancelled) */
  assertChangeable(row: any, actor: Actor, locale: Locale) {
    if (row.status === 'cancelled') throw conflict(locale, 'BookingCancelled', 'booking.alreadyCancelled');
    if (actor.role === 'admin') return;
    const view = viewOf(row, actor);
    if (!view.can_change) {
      const hours = bookingSettings().changeNoticeHours;
      throw conflict(locale, 'ChangeTooLate', 'booking.changeTooLate', { hours }, { deadline: view.change_deadline });
    }
  },

  /** Mark a pending booking paid (consultant or admin; direct payment). @throws ApiError 404/409 */
  async markPaid(actor: Actor, documentId: string, locale: Locale): Promise<BookingView> {
    const row = await this.get(actor, documentId, locale);
    await (strapi.service('api::booking.payments') as any).markPaid(row.documentId, { by: actor.role === 'admin' ? 'admin' : 'consultant' }, locale);
    return viewOf(await loadBooking({ id: row.id }), actor);
  },

  /** Notes of the consultant: of one booking, of one client, or all; newest first. */
  async notes(consultant: any, filter: { bookingDocumentId?: string; clientDocumentId?: string }, locale: Locale, limit = 100) {
    if (filter.bookingDocumentId) await this.get({ role: 'consultant', userId: 0, profile: consultant }, filter.bookingDocumentId, locale);
    const rows = await strapi.db.query(NOTE).findMany({
      where: {
        consultant: { id: consultant.id },
        ...(filter.bookingDocumentId ? { booking: { documentId: filter.bookingDocumentId } } : {}),
        ...(filter.clientDocumentId ? { client: { documentId: filter.clientDocumentId } } : {}),
      },
      populate: { booking: true, client: true },
      orderBy: { createdAt: 'desc' },
      limit,
    });
    return rows.map(noteView);
  },

  /** Add a post-meeting note to one of the consultant's bookings. @throws ApiError 404 */
  async addNote(consultant: any, bookingDocumentId: string, text: string, locale: Locale) {
    const booking = await this.get({ role: 'consultant', userId: 0, profile: consultant }, bookingDocumentId, locale);
    const note = await strapi.documents(NOTE as any).create({
      data: { booking: booking.documentId, consultant: consultant.documentId, client: booking.client?.documentId ?? null, text } as any,
    });
    const row = await strapi.db.query(NOTE).findOne({ where: { documentId: note.documentId }, populate: { booking: true, client: true } });
    return noteView(row);
  },

  /** The consultant dashboard figures (spec §2 "Dashboard content"). Days are the consultant's local days. */
  async dashboard(consultant: any) {
    const actor: Actor = { role: 'consultant', userId: 0, profile: consultant };
    const zone = consultant.time_zone || 'UTC';
    const now = DateTime.now().setZone(zone);
    const mine = { consultant: { id: consultant.id } };
    const upcomingWhere = { ...mine, status: 'confirmed', end: { $gt: now.toJSDate() } };
    const find = (where: Record<string, unknown>, limit = 50) =>
      strapi.db.query(BOOKING).findMany({ where, populate: BOOKING_POPULATE as any, orderBy: { start: 'asc' }, limit });
    const [upcoming, today, week, upcomingCount, pastCount, clientRows, recentNotes] = await Promise.all([
      find(upcomingWhere, 1),
      find({ ...mine, status: 'confirmed', start: { $gte: now.startOf('day').toJSDate(), $lt: now.endOf('day').toJSDate() } }),
      find({ ...upcomingWhere, start: { $lt: now.plus({ days: 7 }).toJSDate() } }),
      strapi.db.query(BOOKING).count({ where: upcomingWhere }),
      strapi.db.query(BOOKING).count({ where: { ...mine, status: 'confirmed', end: { $lte: now.toJSDate() } } }),
      strapi.db.query(BOOKING).findMany({ where: { ...mine, status: 'confirmed' }, populate: { client: true }, orderBy: { start: 'asc' } }),
      this.notes(consultant, {}, 'fr', 5),
    ]);
    const clients = new Map<number, any>();
    const nextStart = new Map<number, string>();
    for (const row of clientRows) {
      if (!row.client) continue;
      clients.set(row.client.id, row.client);
      if (!nextStart.has(row.client.id) && instant(row.end).getTime() > Date.now()) nextStart.set(row.client.id, instant(row.start).toISOString());
    }
    const withNextBooking = [...clients.values()].filter((client) => nextStart.has(client.id));
    const assessments = withNextBooking.length
      ? await strapi.db.query(ASSESSMENT).findMany({ where: { client: { id: { $in: withNextBooking.map((client) => client.id) } }, completed_at: { $notNull: true } }, populate: { client: { select: ['id'] } } })
      : [];
    const toRead = assessments.map((assessment: any) => {
      const client = clients.get(assessment.client.id);
      return { client: { id: client.documentId, display_name: client.display_name }, completed_at: instant(assessment.completed_at).toISOString(), next_booking_start: nextStart.get(client.id)! };
    });
    return {
      next_booking: upcoming[0] ? viewOf(upcoming[0], actor) : null,
      today: today.map((row: any) => viewOf(row, actor)),
      week: week.map((row: any) => viewOf(row, actor)),
      total_clients: clients.size,
      upcoming_count: upcomingCount,
      past_count: pastCount,
      health_assessments_to_read: toRead.sort((a: any, b: any) => a.next_booking_start.localeCompare(b.next_booking_start)),
      recent_notes: recentNotes,
    };
  },
});

/** Note row → `{ id, booking_id, client, text, created_at, updated_at }`. */
function noteView(row: any) {
  return {
    id: row.documentId,
    booking_id: row.booking?.documentId ?? null,
    client: row.client ? { id: row.client.documentId, display_name: row.client.display_name } : null,
    text: row.text,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export { CLIENT };
