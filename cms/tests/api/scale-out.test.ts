/**
 * The app as several replicas (DESIGN §7 "Scale-out shape"; docs/scale-out.md): two more app processes
 * on the test database (the same SQLite file, or the same PostgreSQL schema), sharing Redis and an
 * S3-compatible store (s3rver), each answering on its own port as two replicas behind a reverse proxy
 * would. What a user would notice if the replicas did not cooperate:
 * - two people booking the same time slot through different replicas both being told "booked";
 * - an edit made in the back office (served by one replica) not showing on the site (served by the other);
 * - a document uploaded through one replica missing when the next request reaches the other;
 * - a reminder e-mail arriving twice because both replicas run the reminder job;
 * - any queued e-mail arriving twice, or not at all, because both replicas run the outbox worker
 *   (docs/messaging.md: each message is claimed by one process).
 * - in a consultation room whose client is on one replica and consultant on the other (Socket.IO through
 *   Redis, `@socket.io/redis-streams-adapter`; docs/api-room.md "Socket.IO"), presence, chat or WebRTC
 *   signalling not reaching the other party, or a party getting a fresh allowance of events by
 *   reconnecting to the other replica (docs/api-room.md "Limits of the socket events").
 * - in a webinar's live session whose host is on one replica and an attendee on the other
 *   (docs/webinar-room.md "Scale-out"): the chat, the raised hand or the floor not crossing over.
 * The two replicas are started once for the whole file: each boot costs as much as many tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { API_KEY, booted, seedOnce, serverOutbox, unique } from '../helpers/strapi';
import { freshIp, sharedAdmin, signUpConsultant, type SignedIn } from '../helpers/accounts';
import { expectStatus } from '../helpers/onboarding';
import { download, part, pdfBytes } from '../helpers/files';
import { startS3, type S3Server } from '../helpers/s3';
import { bookableConsultant, readyClient, slotStarts } from '../helpers/bookings';
import { bookingParties, insertBooking, storedBooking, type BookingParties, type InsertedBooking } from '../helpers/booking-records';
import { connect as connectRoom, enter as enterRoom, eventually, next as nextEvent } from '../helpers/room';
import { EVENT_LIMITS, REFUSALS_BEFORE_CLOSE } from '../../src/realtime/event-limits';
import type { Row } from '../helpers/strapi-types';
import { mailsTo } from '../helpers/mail';
import { clearSharedRedis, sharedRedisEnv, startStrapiInstance, type InstanceEnv, type StrapiInstance } from '../helpers/instances';
import { clock } from '../../src/contracts/clock';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

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
  const started = clock.ms();
  while (clock.ms() - started < ms) {
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
    // The documented default cap of unsolicited e-mails per address and day, whatever the worker's environment.
    UNSOLICITED_MAIL_PER_DAY: '5',
    // Both replicas poll the outbox often, several messages at a time, so that their claims meet.
    OUTBOX_POLL_MS: '200',
    OUTBOX_CONCURRENCY: '8',
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
    const booking = await insertBooking(parties, new Date(clock.ms() + 23 * HOUR));
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

  it('sends each queued e-mail once although both replicas (and this process) run the outbox worker', async () => {
    const outbox = serverOutbox();
    // This process stops sending: the 60 messages are left to the two replicas' polls, which meet on each.
    await outbox.stopOutboxWorker();
    const s = unique();
    const addresses = Array.from({ length: 60 }, (_, i) => `outbox-${s}-${i}@example.org`);
    try {
      await booted().db.transaction(async () => {
        for (const address of addresses) {
          await outbox.enqueueMail(address, 'en', { name: 'password-changed', when: '29 November 2026', resetUrl: 'http://web.test/public/client/forget-password' });
        }
      });
      const arrived = async () => (await Promise.all(addresses.map((address) => mailsTo(address)))).map((mails) => mails.length);
      expect(await until(async () => (await arrived()).every((count) => count >= 1), 60_000)).toBe(true);
      // Give a late duplicate the time to arrive, then count again: one each.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await arrived()).toEqual(addresses.map(() => 1));
      const rows = (await booted()
        .db.query('api::outbox-message.outbox-message')
        .findMany({ where: { recipient: { $in: addresses } } })) as { status: string; attempts: number; claimed_by: string | null }[];
      expect(rows.map((row) => [row.status, row.attempts])).toEqual(addresses.map(() => ['sent', 1]));
      // Sent by the replicas, not by this process.
      expect(rows.every((row) => row.claimed_by && !row.claimed_by.includes(`:${process.pid}:`))).toBe(true);
    } finally {
      outbox.startOutboxWorker();
    }
  }, 120_000);

  it('lets one address receive at most the daily cap of unsolicited e-mails, however the forms are spread over the replicas', async () => {
    // The cap is per UTC day: keep the burst clear of midnight.
    const toMidnight = DAY - (clock.ms() % DAY);
    if (toMidnight < 60_000) await new Promise((resolve) => setTimeout(resolve, toMidnight + 1_000));
    const email = `flooded-${unique()}${unique()}@example.org`;
    const forms: [string, object][] = [
      ...Array.from({ length: 3 }, (): [string, object] => ['/api/client/newsletter', { email }]),
      ...Array.from({ length: 3 }, (): [string, object] => ['/api/client/starter-kit', { name: 'Léa', email, locale: 'fr' }]),
      ...['ayurveda', 'homeopathy', 'naturopathy', 'osteopathy', 'sophrology'].map((specialization): [string, object] => [
        '/api/client/waiting-list',
        { role: 'client', email, name: 'Léa', country: 'BE', specialization },
      ]),
      ['/api/client/auth/otp', { email }],
      ['/api/client/auth/mobile-otp', { email, isd_code: '+1', contact_number: '416 555 0199' }],
    ];
    // All at once, each from its own client address, alternately through each replica.
    const answers = await Promise.all(forms.map(([path, body], i) => on(instances[i % 2]).post(path, body)));
    expect(answers.map((answer) => answer.status)).toEqual(forms.map(([path]) => (path.endsWith('/newsletter') || path.endsWith('/starter-kit') ? 202 : path.endsWith('/waiting-list') ? 201 : 200)));
    // Once every starter kit (the slowest e-mail) was either sent or withheld, and a moment more, exactly the cap arrived.
    const kits = () => booted().db.query('api::starter-kit-request.starter-kit-request').findMany({ where: { email } });
    expect(await kits()).toHaveLength(3);
    expect(await until(async () => (await kits()).every((row) => row.status !== 'pending'), 30_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await mailsTo(email)).toHaveLength(5);
  }, 90_000);
});

const MINUTE = 60_000;

let parties: BookingParties;
let room: InsertedBooking;
const sockets: Socket[] = [];
/** The client's replica and the consultant's (the file's two replicas). */
const first = (): StrapiInstance => instances[0];
const second = (): StrapiInstance => instances[1];

