/**
 * Browser-test fixtures: data the browser tests need that no public route can make, written at start-up
 * only when `E2E_FIXTURES=true` — which the browser-test runner (`scripts/e2e/run.mjs`) alone sets —
 * and never in production.
 *
 * - A session of the demo client with the demo consultant that is under way: the booking API only
 *   books slots at least `BOOKING_MIN_NOTICE_HOURS` ahead, and a room opens only
 *   `ROOM_OPEN_BEFORE_MINUTES` before its start, so a room that is open now (the consultation room's
 *   browser test, docs/api-room.md "Web") cannot come from the API. It starts 5 minutes before the
 *   server starts and lasts 8 hours, so that its room stays open however long the browser tests run;
 *   since the earliest bookable slot is `BOOKING_MIN_NOTICE_HOURS` (12) ahead, it never takes a slot
 *   another test books. Idempotent: nothing is added while such a session exists.
 * - A webinar of the demo consultant under way (slug `e2e-live-session`, 4 hours from 5 minutes before
 *   the start), with {@link liveAttendees} registered clients `attendee-<n>@demo.local` (password of
 *   the demo accounts): the webinar API publishes only webinars in the future, and its live session
 *   (docs/webinar-room.md) opens only shortly before the start. Idempotent as well.
 * - A session of the demo client with the demo consultant that both attended, ended two days ago, not
 *   reviewed yet ({@link seedAttendedSession}): a review needs the room's attendance to show both
 *   parties together at least 10 minutes (docs/api-reviews.md), which a browser test cannot spend.
 */
import type { Core } from '@strapi/strapi';
import type { SeedLog } from './helpers';
import { services } from '../lib/services';
import { randomBytes } from 'node:crypto';
import { BOOKING, CLIENT_PROFILE, CONSULTANT_PROFILE, REVIEW, ROOM_ATTENDANCE, USER, WEBINAR, WEBINAR_REGISTRATION } from '../lib/content-types';
import { DEFAULT_DEMO_PASSWORD } from './accounts';
import { closeAfterMinutes, openBeforeMinutes } from '../api/booking/services/room-access';
import { clock } from '../contracts/clock';

const MINUTE = 60_000;
/** Length of the session under way (ms). */
const ONGOING_LENGTH = 8 * 60 * MINUTE;

/** Write the fixtures that are missing. */
export async function seedE2eFixtures(strapi: Core.Strapi, log: SeedLog) {
  if (process.env.NODE_ENV === 'production') return;
  const client = await strapi.db.query(CLIENT_PROFILE).findOne({ where: { user: { email: 'client@demo.local' } }, populate: { user: true } });
  const consultant = await strapi.db.query(CONSULTANT_PROFILE).findOne({ where: { user: { email: 'consultant@demo.local' } } });
  if (!client || !consultant) {
    log('E2E fixtures: no demo client or consultant, nothing written');
    return;
  }
  const now = clock.ms();
  const open = await strapi.db.query(BOOKING).findOne({
    where: {
      client: { id: client.id },
      consultant: { id: consultant.id },
      status: 'confirmed',
      start: { $lte: new Date(now + openBeforeMinutes() * MINUTE) },
      end: { $gt: new Date(now - closeAfterMinutes() * MINUTE) },
    },
  });
  await seedLiveWebinar(strapi, consultant, log);
  await seedAttendedSession(strapi, client, consultant, log);
  if (open) return;
  const start = new Date(now - 5 * MINUTE);
  const fee = consultant.fee ?? 0;
  await services.bookings().insert({
    consultant,
    client,
    interval: { start, end: new Date(start.getTime() + ONGOING_LENGTH) },
    quote: { list_fee_minor: fee, discount_minor: 0, fee_minor: fee, currency: (consultant.currency ?? 'EUR').toUpperCase(), free_first_consultation: false, coupon: null },
    paymentStatus: fee ? 'paid' : 'free',
    paymentProvider: 'direct',
    extra: fee ? { paid_at: new Date(now).toISOString() } : {},
  });
  log('E2E fixtures: a session of the demo client with the demo consultant under way (its room is open)');
}

/**
 * Registered clients of the webinar under way: `E2E_LIVE_ATTENDEES` (the webinar bench asks for more),
 * default 8 (the live session's browser test: a host and eight attendees), at most 100.
 */
const liveAttendees = () => {
  const value = Number(process.env.E2E_LIVE_ATTENDEES);
  return Number.isInteger(value) && value > 0 && value <= 100 ? value : 8;
};
/** The slug of the webinar under way. */
export const LIVE_WEBINAR_SLUG = 'e2e-live-session';

