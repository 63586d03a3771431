/**
 * The app as several replicas (DESIGN §7 "Scale-out shape"; docs/scale-out.md): two more app processes
 * on the test database (the same SQLite file, or the same PostgreSQL schema), sharing Redis and an
 * S3-compatible store (s3rver), each answering on its own port as two replicas behind a reverse proxy
 * would. What a user would notice if the replicas did not cooperate:
 * - two people booking the same time slot through different replicas both being told "booked";
 * - an edit made in the back office (served by one replica) not showing on the site (served by the other);
 * - a document uploaded through one replica missing when the next request reaches the other;
 * - a reminder e-mail arriving twice because both replicas run the reminder job.
 * The consultation room across replicas (presence, chat, signalling) is shown by `room-instances.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { API_KEY, booted, seedOnce, unique } from '../helpers/strapi';
import { freshIp, sharedAdmin, signUpConsultant, type SignedIn } from '../helpers/accounts';
import { expectStatus } from '../helpers/onboarding';
import { download, part, pdfBytes } from '../helpers/files';
import { startS3, type S3Server } from '../helpers/s3';
import { bookableConsultant, readyClient, slotStarts } from '../helpers/bookings';
import { bookingParties, insertBooking, storedBooking } from '../helpers/booking-records';
import { mailsTo } from '../helpers/mail';
import { clearSharedRedis, sharedRedisEnv, startStrapiInstance, type InstanceEnv, type StrapiInstance } from '../helpers/instances';

const HOUR = 60 * 60_000;

let shared: InstanceEnv;
let s3: S3Server;
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
  s3 = await startS3();
  shared = {
    ...sharedRedisEnv(),
    ...s3.env,
    // This run's own channel of cache invalidations.
    PUBLIC_CACHE_CHANNEL: `test-public-cache-${unique()}`,
    // Both replicas run the reminder job, every two seconds, as every replica of a deployment runs it every minute.
    BOOKING_REMINDERS_CRON: 'true',
    BOOKING_REMINDERS_CRON_RULE: '*/2 * * * * *',
  };
  // One after the other: each boot writes to the database.
  instances.push(await startStrapiInstance({ env: shared }));
  instances.push(await startStrapiInstance({ env: shared }));
}, 480_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  if (shared) await clearSharedRedis(shared);
  await s3?.stop();
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

  it('shows a change made in the back office through one replica on the next public read from the other', async () => {
    const [writer, reader] = instances;
    const admin = await sharedAdmin();
    const s = unique();
    const created = await admin.http.post('/api/admin-panel/faqs', {
      question: { fr: `Question ${s} ?`, en: `Question ${s}?` },
      answer: { fr: 'Avant.', en: 'Before.' },
      category: 'booking',
      published: true,
    });
    expectStatus(created, 201);
    const headers = { 'x-api-key': API_KEY(), 'accept-language': 'en' };
    const read = async () => {
      const response = await fetch(`${reader.url}/api/client/faqs?pageSize=50&category=booking`, { headers });
      const body = (await response.json()) as { data: { question: string; answer: string }[] };
      return { cache: response.headers.get('x-cache'), answer: body.data.find((faq) => faq.question === `Question ${s}?`)?.answer };
    };
    expect((await read()).answer).toBe('Before.');
    expect(await read()).toEqual({ cache: 'HIT', answer: 'Before.' });

    const editor = admin.http.on(writer.url);
    const current = await editor.get(`/api/admin-panel/faqs/${created.body.id}`);
    expectStatus(await editor.put(`/api/admin-panel/faqs/${created.body.id}`, { ...current.body, answer: { fr: 'Après.', en: 'After.' } }), 200);
    // The invalidation travels through Redis: the reader drops its entry as soon as it arrives.
    await expect.poll(async () => (await read()).answer, { timeout: 5_000, interval: 50 }).toBe('After.');
  }, 60_000);

  it('serves a private document uploaded through one replica from the other, out of the shared private bucket', async () => {
    const owner = await signUpConsultant();
    const bytes = pdfBytes(`Pièce d’identité de ${owner.display_name}`);
    const uploaded = await owner.http.on(instances[0].url).upload('post', '/api/consultant/documents/id', part.pdf(bytes, 'identite.pdf'));
    expectStatus(uploaded, 201);
    const served = await download(owner.http.on(instances[1].url).get(`/api/files/${uploaded.body.data.id}`));
    expect(served.status).toBe(200);
    expect(served.bytes.equals(bytes)).toBe(true);
    const row = await booted()
      .db.query('api::private-file.private-file')
      .findOne({ where: { documentId: uploaded.body.data.id } });
    expect(await s3.listObjects(s3.buckets.private)).toContain(row.storage_key);
  }, 60_000);

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
