/**
 * Earlier-slot alerts (docs/api-bookings.md "Earlier-slot alerts"): a client with an upcoming booking asks
 * to be told when an earlier slot with the same consultant frees up, and a client who opted in is told of
 * the freed slots of their favourite experts within the next 48 hours, in one digest a day at most.
 *
 * **Detection, on the events.** Availability of a consultant grows when one of its bookings is cancelled
 * or moved, or when its weekly timings or days off change. {@link whileAvailabilityGrows} wraps those
 * changes: when somebody watches the consultant (an alert on one of its bookings, or a client who opted in
 * and has it among their favourites), it reads the consultant's free slots before and after the change
 * and hands the new ones to {@link announceFreedSlots}. Nothing polls the bookings.
 *
 * **The alert.** Each watching booking gets the earliest new slot that starts before it (the free slots
 * already respect the minimum booking notice and the horizon), while the booking can still be moved
 * (before its change deadline). The alert is claimed with one conditional update in the transaction that
 * queues the e-mail, so it is spent once (the client may ask again). The e-mail carries a link to the web
 * page `/bookings/move?token=…`; the token is signed (HMAC-SHA256 with the server's application key), names
 * the booking, the slot and how many times the booking was moved (so it is spent by any move), and expires
 * 24 hours after the e-mail or when the slot passes the booking notice, whichever is first.
 *
 * **The move** ({@link moveToEarlierSlot}) needs no sign-in: the e-mail went to the client's address, the
 * token can do one thing only (move this booking to this slot, earlier, with the same consultant), once and
 * for a day, and asking a client to sign in first would often lose them the slot. It is the booking's
 * reschedule (lib/booking/lifecycle `rescheduleBooking`): the same payment, forms and link, the reminders
 * sent again for the new time, both sides e-mailed; and the same database guarantee as every booking (the
 * slot's cells in `booking_time_cells`): of two clients moving to the same slot one gets it, the other a
 * 409 `SlotTaken`.
 *
 * **Favourites digest.** New slots within the next 48 hours are written to `favourite_slot_offers` for each
 * client who opted in and has the consultant among their favourites; {@link sendFavouriteDigests} (run each
 * minute by the reminders job) sends each such client one e-mail listing the offers still free, at most
 * once in 24 hours (claimed with one conditional update on the client profile, so once across replicas).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { bookingSettings } from '../booking-settings';
import { BOOKING, CLIENT_PROFILE, CONSULTANT_PROFILE } from '../content-types';
import { ApiError } from '../http-errors';
import { formatBookingTime, formatInstant } from '../booking-calendar';
import { siteUrl } from '../mail';
import { t, type Locale } from '../messages';
import { enqueueMail, PRIORITY } from '../outbox';
import { writeTransaction } from '../transactions';
import type { Interval } from '../slots';
import { assertChangeable, rescheduleBooking } from './lifecycle';
import { slotsOf } from './free-slots';
import { ownBooking } from './queries';
import { HOUR, instant, loadBooking, type Actor, type BookingRow, type ConsultantRow } from './rows';
import { type BookingView } from './view';
import { clock } from '../../contracts/clock';

const FAVOURITE = 'api::favourite.favourite' as const;
/** Table of the freed slots waiting for a digest (database/migrations …favourite-slot-offers). */
export const OFFERS = 'favourite_slot_offers';
/** Favourite experts' freed slots are announced when they start within this many hours. */
export const FAVOURITE_WINDOW_HOURS = 48;
/** At most one favourites digest per client in this many hours. */
export const DIGEST_INTERVAL_HOURS = 24;
/** A move link is valid this many hours at most. */
export const LINK_HOURS = 24;

// ---------------------------------------------------------------------------------------------------
// Signed tokens

/** The server's application key (Strapi `server.app.keys`, from `APP_KEYS`), which signs the links. */
function signingKey(): string {
  const keys = strapi.config.get<string[] | undefined>('server.app.keys');
  if (!keys?.[0]) throw new Error('earlier-slot alerts: server.app.keys is not set');
  return keys[0];
}

const sign = (purpose: string, body: string) => createHmac('sha256', signingKey()).update(`${purpose}:${body}`).digest('base64url');

