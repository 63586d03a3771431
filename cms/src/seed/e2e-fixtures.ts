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
 */
import type { Core } from '@strapi/strapi';
import type { SeedLog } from './helpers';
import { services } from '../lib/services';
import { BOOKING, CLIENT_PROFILE, CONSULTANT_PROFILE } from '../lib/content-types';
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