/** The webinar under way and its registered clients, when missing. */
async function seedLiveWebinar(strapi: Core.Strapi, consultant: { id: number; documentId: string; currency?: string | null }, log: SeedLog) {
  const now = clock.ms();
  const attendees = liveAttendees();
  const existing = await strapi.db.query(WEBINAR).findOne({ where: { slug: LIVE_WEBINAR_SLUG } });
  if (existing && new Date(existing.end as string).getTime() > now + 60 * MINUTE) return;
  const start = new Date(now - 5 * MINUTE);
  const data = {
    title_fr: 'Session en direct de démonstration',
    title_en: 'Demonstration live session',
    description_fr: 'Une séance de groupe pour les tests du navigateur.',
    description_en: 'A group session for the browser tests.',
    specialization_slug: null,
    language_slug: 'fr',
    start,
    end: new Date(start.getTime() + 240 * MINUTE),
    time_zone: 'Europe/Paris',
    duration_minutes: 240,
    capacity: Math.max(20, attendees),
    seats_taken: attendees,
    fee_minor: 0,
    currency: (consultant.currency ?? 'EUR').toUpperCase(),
    status: 'published' as const,
  };
  const webinar = existing
    ? await strapi.db.query(WEBINAR).update({ where: { id: existing.id }, data })
    : await strapi.documents(WEBINAR).create({ data: { slug: LIVE_WEBINAR_SLUG, consultant: consultant.documentId, ...data } as never });
  const password = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
  const users = strapi.plugin('users-permissions').service('user');
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'client' } });
  for (let n = 1; n <= attendees; n += 1) {
    const email = `attendee-${n}@demo.local`;
    let user = await strapi.db.query(USER).findOne({ where: { email } });
    if (!user) {
      user = await users.add({ username: email, email, password, provider: 'local', confirmed: true, blocked: false, role: role.id, token_version: 0 });
      await strapi.documents(CLIENT_PROFILE).create({
        data: {
          given_name: 'Participant',
          family_name: String(n),
          display_name: `Participant ${n}`,
          time_zone: 'Europe/Paris',
          correspondence_language: 'fr',
          email_verified_at: clock.now(),
          user: user.id,
        } as never,
      });
    }
    const client = await strapi.db.query(CLIENT_PROFILE).findOne({ where: { user: { id: user.id } } });
    const registered = await strapi.db.query(WEBINAR_REGISTRATION).findOne({ where: { webinar: { documentId: webinar.documentId }, client: { id: client.id } } });
    if (!registered) {
      await strapi.documents(WEBINAR_REGISTRATION).create({
        data: { webinar: webinar.documentId, client: client.documentId, status: 'active', fee_minor: 0, currency: data.currency, payment_status: 'free', payment_provider: 'direct' } as never,
      });
    }
  }
  log(`E2E fixtures: a webinar under way (${LIVE_WEBINAR_SLUG}) with ${attendees} registered clients attendee-1…${attendees}@demo.local`);
}

/**
 * A 60-minute session of the demo client with the demo consultant that ended two days ago, both parties
 * in its room for 50 minutes (attendance rows as the room writes them), paid: the one the reviews'
 * browser test rates. Idempotent: nothing is added while such a session without a review exists.
 */
async function seedAttendedSession(strapi: Core.Strapi, client: { id: number }, consultant: { id: number; fee?: number | null; currency?: string | null; time_zone?: string | null }, log: SeedLog) {
  const start = new Date(Math.floor((clock.ms() - 2 * 24 * 60 * MINUTE - 60 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE + 3 * MINUTE);
  const reviewed = (await strapi.db.query(REVIEW).findMany({ where: { client: { id: client.id } }, populate: { booking: { select: ['id'] } } })).map(
    (review: { booking?: { id: number } | null }) => review.booking?.id,
  );
  const attended = await strapi.db.query(ROOM_ATTENDANCE).findMany({
    where: { booking: { client: { id: client.id }, consultant: { id: consultant.id }, id: { $notIn: reviewed.filter(Boolean) } }, role: 'consultant' },
    select: ['id'],
    limit: 1,
  });
  if (attended.length) return;
  const fee = consultant.fee ?? 0;
  const booking = await strapi.db.query(BOOKING).create({
    data: {
      token: randomBytes(16).toString('hex'),
      room_id: randomBytes(12).toString('hex'),
      consultant: consultant.id,
      client: client.id,
      start,
      end: new Date(start.getTime() + 60 * MINUTE),
      duration_minutes: 60,
      consultant_time_zone: consultant.time_zone || 'Europe/Paris',
      client_time_zone: 'Europe/Paris',
      status: 'confirmed',
      list_fee_minor: fee,
      discount_minor: 0,
      fee_minor: fee,
      currency: (consultant.currency ?? 'EUR').toUpperCase(),
      payment_status: fee ? 'paid' : 'free',
      payment_provider: 'direct',
    },
  });
  for (const role of ['client', 'consultant'] as const) {
    await strapi.db.query(ROOM_ATTENDANCE).create({ data: { booking: booking.id, role, joined_at: new Date(start.getTime() + 5 * MINUTE), left_at: new Date(start.getTime() + 55 * MINUTE) } });
  }
  log('E2E fixtures: a session of the demo client with the demo consultant, attended by both two days ago (to review)');
}