/** `<base64url JSON>.<base64url HMAC>` of `payload` for `purpose`. */
function signed(purpose: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(purpose, body)}`;
}

/** The payload of a token signed for `purpose`, or null when malformed or not ours. */
function verified<T>(purpose: string, token: string): T | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(purpose, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

/** What a move link says: booking documentId, slot start (epoch ms), expiry (epoch ms), moves of the booking so far. */
interface MovePayload {
  b: string;
  s: number;
  e: number;
  n: number;
}

/** The move link's token of `booking` to the slot starting at `start`, valid until `expiresAt` (epoch ms). */
export function moveToken(booking: { documentId: string; reschedule_count?: number | null }, start: Date, expiresAt: number): string {
  return signed('earlier-slot-move', { b: booking.documentId, s: start.getTime(), e: expiresAt, n: booking.reschedule_count ?? 0 } satisfies MovePayload);
}

/** The stop link's token of a client's favourites alerts (stable for the profile). */
export function stopToken(clientProfileDocumentId: string): string {
  return signed('favourite-alerts-stop', { c: clientProfileDocumentId });
}

// ---------------------------------------------------------------------------------------------------
// Watchers and detection

/** A booking whose client asked for an earlier slot. */
interface WatchingBooking {
  id: number;
  documentId: string;
  start: Date;
}

/** The consultant's confirmed bookings with an alert on that can still be moved (before their change deadline). */
async function watchingBookings(consultantId: number): Promise<WatchingBooking[]> {
  const deadline = new Date(clock.ms() + bookingSettings().changeNoticeHours * HOUR);
  const rows = (await strapi.db.query(BOOKING).findMany({
    where: { consultant: { id: consultantId }, status: 'confirmed', earlier_slot_alert_at: { $notNull: true }, start: { $gt: deadline } },
    select: ['id', 'documentId', 'start'],
  })) as { id: number; documentId: string; start: unknown }[];
  return rows.map((row) => ({ id: row.id, documentId: row.documentId, start: instant(row.start) }));
}

/** Client profile row ids that opted in to favourites alerts and have the consultant among their favourites. */
async function watchingFans(consultantId: number): Promise<number[]> {
  const rows = (await strapi.db.query(FAVOURITE).findMany({
    where: { consultant: { id: consultantId }, client: { favourite_slot_alerts: true, deletedAt: { $null: true } } },
    populate: { client: { select: ['id'] } },
  })) as { client?: { id: number } | null }[];
  return [...new Set(rows.map((row) => row.client?.id).filter((id): id is number => typeof id === 'number'))];
}

/** What {@link whileAvailabilityGrows} read before the change. */
interface Snapshot {
  consultant: ConsultantRow;
  range: Interval;
  before: Set<number>;
}

/** The consultant's free slot starts over the range its watchers care about, or null when nobody watches. */
async function snapshot(consultantId: number): Promise<Snapshot | null> {
  const [bookings, fans] = await Promise.all([watchingBookings(consultantId), watchingFans(consultantId)]);
  if (!bookings.length && !fans.length) return null;
  const consultant: ConsultantRow | null = await strapi.db.query(CONSULTANT_PROFILE).findOne({ where: { id: consultantId } });
  if (!consultant || consultant.approval_status !== 'approved' || !consultant.active_status || consultant.deletedAt) return null;
  const now = clock.ms();
  const until = Math.max(now + (fans.length ? FAVOURITE_WINDOW_HOURS * HOUR : 0), ...bookings.map((booking) => booking.start.getTime()));
  const range = { start: new Date(now), end: new Date(until) };
  const slots = await slotsOf(consultant, range.start, range.end);
  return { consultant, range, before: new Set(slots.map((slot) => slot.start.getTime())) };
}

/**
 * Run `change` (a write that may free time of the consultant: a cancellation, a move, new timings or days
 * off), then announce the slots it freed. The change's answer is what `change` returns; a failure to
 * announce is logged, never thrown (the change is done).
 * @param consultantId - the consultant profile's row id
 */
export async function whileAvailabilityGrows<T>(consultantId: number | null | undefined, change: () => Promise<T>): Promise<T> {
  let before: Snapshot | null = null;
  if (consultantId) {
    try {
      before = await snapshot(consultantId);
    } catch (error) {
      strapi.log.error(`[earlier-slot alerts] snapshot failed: ${(error as Error).message}`);
    }
  }
  const result = await change();
  if (before) {
    try {
      const after = await slotsOf(before.consultant, before.range.start, before.range.end);
      const freed = after.filter((slot) => !before.before.has(slot.start.getTime()));
      if (freed.length) await announceFreedSlots(before.consultant, freed);
    } catch (error) {
      strapi.log.error(`[earlier-slot alerts] announcing freed slots failed: ${(error as Error).message}`);
    }
  }
  return result;
}

/**
 * Tell the watchers of `consultant` about `freed` slots (UTC, soonest first, each a free slot now): an
 * e-mail to each booking with an alert on whose start is later than one of them, and an offer row for each
 * opted-in fan for the slots within the next 48 hours.
 * @returns how many alert e-mails were queued
 */
export async function announceFreedSlots(consultant: ConsultantRow, freed: Interval[]): Promise<number> {
  const sorted = [...freed].sort((a, b) => a.start.getTime() - b.start.getTime());
  let sent = 0;
  for (const watching of await watchingBookings(consultant.id)) {
    const slot = sorted.find((candidate) => candidate.start.getTime() < watching.start.getTime());
    if (slot && (await sendAlert(watching, slot))) sent += 1;
  }
  const soon = sorted.filter((slot) => slot.start.getTime() <= clock.ms() + FAVOURITE_WINDOW_HOURS * HOUR);
  const fans = soon.length ? await watchingFans(consultant.id) : [];
  if (fans.length) {
    const now = clock.ms();
    const rows = fans.flatMap((clientId) => soon.map((slot) => ({ client_profile_id: clientId, consultant_document_id: consultant.documentId, slot_start: slot.start.getTime(), created_at: now })));
    await strapi.db.connection(OFFERS).insert(rows).onConflict(['client_profile_id', 'consultant_document_id', 'slot_start']).ignore();
  }
  return sent;
}

/** Claim the alert of `watching` and queue its e-mail about `slot`, in one transaction. @returns whether this call sent it */
async function sendAlert(watching: WatchingBooking, slot: Interval): Promise<boolean> {
  const row = await strapi.db.query(BOOKING).findOne({
    where: { id: watching.id },
    populate: {
      consultant: { select: ['display_name'] },
      client: { select: ['display_name', 'time_zone', 'correspondence_language'], populate: { user: { select: ['email'] } } },
    },
  });
  const email: string | undefined = row?.client?.user?.email;
  if (!row || !email) return false;
  const locale: Locale = row.client?.correspondence_language === 'en' ? 'en' : 'fr';
  const zone = row.client?.time_zone || row.client_time_zone || 'UTC';
  const now = clock.ms();
  const expiresAt = Math.min(now + LINK_HOURS * HOUR, slot.start.getTime() - bookingSettings().minNoticeHours * HOUR);
  const token = moveToken(row, slot.start, expiresAt);
  return writeTransaction(async () => {
    const { count } = await strapi.db.query(BOOKING).updateMany({
      where: { id: watching.id, earlier_slot_alert_at: { $notNull: true } },
      data: { earlier_slot_alert_at: null, earlier_slot_alert_sent_at: clock.now() },
    });
    if (count !== 1) return false;
    await enqueueMail(
      email,
      locale,
      {
        name: 'earlier-slot',
        expertName: row.consultant?.display_name ?? '',
        freedWhen: formatBookingTime(slot.start, slot.end, zone, locale),
        bookedWhen: formatBookingTime(instant(row.start), instant(row.end), zone, locale),
        moveUrl: `${siteUrl()}/bookings/move?token=${encodeURIComponent(token)}`,
        bookingUrl: `${siteUrl()}/booking/${row.token}`,
        expiresWhen: formatInstant(new Date(expiresAt), zone, locale),
      },
      { related: `booking:${row.documentId}`, priority: PRIORITY.transactional },
    );
    return true;
  });
}

// ---------------------------------------------------------------------------------------------------
// The client's alert on a booking

/**
 * Turn the earlier-slot alert of one of the client's bookings on or off.
 * @returns whether the alert is on
 * @throws ApiError 404 (not the client's booking), 409 `BookingCancelled` / `ChangeTooLate` when turning it
 *   on for a booking that can no longer be moved
 */
export async function setEarlierSlotAlert(actor: Actor, documentId: string, enabled: boolean, locale: Locale): Promise<{ enabled: boolean }> {
  const row = await ownBooking(actor, documentId, locale);
  if (enabled) assertChangeable(row, actor, locale);
  await strapi.db.query(BOOKING).update({ where: { id: row.id }, data: { earlier_slot_alert_at: enabled ? clock.now() : null } });
  return { enabled };
}

/** Whether the alert of a booking row is on. */
export const alertIsOn = (row: BookingRow): boolean => Boolean((row as { earlier_slot_alert_at?: unknown }).earlier_slot_alert_at);

// ---------------------------------------------------------------------------------------------------
// The one-click move

/** What the move page shows once the booking is moved. */
export interface MovedBooking {
  booking: BookingView;
}

const linkGone = (locale: Locale, name: string, key: 'earlierSlot.linkExpired' | 'earlierSlot.linkUsed') => new ApiError(410, name, t(locale, key));

/**
 * Move the booking of a move link to the link's slot (no sign-in: see the module's "The move").
 * @param token - the link's token
 * @returns the booking as its client sees it, moved
 * @throws ApiError 400 `EarlierSlotLinkInvalid` (not a link of ours), 410 `EarlierSlotLinkExpired` /
 *   `EarlierSlotLinkUsed` (the booking was moved since, by this link or otherwise), 409 `SlotTaken` (the
 *   slot is no longer free: somebody took it), 409 `BookingCancelled` / `ChangeTooLate`
 */
export async function moveToEarlierSlot(token: string, locale: Locale): Promise<MovedBooking> {
  const payload = verified<MovePayload>('earlier-slot-move', token);
  if (!payload || typeof payload.b !== 'string' || !Number.isFinite(payload.s) || !Number.isFinite(payload.e) || !Number.isInteger(payload.n)) {
    throw new ApiError(400, 'EarlierSlotLinkInvalid', t(locale, 'earlierSlot.linkInvalid'));
  }
  const row = await loadBooking({ documentId: payload.b });
  if (!row?.client) throw new ApiError(400, 'EarlierSlotLinkInvalid', t(locale, 'earlierSlot.linkInvalid'));
  if ((row.reschedule_count ?? 0) !== payload.n) throw linkGone(locale, 'EarlierSlotLinkUsed', 'earlierSlot.linkUsed');
  if (clock.ms() >= payload.e) throw linkGone(locale, 'EarlierSlotLinkExpired', 'earlierSlot.linkExpired');
  const client = await strapi.db.query(CLIENT_PROFILE).findOne({ where: { id: row.client.id }, populate: { user: { select: ['id'] } } });
  const actor: Actor = { role: 'client', userId: Number(client?.user?.id ?? 0), profile: { id: Number(row.client.id), documentId: row.client.documentId } };
  try {
    // The booking's old time is freed in turn: announced like any other freed slot.
    const booking = await whileAvailabilityGrows(Number(row.consultant?.id ?? 0), () => rescheduleBooking(actor, row.documentId, new Date(payload.s), locale));
    return { booking };
  } catch (error) {
    if (error instanceof ApiError && error.name === 'SlotUnavailable') throw new ApiError(409, 'SlotTaken', t(locale, 'earlierSlot.taken'));
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// Favourite experts' digest

/**
 * Turn the client's favourites alerts on or off (`PUT /client/favourites/alerts`).
 * @param clientId - the client profile's row id
 */
export async function setFavouriteAlerts(clientId: number, enabled: boolean): Promise<{ enabled: boolean }> {
  await strapi.db.query(CLIENT_PROFILE).update({ where: { id: clientId }, data: { favourite_slot_alerts: enabled } });
  if (!enabled) await strapi.db.connection(OFFERS).where({ client_profile_id: clientId }).delete();
  return { enabled };
}

/**
 * Stop the favourites alerts with the stop link of a digest (no sign-in; the link keeps working).
 * @throws ApiError 400 `FavouriteAlertsLinkInvalid`
 */
export async function stopFavouriteAlerts(token: string, locale: Locale): Promise<{ enabled: false }> {
  const payload = verified<{ c?: unknown }>('favourite-alerts-stop', token);
  const profile = typeof payload?.c === 'string' ? await strapi.db.query(CLIENT_PROFILE).findOne({ where: { documentId: payload.c }, select: ['id'] }) : null;
  if (!profile) throw new ApiError(400, 'FavouriteAlertsLinkInvalid', t(locale, 'earlierSlot.stopLinkInvalid'));
  await setFavouriteAlerts(profile.id, false);
  return { enabled: false };
}

/** One offer row. */
interface OfferRow {
  id: number;
  client_profile_id: number | string;
  consultant_document_id: string;
  slot_start: number | string;
}

/**
 * Send the favourites digests due at `now`: to each client with offers waiting, alerts on, and no digest in
 * the last 24 hours, one e-mail listing the offered slots that are still free and at least the booking
 * notice ahead; offers that passed or were taken are dropped. Safe to run on every replica at once.
 * @returns how many digests were queued
 */
export async function sendFavouriteDigests(now: Date = clock.now()): Promise<number> {
  const settings = bookingSettings();
  const earliest = now.getTime() + settings.minNoticeHours * HOUR;
  await strapi.db.connection(OFFERS).where('slot_start', '<', earliest).delete();
  const clientIds = (await strapi.db.connection(OFFERS).distinct<{ client_profile_id: number | string }[]>('client_profile_id')).map((row) => Number(row.client_profile_id));
  const dueBefore = new Date(now.getTime() - DIGEST_INTERVAL_HOURS * HOUR);
  let sent = 0;
  for (const clientId of clientIds) {
    const client = await strapi.db.query(CLIENT_PROFILE).findOne({
      where: { id: clientId },
      select: ['id', 'documentId', 'favourite_slot_alerts', 'favourite_slot_alerts_sent_at', 'time_zone', 'correspondence_language', 'display_name', 'deletedAt'],
      populate: { user: { select: ['email'] } },
    });
    if (!client || !client.favourite_slot_alerts || client.deletedAt || !client.user?.email) {
      await strapi.db.connection(OFFERS).where({ client_profile_id: clientId }).delete();
      continue;
    }
    const last = client.favourite_slot_alerts_sent_at ? instant(client.favourite_slot_alerts_sent_at) : null;
    if (last && last > dueBefore) continue;
    const offers = (await strapi.db.connection(OFFERS).where({ client_profile_id: clientId }).orderBy('slot_start', 'asc')) as OfferRow[];
    const slots = await stillFree(offers, clientId, now);
    if (!slots.length) {
      await strapi.db.connection(OFFERS).where({ client_profile_id: clientId }).delete();
      continue;
    }
    const locale: Locale = client.correspondence_language === 'en' ? 'en' : 'fr';
    const zone = client.time_zone || 'UTC';
    const queued = await writeTransaction(async ({ trx }) => {
      const claim = await strapi.db.query(CLIENT_PROFILE).updateMany({
        where: { id: clientId, favourite_slot_alerts: true, $or: [{ favourite_slot_alerts_sent_at: { $null: true } }, { favourite_slot_alerts_sent_at: { $lte: dueBefore } }] },
        data: { favourite_slot_alerts_sent_at: now },
      });
      if (claim.count !== 1) return false;
      await strapi.db
        .connection(OFFERS)
        .transacting(trx)
        .whereIn(
          'id',
          offers.map((offer) => offer.id),
        )
        .delete();
      await enqueueMail(
        client.user!.email,
        locale,
        {
          name: 'favourite-slots',
          slots: slots.map((slot) => ({
            expertName: slot.expertName,
            when: formatBookingTime(slot.start, slot.end, zone, locale),
            bookUrl: `${siteUrl()}/our-experts/details/${slot.consultantId}?start=${encodeURIComponent(slot.start.toISOString())}`,
          })),
          stopUrl: `${siteUrl()}/favourites/alerts/stop?token=${encodeURIComponent(stopToken(client.documentId))}`,
        },
        { related: `client:${client.documentId}`, priority: PRIORITY.transactional },
      );
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/** The offered slots still free, at least the booking notice ahead and still a favourite's, soonest first. */
async function stillFree(offers: OfferRow[], clientId: number, now: Date): Promise<{ consultantId: string; expertName: string; start: Date; end: Date }[]> {
  const settings = bookingSettings();
  const result: { consultantId: string; expertName: string; start: Date; end: Date }[] = [];
  const byConsultant = new Map<string, number[]>();
  for (const offer of offers) byConsultant.set(offer.consultant_document_id, [...(byConsultant.get(offer.consultant_document_id) ?? []), Number(offer.slot_start)]);
  for (const [documentId, starts] of byConsultant) {
    const consultant: ConsultantRow | null = await strapi.db.query(CONSULTANT_PROFILE).findOne({ where: { documentId } });
    if (!consultant || consultant.approval_status !== 'approved' || !consultant.active_status || consultant.deletedAt) continue;
    const favourite = await strapi.db.query(FAVOURITE).count({ where: { client: { id: clientId }, consultant: { id: consultant.id } } });
    if (!favourite) continue;
    const from = new Date(Math.min(...starts));
    const free = await slotsOf(consultant, from, new Date(Math.max(...starts) + 1));
    for (const slot of free) {
      if (starts.includes(slot.start.getTime()) && slot.start.getTime() >= now.getTime() + settings.minNoticeHours * HOUR) {
        result.push({ consultantId: documentId, expertName: consultant.display_name ?? '', start: slot.start, end: slot.end });
      }
    }
  }
  return result.sort((a, b) => a.start.getTime() - b.start.getTime());
}
