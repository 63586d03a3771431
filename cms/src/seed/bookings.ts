/**
 * Demo bookings (docs/api-bookings.md): the demo client has past and upcoming sessions with the demo consultant,
 * so both dashboards show real figures. Idempotent: nothing is added once the demo client has bookings.
 */
import type { Core } from '@strapi/strapi';
import { DateTime } from 'luxon';
import type { SeedLog } from './helpers';
import { services } from '../lib/services';
import { clock } from '../contracts/clock';

const BOOKING = 'api::booking.booking';

/** Seed the demo bookings when the demo client and consultant exist and have none yet. */
export async function seedDemoBookings(strapi: Core.Strapi, log: SeedLog) {
  const client = await strapi.db.query('api::client-profile.client-profile').findOne({ where: { user: { email: 'client@demo.local' } }, populate: { user: true } });
  const consultant = await strapi.db.query('api::consultant-profile.consultant-profile').findOne({ where: { user: { email: 'consultant@demo.local' } } });
  if (!client || !consultant || !consultant.time_zone) return;
  if ((await strapi.db.query(BOOKING).count({ where: { client: { id: client.id } } })) > 0) return;
  const bookings = services.bookings();
  const duration = consultant.session_duration || 60;
  const fee = consultant.fee ?? 0;
  const currency = (consultant.currency ?? 'EUR').toUpperCase();
  const paid = { list_fee_minor: fee, discount_minor: 0, fee_minor: fee, currency, free_first_consultation: false, coupon: null };
  // Past sessions at 10:00 in the consultant's zone on the last weekdays before today.
  const today = DateTime.now().setZone(consultant.time_zone).startOf('day');
  const pastDays: DateTime[] = [];
  for (let day = today.minus({ days: 1 }); pastDays.length < 3; day = day.minus({ days: 1 })) if (day.weekday <= 5) pastDays.push(day);
  const past = pastDays.reverse().map((day) => day.set({ hour: 10 }));
  const [first, second, third] = past;
  const at = (start: DateTime) => ({ start: start.toJSDate(), end: start.plus({ minutes: duration }).toJSDate() });
  const created = [
    await bookings.insert({
      consultant,
      client,
      interval: at(first),
      quote: { ...paid, discount_minor: fee, fee_minor: 0, free_first_consultation: Boolean(consultant.free_first_consultation) || fee === 0 },
      paymentStatus: 'free',
      paymentProvider: 'direct',
    }),
    await bookings.insert({ consultant, client, interval: at(second), quote: paid, paymentStatus: fee ? 'paid' : 'free', paymentProvider: 'direct', extra: { paid_at: at(second).end } }),
    await bookings.insert({ consultant, client, interval: at(third), quote: paid, paymentStatus: fee ? 'paid' : 'free', paymentProvider: 'direct', extra: { paid_at: at(third).end } }),
  ];
  await strapi.documents('api::session-note.session-note').create({
    data: {
      booking: created[0].documentId,
      consultant: consultant.documentId,
      client: client.documentId,
      text: 'Premier échange : sommeil agité depuis six mois, stress professionnel. Proposer une routine du soir et un suivi dans deux semaines.',
    },
  });
  // Upcoming: the next two free slots at least two days ahead.
  const from = new Date(clock.ms() + 2 * 86_400_000);
  const { data: slots } = await bookings.slots(consultant.documentId, from, new Date(from.getTime() + 14 * 86_400_000), 'fr');
  for (const slot of [slots[0], slots[Math.min(5, slots.length - 1)]].filter(Boolean)) {
    await bookings.insert({ consultant, client, interval: { start: new Date(slot.start), end: new Date(slot.end) }, quote: paid, paymentStatus: fee ? 'pending' : 'free', paymentProvider: 'direct' });
  }
  log(`Demo bookings: ${created.length} past, ${Math.min(slots.length, 2)} upcoming`);
}