/** `who`'s socket in the room, connected to `instance`; resolves once accepted. */
async function enter(instance: StrapiInstance, who: SignedIn): Promise<Socket> {
  const socket = await enterRoom(who, room.room_id, 'fr', instance.url).catch((error: Error) => {
    throw new Error(`${instance.url} refused the connection: ${error.message}`);
  });
  sockets.push(socket);
  return socket;
}

/** The next `event` on `socket` (fails after 10 s: the message crosses processes). */
const next = <E extends string>(socket: Socket, event: E) => nextEvent(socket, event, 10_000);

/** The room's attendance rows, oldest first. */
const attendance = (): Promise<{ role: string; left_at: string | null }[]> =>
  booted()
    .db.query('api::room-attendance.room-attendance')
    .findMany({ where: { booking: { documentId: room.documentId } }, orderBy: { id: 'asc' } });

/**
 * Wait until the instances have written `present` open attendance rows (the room records each
 * presence in the background): on SQLite, the next write then never meets that one. A replica's write
 * may wait up to 30 s for the file's lock on a busy machine (config/database.ts), so this waits up to 45 s.
 */
async function presences(present: number): Promise<void> {
  const started = clock.ms();
  while (clock.ms() - started < 45_000) {
    const rows = await attendance();
    if (rows.filter((row) => !row.left_at).length === present) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the room did not record ${present} presences: ${JSON.stringify(await attendance())}`);
}

/** The client in the room on the first instance, then the consultant on the second. */
async function bothIn(): Promise<{ client: Socket; consultant: Socket }> {
  const client = await enter(first(), parties.client);
  await presences(1);
  const arrival = next(client, 'room:peer');
  const consultant = await enter(second(), parties.consultant);
  expect(await arrival).toEqual({ role: 'consultant', present: true });
  await presences(2);
  return { client, consultant };
}

/** Close sockets and wait until the room has recorded their departure. */
async function leave(...leaving: Socket[]): Promise<void> {
  for (const socket of leaving) socket.close();
  await presences(0);
}

// Each test waits for the room's writes, which a busy machine can hold up to 30 s each.
describe('a room whose parties are on two replicas', { timeout: 180_000 }, () => {
  beforeAll(async () => {
    parties = await bookingParties();
    room = await insertBooking(parties, new Date(clock.ms() + 5 * MINUTE));
  }, 300_000);

  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  it('shows each party the other arriving and leaving', async () => {
    const { client, consultant } = await bothIn();
    const departure = next(client, 'room:peer');
    consultant.close();
    expect(await departure).toEqual({ role: 'consultant', present: false });
    await leave(client);
    const rows = await attendance();
    expect(rows.map((row) => row.role).sort()).toEqual(['client', 'consultant']);
  });

  it('delivers chat messages both ways, each stored once', async () => {
    const { client, consultant } = await bothIn();
    const received = next(consultant, 'chat:message');
    const sent = await client.emitWithAck('chat:send', { text: 'Bonjour, vous m’entendez ?' });
    expect(sent.ok).toBe(true);
    expect(await received).toEqual(sent.message);

    const answer = next(client, 'chat:message');
    const replied = await consultant.emitWithAck('chat:send', { text: 'Oui, très bien.' });
    expect(replied.ok).toBe(true);
    expect(await answer).toMatchObject({ id: replied.message.id, text: 'Oui, très bien.', sender_role: 'consultant' });
    await leave(client, consultant);

    // Each message was stored once, by the instance of its sender, in the one database.
    const stored: Row<'api::room-message.room-message'>[] = await booted()
      .db.query('api::room-message.room-message')
      .findMany({ where: { booking: { documentId: room.documentId } }, orderBy: { id: 'asc' } });
    expect(stored.map((message) => [message.documentId, message.sender_role, message.text])).toEqual([
      [sent.message.id, 'client', 'Bonjour, vous m’entendez ?'],
      [replied.message.id, 'consultant', 'Oui, très bien.'],
    ]);
  });

  it('relays the WebRTC offer and answer as they were sent', async () => {
    const { client, consultant } = await bothIn();
    const offer = { type: 'offer', sdp: 'v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n' };
    const offered = next(client, 'rtc:offer');
    consultant.emit('rtc:offer', offer);
    expect(await offered).toEqual(offer);
    const answer = { type: 'answer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n' };
    const answered = next(consultant, 'rtc:answer');
    client.emit('rtc:answer', answer);
    expect(await answered).toEqual(answer);
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    const ice = next(consultant, 'rtc:ice');
    client.emit('rtc:ice', candidate);
    expect(await ice).toEqual(candidate);
    await leave(client, consultant);
  });

  it('counts what a party sends into the room on both replicas: flooding again from the other one gets no fresh allowance', async () => {
    const { client, consultant } = await bothIn();
    const received: unknown[] = [];
    consultant.on('rtc:offer', (payload: unknown) => received.push(payload));
    const { perSocket, perRoom } = EVENT_LIMITS['rtc:offer'];
    // Enough connections, alternating replicas, to spend the room side's allowance and try once more.
    const connections = Math.ceil(perRoom.points / perSocket.points) + 1;
    let flooder = client;
    for (let connection = 0; connection < connections; connection += 1) {
      if (connection > 0) flooder = await enter(connection % 2 ? second() : first(), parties.client);
      const ejected = next(flooder, 'room:ejected');
      for (let i = 0; i < perSocket.points + REFUSALS_BEFORE_CLOSE.refusals; i += 1) flooder.emit('rtc:offer', { seq: connection * 100 + i });
      expect((await ejected).reason).toBe('flooding');
    }
    await eventually(
      async () => received.length,
      (n) => n >= perRoom.points,
    );
    // A signal sent after everything else, through the same path, arrives after whatever was relayed.
    const last = await enter(first(), parties.client);
    const marker = next(consultant, 'rtc:restart');
    last.emit('rtc:restart', { type: 'bye', session: 'marker' });
    await marker;
    expect(received).toHaveLength(perRoom.points);
    expect(received.filter((payload) => (payload as { seq: number }).seq >= (connections - 1) * 100)).toEqual([]);
    await leave(last, consultant);
  });

  it('closes a party’s connection on one instance when it joins again on the other', async () => {
    const { client, consultant } = await bothIn();
    const replaced = next(client, 'room:replaced');
    const closed = next(client, 'disconnect');
    const again = await enter(second(), parties.client);
    expect(await replaced).toMatchObject({ message: expect.any(String) });
    await closed;
    expect(client.connected).toBe(false);
    await presences(2);
    // The new connection is the one in the room now.
    const received = next(consultant, 'chat:message');
    const sent = await again.emitWithAck('chat:send', { text: 'Je suis revenu.' });
    expect(sent.ok).toBe(true);
    expect(await received).toMatchObject({ text: 'Je suis revenu.', sender_role: 'client' });
    await leave(again, consultant);
  });
});

describe('a webinar whose host and attendee are on two replicas', { timeout: 180_000 }, () => {
  let host: SignedIn;
  let attendee: SignedIn;
  let webinarId: string;
  const live: Socket[] = [];

  /** `who`'s socket in the live session, connected to `instance`. */
  async function join(instance: StrapiInstance, who: SignedIn): Promise<Socket> {
    const socket = await connectRoom({ apiKey: API_KEY(), token: who.jwt, webinarId }, 'fr', instance.url);
    live.push(socket);
    return socket;
  }

  beforeAll(async () => {
    host = await bookableConsultant();
    attendee = await readyClient();
    const created = await host.http.post('/api/consultant/webinars', {
      title_fr: `Séance de groupe ${unique()}`,
      description_fr: 'Pratique guidée.',
      specialization: 'ayurveda',
      language: 'fr',
      start: new Date(clock.ms() + 5 * DAY).toISOString(),
      duration_minutes: 60,
      capacity: 10,
      fee_minor: 0,
    });
    expectStatus(created, 201);
    webinarId = created.body.data.id;
    expectStatus(await host.http.post(`/api/consultant/webinars/${webinarId}/publish`, {}), 200);
    expectStatus(await attendee.http.post(`/api/client/webinars/${webinarId}/registration`, {}), 201);
    // The session under way: it starts in five minutes.
    await booted()
      .db.query('api::webinar.webinar')
      .update({ where: { documentId: webinarId }, data: { start: new Date(clock.ms() + 5 * 60_000), end: new Date(clock.ms() + 65 * 60_000) } });
  }, 300_000);

  afterAll(() => {
    for (const socket of live) socket.close();
  });

  it('carries the chat, the raised hand and the floor from one replica to the other', async () => {
    const hostSocket = await join(first(), host);
    const attendeeSocket = await join(second(), attendee);
    const me = (await attendeeSocket.timeout(15_000).emitWithAck('webinar:hello', {})) as { user_id: number };

    const chat = nextEvent(hostSocket, 'webinar:chat', 15_000);
    expect(await attendeeSocket.timeout(15_000).emitWithAck('webinar:chat', { text: 'Bonjour depuis l’autre instance' })).toMatchObject({ ok: true });
    expect(await chat).toMatchObject({ text: 'Bonjour depuis l’autre instance', sender_role: 'attendee' });

    const hands = nextEvent(hostSocket, 'webinar:hands', 15_000);
    await attendeeSocket.timeout(15_000).emitWithAck('webinar:hand', { raised: true });
    expect(((await hands) as { queue: { user_id: number }[] }).queue.map((hand) => hand.user_id)).toEqual([me.user_id]);
    // The host's instance knows the hand too (asked afresh).
    expect(await hostSocket.timeout(15_000).emitWithAck('webinar:hello', {})).toMatchObject({ hands: [{ user_id: me.user_id }] });

    const floor = nextEvent(attendeeSocket, 'webinar:speaker', 15_000);
    expect(await hostSocket.timeout(15_000).emitWithAck('webinar:speaker', { user_id: me.user_id })).toMatchObject({ ok: true });
    expect(await floor).toMatchObject({ user_id: me.user_id });
    // The attendee's instance lets the speaker send (a broken offer is then refused as such, not as forbidden).
    await eventually(
      async () => ((await attendeeSocket.timeout(15_000).emitWithAck('webinar:hello', {})) as { speaker: { user_id: number | null } }).speaker.user_id,
      (id) => id === me.user_id,
    );
    const sent = (await attendeeSocket.timeout(30_000).emitWithAck('media:publish', { sdp: 'v=0\r\n' })) as { error?: { code: string } };
    expect(sent.error?.code).not.toBe('forbidden');

    const back = nextEvent(attendeeSocket, 'webinar:speaker', 15_000);
    await hostSocket.timeout(15_000).emitWithAck('webinar:speaker', { user_id: null });
    expect(await back).toMatchObject({ user_id: null });
  });
});
