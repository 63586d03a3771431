/**
 * The app as several replicas (DESIGN §7 "Scale-out shape"; docs/scale-out.md): two more app processes
 * on the test database (the same SQLite file, or the same PostgreSQL schema), sharing Redis, each
 * answering on its own port as two replicas behind a reverse proxy would. What a user would notice if
 * the replicas did not cooperate:
 * - two people booking the same time slot through different replicas both being told "booked";
 * - a reminder e-mail arriving twice because both replicas run the reminder job.
 * The consultation room across replicas (presence, chat, signalling) is shown by `room-instances.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { API_KEY, booted, seedOnce } from '../helpers/strapi';
import { freshIp, type SignedIn } from '../helpers/accounts';
import { bookableConsultant, readyClient, slotStarts } from '../helpers/bookings';
import { bookingParties, insertBooking, storedBooking } from '../helpers/booking-records';
import { mailsTo } from '../helpers/mail';
import { clearSharedRedis, sharedRedisEnv, startStrapiInstance, type InstanceEnv, type StrapiInstance } from '../helpers/instances';

const HOUR = 60 * 60_000;

let shared: InstanceEnv;
const instances: StrapiInstance[] = [];

/** A request to `instance` as `who` (its token, a language, an IP of its own). */
function on(instance: StrapiInstance, who?: SignedIn, locale = 'fr') {
  const agent = request(instance.url);
  const ip = freshIp();
  const decorate = (test: request.Test) => {
    const decorated = test.set('x-api-key', API_KEY()).set('Accept-Language', locale).set('X-Forwarded-For', ip);
    return who ? decorated.set('Authorization', `Bearer ${who.jwt}`) : decorated;
  };
  return {
    get: (url: string) => decorate(agent.get(url)),
    post: (url: string, body?: object) => decorate(agent.post(url)).send(body ?? {}),
    put: (url: string, body?: object) => decorate(agent.put(url)).send(body ?? {}),
  };
}

/** Wait until `check` is true (polling every 100 ms, at most `ms`). */
async function until(check: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

beforeAll(async () => {
  await seedOnce();
  shared = {
    ...sharedRedisEnv(),
    // Both replicas run the reminder job, every two seconds, as every replica of a deployment runs it every minute.
    BOOKING_REMINDERS_CRON: 'true',
    BOOKING_REMINDERS_CRON_RULE: '*/2 * * * * *',
  };
  // One after the other: each boot writes to the database.
  instances.push(await startStrapiInstance({ env: shared }));
  instances.push(await startStrapiInstance({ env: shared }));
}, 300_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  if (shared) await clearSharedRedis(shared);
}, 60_000);

describe('two replicas on one database and one Redis', () => {
  it('gives 50 simultaneous requests for one time slot, split across both replicas, exactly one booking', async () => {
    const consultant = await bookableConsultant({ freeFirst: false });
    const clients = await Promise.all([readyClient(), readyClient(), readyClient(), readyClient(), readyClient()]);
    const [start] = await slotStarts(clients[0].http, consultant.profileId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        on(instances[i % 2], clients[i % clients.length])
          .post('/api/client/bookings', { consultantId: consultant.profileId, start })
          .then((answer) => answer),
      ),
    );
    const statuses = answers.map((answer) => answer.status);

    expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 409).map((answer) => [answer.status, answer.body])).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    // The refusals speak the client's language on both replicas.
    expect(answers.find((answer) => answer.status === 409)?.body.error.message).toMatch(/créneau/);
    const rows = await booted()
      .db.query('api::booking.booking')
      .findMany({ where: { consultant: { documentId: consultant.profileId }, status: 'confirmed' } });
    expect(rows).toHaveLength(1);
    // Whichever replica took it, both now show the slot as taken.
    for (const instance of instances) {
      const slots = await on(instance).get(`/api/client/consultants/${consultant.profileId}/slots`);
      expect(slots.status).toBe(200);
      expect(slots.body.data.map((slot: { start: string }) => slot.start)).not.toContain(start);
    }
  }, 120_000);

  it('sends each booking reminder once although both replicas run the reminder job', async () => {
    const parties = await bookingParties();
    // Inside the 24 h window: the next run of either replica sends its 24 h reminder.
    const booking = await insertBooking(parties, new Date(Date.now() + 23 * HOUR));
    const sent = await until(async () => Boolean((await storedBooking(booking.documentId)).reminder_24h_sent_at), 20_000);
    expect(sent).toBe(true);
    const DAY_REMINDER = { client: /^Reminder: your consultation with/, consultant: /^Rappel\u00a0: votre consultation avec/ };
    const reminders = async (address: string, subject: RegExp) => (await mailsTo(address)).filter((mail) => mail.text.includes(booking.room_id) && subject.test(mail.subject));
    await until(async () => (await reminders(parties.client.email, DAY_REMINDER.client)).length > 0 && (await reminders(parties.consultant.email, DAY_REMINDER.consultant)).length > 0, 10_000);
    // Several more runs of both replicas.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await reminders(parties.client.email, DAY_REMINDER.client)).toHaveLength(1);
    expect(await reminders(parties.consultant.email, DAY_REMINDER.consultant)).toHaveLength(1);
  }, 60_000);
});
