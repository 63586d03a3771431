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
 */
import type { Core } from '@strapi/strapi';
import type { SeedLog } from './helpers';
import { services } from '../lib/services';
import { BOOKING, CLIENT_PROFILE, CONSULTANT_PROFILE, USER, WEBINAR, WEBINAR_REGISTRATION } from '../lib/content-types';
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
