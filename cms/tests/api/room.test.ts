/**
 * The consultation room (spec §2 "chat-room", `/client/room/{roomid}`, `/consultant/room/{roomid}`;
 * DESIGN §4): one rule decides who may enter and when, at the HTTP door (`/api/{side}/rooms/:roomId`)
 * and at the Socket.IO handshake alike; inside, chat messages, typing, read receipts and WebRTC
 * signalling reach the other party of the same booking only; each presence is recorded; the ICE
 * servers carry TURN credentials that coturn's `use-auth-secret` accepts.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { API_KEY, booted, seedOnce } from '../helpers/strapi';
import { signInAdmin, signUpClient, signUpConsultant, type SignedIn } from '../helpers/accounts';
import { bookingParties, insertBooking, type BookingParties, type InsertedBooking } from '../helpers/booking-records';
import { bookableConsultant, slotStarts } from '../helpers/bookings';
import { expectStatus } from '../helpers/onboarding';
import { closeSockets, connect, enter, eventually, next, pause, record } from '../helpers/room';
import type { Schemas } from '../helpers/api-types';
import { clock } from '../../src/contracts/clock';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let parties: BookingParties;
/** A second client, with a booking of its own with the same consultant. */
let otherClient: SignedIn;
let otherParties: BookingParties;
let strangerConsultant: SignedIn;
let admin: SignedIn;
const rooms: Record<'open' | 'other' | 'early' | 'late' | 'cancelled', InsertedBooking> = {} as never;

interface Refusal extends Error {
  data?: { code: string; opens_at?: string; closed_at?: string };
}

/** The `connect_error` of a refused connection. */
async function refusal(auth: Record<string, unknown>, locale = 'fr'): Promise<Refusal> {
  try {
    await connect(auth, locale);
  } catch (error) {
    return error as Refusal;
  }
  throw new Error('the connection was accepted');
}

/** A stored instant (ISO text or Date) in epoch milliseconds. */
const ms = (value: string | Date) => new Date(value).getTime();

/** A stored presence in a room, with its user. */
interface AttendanceRow {
  role: 'client' | 'consultant';
  joined_at: string;
  left_at: string | null;
  user: { email: string };
}

/** The attendance rows of a booking (by documentId). */
const attendanceOf = (bookingDocumentId: string): Promise<AttendanceRow[]> =>
  booted()
    .db.query('api::room-attendance.room-attendance')
    .findMany({ where: { booking: { documentId: bookingDocumentId } }, populate: { user: true }, orderBy: { id: 'asc' } });

beforeAll(async () => {
  await seedOnce();
  parties = await bookingParties();
  otherClient = await signUpClient({ locale: 'en' });
  const otherProfile = await booted()
    .db.query('api::client-profile.client-profile')
    .findOne({ where: { user: { email: otherClient.email } } });
  otherParties = { consultant: parties.consultant, client: otherClient, clientProfileId: otherProfile.documentId };
  [strangerConsultant, admin] = await Promise.all([signUpConsultant(), signInAdmin()]);
  const now = clock.ms();
  rooms.open = await insertBooking(parties, new Date(now + 5 * MINUTE));
  rooms.other = await insertBooking(otherParties, new Date(now + 2 * MINUTE));
  rooms.early = await insertBooking(parties, new Date(now + 2 * HOUR));
  rooms.late = await insertBooking(parties, new Date(now - 3 * HOUR));
  rooms.cancelled = await insertBooking(parties, new Date(now + 3 * MINUTE), { status: 'cancelled', cancelled_at: clock.now().toISOString(), cancelled_by: 'client' });
}, 300_000);

afterAll(closeSockets);

describe('the HTTP door of the room', () => {
  it('shows a party its open room, with the booking, the other party and the window', async () => {
    const answer = await parties.client.http.get(`/api/client/rooms/${rooms.open.room_id}`);
    expect(answer.status).toBe(200);
    const room = answer.body.data;
    expect(room).toMatchObject({ room_id: rooms.open.room_id, state: 'open', booking: { id: rooms.open.documentId, status: 'confirmed' } });
    expect(room.counterpart.display_name).toBe(parties.consultant.display_name);
    expect(Date.parse(room.opens_at)).toBe(ms(rooms.open.start) - 10 * MINUTE);
    expect(Date.parse(room.closes_at)).toBe(ms(rooms.open.end) + 30 * MINUTE);
    const consultantSide = await parties.consultant.http.get(`/api/consultant/rooms/${rooms.open.room_id}`);
    expect(consultantSide.status).toBe(200);
    expect(consultantSide.body.data.state).toBe('open');
    // Each side names the other as its booking views do (the consultant opens the client's forms with it).
    const listed = await parties.consultant.http.get('/api/consultant/bookings?when=upcoming&pageSize=50');
    const booking = listed.body.data.find((entry: { room_id: string }) => entry.room_id === rooms.open.room_id);
    expect(consultantSide.body.data.counterpart).toEqual({ id: booking.client.id, display_name: booking.client.display_name });
    expect(room.counterpart.id).toBe(booking.consultant.id);
  });

  it('says when a room is not open yet or closed already, so the page can count down', async () => {
    const early = await parties.client.http.get(`/api/client/rooms/${rooms.early.room_id}`);
    expect(early.status).toBe(200);
    expect(early.body.data.state).toBe('too_early');
    expect(Date.parse(early.body.data.opens_at)).toBe(ms(rooms.early.start) - 10 * MINUTE);
    const late = await parties.consultant.http.get(`/api/consultant/rooms/${rooms.late.room_id}`);
    expect(late.status).toBe(200);
    expect(late.body.data.state).toBe('closed');
  });

  it('answers 404, in the caller’s language, to anyone but the parties, and for a cancelled booking', async () => {
    const strangers = [
      otherClient.http.get(`/api/client/rooms/${rooms.open.room_id}`),
      strangerConsultant.http.get(`/api/consultant/rooms/${rooms.open.room_id}`),
      parties.client.http.get(`/api/client/rooms/${rooms.cancelled.room_id}`),
      parties.client.http.get('/api/client/rooms/no-such-room'),
      parties.consultant.http.get(`/api/consultant/rooms/${rooms.other.room_id}x`),
    ];
    for (const answer of await Promise.all(strangers)) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.name).toBe('NotFoundError');
    }
    expect((await otherClient.http.get(`/api/client/rooms/${rooms.open.room_id}`)).body.error.message).toBe('Consultation room not found.');
    expect((await strangerConsultant.http.get(`/api/consultant/rooms/${rooms.open.room_id}`)).body.error.message).toBe('Salle de consultation introuvable.');
    // A party's token on the other side's surface is refused like no token at all.
    expect((await parties.client.http.get(`/api/consultant/rooms/${rooms.open.room_id}`)).status).toBe(401);
    expect((await parties.client.http.anonymous().get(`/api/client/rooms/${rooms.open.room_id}`)).status).toBe(401);
  });
});

describe('the Socket.IO door of the room', () => {
  it('refuses a wrong application key, a missing or bad token and a back-office account as unauthorized', async () => {
    const roomId = rooms.open.room_id;
    for (const auth of [
      { apiKey: 'wrong', token: parties.client.jwt, roomId },
      { token: parties.client.jwt, roomId },
      { apiKey: API_KEY(), roomId },
      { apiKey: API_KEY(), token: 'not-a-token', roomId },
      { apiKey: API_KEY(), token: admin.jwt, roomId },
    ]) {
      const error = await refusal(auth);
      expect(error.data?.code).toBe('unauthorized');
    }
  });

  it('refuses strangers, unknown rooms and cancelled bookings as not found', async () => {
    expect((await refusal({ apiKey: API_KEY(), token: otherClient.jwt, roomId: rooms.open.room_id })).data?.code).toBe('not_found');
    expect((await refusal({ apiKey: API_KEY(), token: strangerConsultant.jwt, roomId: rooms.open.room_id })).data?.code).toBe('not_found');
    expect((await refusal({ apiKey: API_KEY(), token: parties.client.jwt, roomId: rooms.cancelled.room_id })).data?.code).toBe('not_found');
    expect((await refusal({ apiKey: API_KEY(), token: parties.client.jwt, roomId: 'no-such-room' })).data?.code).toBe('not_found');
    const english = await refusal({ apiKey: API_KEY(), token: parties.client.jwt, roomId: 'no-such-room' }, 'en');
    expect(english.message).toBe('Consultation room not found.');
  });

  it('refuses too early and too late, with the opening and closing instants', async () => {
    const early = await refusal({ apiKey: API_KEY(), token: parties.client.jwt, roomId: rooms.early.room_id });
    expect(early.data?.code).toBe('too_early');
    expect(Date.parse(early.data!.opens_at!)).toBe(ms(rooms.early.start) - 10 * MINUTE);
    const late = await refusal({ apiKey: API_KEY(), token: parties.consultant.jwt, roomId: rooms.late.room_id });
    expect(late.data?.code).toBe('closed');
    expect(Date.parse(late.data!.closed_at!)).toBe(ms(rooms.late.end) + 30 * MINUTE);
  });
});

describe('inside the room', () => {
  let client: Socket;
  let consultant: Socket;
  let neighbour: Socket;

  beforeAll(async () => {
    consultant = await enter(parties.consultant, rooms.open.room_id);
    client = await enter(parties.client, rooms.open.room_id);
    neighbour = await enter(otherClient, rooms.other.room_id);
  });

  it('delivers a client’s message to the consultant only, and lists it afterwards', async () => {
    const neighbourSaw = record(neighbour, 'chat:message');
    const clientSaw = record(client, 'chat:message');
    const received = next(consultant, 'chat:message');
    const ack = await client.emitWithAck('chat:send', { text: '  Bonjour <b>docteur</b>  ' });
    expect(ack.ok).toBe(true);
    expect(ack.message).toMatchObject({ text: 'Bonjour <b>docteur</b>', sender_role: 'client', booking_id: rooms.open.documentId, read_at: null });
    expect(await received).toEqual(ack.message);
    await pause(300);
    expect(neighbourSaw).toEqual([]);
    expect(clientSaw).toEqual([]);

    for (const [http, side] of [
      [parties.client.http, 'client'],
      [parties.consultant.http, 'consultant'],
    ] as const) {
      const list = await http.get(`/api/${side}/bookings/${rooms.open.documentId}/messages`);
      expect(list.status).toBe(200);
      expect(list.body.data.map((message: Schemas['RoomMessage']) => message.text)).toContain('Bonjour <b>docteur</b>');
      expect(list.body.meta.pagination.total).toBeGreaterThanOrEqual(1);
    }
    const intruder = await otherClient.http.get(`/api/client/bookings/${rooms.open.documentId}/messages`);
    expect(intruder.status).toBe(404);
  });

  it('refuses an empty or too long message, in the sender’s language', async () => {
    const empty = await client.emitWithAck('chat:send', { text: '   ' });
    expect(empty).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(empty.error.message).toContain('4000');
    const long = await client.emitWithAck('chat:send', { text: 'x'.repeat(4001) });
    expect(long).toMatchObject({ ok: false, error: { code: 'invalid' } });
    const hidden = await client.emitWithAck('chat:send', { text: 'Bonjour\u202e\u0000' });
    expect(hidden).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(hidden.error.message).toContain('caractères de contrôle');
    const notText = await client.emitWithAck('chat:send', { text: { $gt: '' } });
    expect(notText).toMatchObject({ ok: false, error: { code: 'invalid' } });
    // None of them was stored.
    const list = await parties.client.http.get(`/api/client/bookings/${rooms.open.documentId}/messages`);
    expect(list.body.data.map((message: Schemas['RoomMessage']) => message.text)).toEqual(['Bonjour <b>docteur</b>']);
  });

  it('lists the messages oldest first, page by page', async () => {
    await consultant.emitWithAck('chat:send', { text: 'Bonjour, je vous entends.' });
    await client.emitWithAck('chat:send', { text: 'Parfait.' });
    const all = await parties.client.http.get(`/api/client/bookings/${rooms.open.documentId}/messages`);
    const texts = all.body.data.map((message: Schemas['RoomMessage']) => message.text);
    expect(texts.slice(-2)).toEqual(['Bonjour, je vous entends.', 'Parfait.']);
    const second = await parties.client.http.get(`/api/client/bookings/${rooms.open.documentId}/messages?page=2&pageSize=1`);
    expect(second.body.data.map((message: Schemas['RoomMessage']) => message.text)).toEqual([texts[1]]);
    expect(second.body.meta.pagination).toMatchObject({ page: 2, pageSize: 1, total: texts.length });
  });

  it('relays typing and read receipts to the other party', async () => {
    const typing = next(consultant, 'chat:typing');
    client.emit('chat:typing', { typing: true });
    expect(await typing).toEqual({ typing: true, role: 'client' });

    const sent = await client.emitWithAck('chat:send', { text: 'Lu ?' });
    const receipt = next(client, 'chat:read');
    const ack = await consultant.emitWithAck('chat:read', { upTo: sent.message.id });
    expect(ack.ok).toBe(true);
    expect((await receipt).upTo).toBe(sent.message.id);
    const list = await parties.consultant.http.get(`/api/consultant/bookings/${rooms.open.documentId}/messages?pageSize=200`);
    const fromClient = list.body.data.filter((message: Schemas['RoomMessage']) => message.sender_role === 'client');
    expect(fromClient.every((message: Schemas['RoomMessage']) => message.read_at !== null)).toBe(true);
    // The consultant's own messages are not marked read by its own receipt.
    expect(list.body.data.find((message: Schemas['RoomMessage']) => message.sender_role === 'consultant').read_at).toBeNull();
  });

  it('relays WebRTC signalling as it is, only inside the room', async () => {
    const neighbourSaw = [...['rtc:offer', 'rtc:answer', 'rtc:ice'].map((event) => record(neighbour, event))];
    const offer = next(consultant, 'rtc:offer');
    client.emit('rtc:offer', { type: 'offer', sdp: 'v=0 offer' });
    expect(await offer).toEqual({ type: 'offer', sdp: 'v=0 offer' });
    const answer = next(client, 'rtc:answer');
    consultant.emit('rtc:answer', { type: 'answer', sdp: 'v=0 answer' });
    expect(await answer).toEqual({ type: 'answer', sdp: 'v=0 answer' });
    const ice = next(consultant, 'rtc:ice');
    client.emit('rtc:ice', { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0' });
    expect((await ice).sdpMid).toBe('0');
    await pause(300);
    expect(neighbourSaw.flat()).toEqual([]);
  });

  it('lets a second connection of the same user take over the first', async () => {
    const replaced = next(client, 'room:replaced');
    const closed = next(client, 'disconnect');
    const again = await enter(parties.client, rooms.open.room_id);
    await replaced;
    await closed;
    const message = next(again, 'chat:message');
    await consultant.emitWithAck('chat:send', { text: 'Toujours là ?' });
    expect((await message).text).toBe('Toujours là ?');
    client = again;
  });

  it('records when each party joined and left', async () => {
    client.close();
    let rows: AttendanceRow[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      rows = await attendanceOf(rooms.open.documentId);
      if (rows.filter((row) => row.role === 'client' && row.left_at).length >= 2) break;
      await pause(100);
    }
    const clientRows = rows.filter((row) => row.role === 'client');
    expect(clientRows.length).toBe(2);
    expect(clientRows.every((row) => row.user.email === parties.client.email && row.joined_at && row.left_at)).toBe(true);
    const consultantRow = rows.find((row) => row.role === 'consultant');
    expect(consultantRow!.user.email).toBe(parties.consultant.email);
    expect(consultantRow!.joined_at).toBeTruthy();
    expect(consultantRow!.left_at).toBeNull();
  });
});

/** A new client (English) and its profile id, for a booking of its own with `consultant`. */
async function newClientOf(consultant: BookingParties['consultant']): Promise<BookingParties> {
  const client = await signUpClient({ locale: 'en' });
  const profile = await booted()
    .db.query('api::client-profile.client-profile')
    .findOne({ where: { user: { email: client.email } } });
  return { consultant, client, clientProfileId: profile.documentId };
}

/** The booking `documentId` as a side's booking list shows it (`when`: upcoming or past). */
async function listed(who: SignedIn, side: 'client' | 'consultant', documentId: string, when = 'upcoming'): Promise<Schemas['Booking'] | undefined> {
  const list = await who.http.get(`/api/${side}/bookings?when=${when}&pageSize=50`);
  expectStatus(list, 200);
  return list.body.data.find((booking: Schemas['Booking']) => booking.id === documentId);
}

describe('attendance on the booking views', () => {
  it('shows each party’s visits to the room in both parties’ bookings and in the back office', async () => {
    const pair = await newClientOf(parties.consultant);
    const booking = await insertBooking(pair, new Date(clock.ms() + 6 * MINUTE));
    const before = await listed(pair.client, 'client', booking.documentId);
    expect(before!.attendance).toEqual([]);

    const consultant = await enter(pair.consultant, booking.room_id);
    // The client comes, drops (a reload), comes back at once and leaves: one visit.
    const first = await enter(pair.client, booking.room_id);
    first.close();
    await eventually(
      () => attendanceOf(booking.documentId),
      (rows) => rows.some((row) => row.role === 'client' && row.left_at),
    );
    const again = await enter(pair.client, booking.room_id);
    again.close();
    await eventually(
      () => attendanceOf(booking.documentId),
      (rows) => rows.filter((row) => row.role === 'client' && row.left_at).length === 2,
    );

    const rows = await attendanceOf(booking.documentId);
    const clientRows = rows.filter((row) => row.role === 'client');
    const expected = [
      { role: 'consultant', joined_at: new Date(rows.find((row) => row.role === 'consultant')!.joined_at).toISOString(), left_at: null },
      { role: 'client', joined_at: new Date(clientRows[0].joined_at).toISOString(), left_at: new Date(clientRows[1].left_at!).toISOString() },
    ];
    expect((await listed(pair.client, 'client', booking.documentId))!.attendance).toEqual(expected);
    expect((await listed(pair.consultant, 'consultant', booking.documentId))!.attendance).toEqual(expected);
    const byToken = await pair.client.http.get(`/api/client/bookings/by-token/${booking.token}`);
    expect(byToken.body.data.attendance).toEqual(expected);
    const record = await admin.http.get(`/api/admin-panel/bookings/${booking.documentId}`);
    expectStatus(record, 200);
    expect(record.body.attendance).toEqual(expected);

    // Once the consultant leaves, its visit has an end too.
    consultant.close();
    await eventually(
      () => attendanceOf(booking.documentId),
      (all) => all.every((row) => row.left_at),
    );
    const done = await listed(pair.client, 'client', booking.documentId);
    expect(done!.attendance.map((visit) => [visit.role, visit.left_at !== null])).toEqual([
      ['consultant', true],
      ['client', true],
    ]);
  });
});

describe('a booking that changes while its room is in use', () => {
  it('closes the room of a cancelled booking: both parties are told, then disconnected', async () => {
    const pair = await newClientOf(parties.consultant);
    const booking = await insertBooking(pair, new Date(clock.ms() + 7 * MINUTE));
    const client = await enter(pair.client, booking.room_id);
    const consultant = await enter(pair.consultant, booking.room_id);
    const neighbour = await enter(otherClient, rooms.other.room_id);
    const neighbourSaw = record(neighbour, 'room:closed');
    const told = [next(client, 'room:closed'), next(consultant, 'room:closed')];
    const gone = [next(client, 'disconnect'), next(consultant, 'disconnect')];

    // An admin may cancel until the start (the parties' change notice has passed).
    const cancelled = await admin.http.post(`/api/admin-panel/bookings/${booking.documentId}/cancel`, { reason: 'Consultante indisponible' });
    expectStatus(cancelled, 200);
    for (const closed of await Promise.all(told)) expect(closed).toMatchObject({ reason: 'cancelled' });
    await Promise.all(gone);
    expect((await refusal({ apiKey: API_KEY(), token: pair.client.jwt, roomId: booking.room_id })).data?.code).toBe('not_found');
    await pause(300);
    expect(neighbourSaw).toEqual([]);
    expect(neighbour.connected).toBe(true);
    neighbour.close();
  });

  it('tells the parties the new window of a moved booking, and lets them go when it is not open now', async () => {
    process.env.BOOKING_CHANGE_NOTICE_HOURS = '0';
    try {
      const pair = await newClientOf(await bookableConsultant());
      const booking = await insertBooking(pair, new Date(clock.ms() + 8 * MINUTE));
      const client = await enter(pair.client, booking.room_id);
      const changed = next(client, 'room:changed');
      const closed = next(client, 'room:closed');
      const gone = next(client, 'disconnect');
      const [start] = await slotStarts(pair.client.http, pair.consultant.profileId);
      expectStatus(await pair.client.http.post(`/api/client/bookings/${booking.documentId}/reschedule`, { start }), 200);
      expect(await changed).toEqual({ opens_at: new Date(ms(start) - 10 * MINUTE).toISOString(), closes_at: new Date(ms(start) + 90 * MINUTE).toISOString() });
      expect((await closed).reason).toBe('moved');
      await gone;
      expect((await refusal({ apiKey: API_KEY(), token: pair.client.jwt, roomId: booking.room_id })).data?.code).toBe('too_early');
    } finally {
      delete process.env.BOOKING_CHANGE_NOTICE_HOURS;
    }
  });
});

describe('a flood of chat messages', () => {
  it('is refused past 20 messages in 10 seconds, in the sender’s language, and not stored', async () => {
    const pair = await newClientOf(parties.consultant);
    const booking = await insertBooking(pair, new Date(clock.ms() + 4 * MINUTE));
    const client = await enter(pair.client, booking.room_id, 'en');
    const consultant = await enter(pair.consultant, booking.room_id);
    const delivered = record(consultant, 'chat:message');
    const answers = [];
    for (let count = 0; count < 21; count += 1) answers.push(await client.emitWithAck('chat:send', { text: `Message ${count + 1}` }));
    expect(answers.slice(0, 20).every((answer) => answer.ok)).toBe(true);
    const refused = answers[20];
    expect(refused).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    expect(refused.error.message).toMatch(/^You are sending too many messages in a row\. Try again in \d+ s\.$/);
    expect(refused.error.retry_after_seconds).toBeGreaterThan(0);
    const history = await pair.client.http.get(`/api/client/bookings/${booking.documentId}/messages?pageSize=50`);
    expect(history.body.meta.pagination.total).toBe(20);
    await eventually(
      async () => delivered.length,
      (count) => count === 20,
    );
    expect(delivered.length).toBe(20);
    // The other party is not held back by the sender's flood.
    expect((await consultant.emitWithAck('chat:send', { text: 'Doucement :)' })).ok).toBe(true);
  });
});

describe('the end of the room', () => {
  it('tells the parties the room has closed and disconnects them', async () => {
    process.env.ROOM_CLOSE_AFTER_MINUTES = '0';
    try {
      // A session ending in two seconds, in a room that closes as it ends.
      const ending = await insertBooking(otherParties, new Date(clock.ms() - 60 * MINUTE + 2000));
      const socket = await enter(otherClient, ending.room_id);
      const closed = next(socket, 'room:closed', 6000);
      const gone = next(socket, 'disconnect', 6000);
      const told = await closed;
      expect(ms(told.closed_at)).toBe(ms(ending.end));
      expect(told.reason).toBe('ended');
      await gone;
      expect((await refusal({ apiKey: API_KEY(), token: otherClient.jwt, roomId: ending.room_id })).data?.code).toBe('closed');
    } finally {
      delete process.env.ROOM_CLOSE_AFTER_MINUTES;
    }
  });
});

describe('the ICE servers of a room', () => {
  it('gives STUN as it is and TURN with a credential that verifies with the shared secret', async () => {
    process.env.ICE_SERVERS = 'stun:stun.example.org:3478, turn:turn.example.org:3478?transport=udp,turns:turn.example.org:5349';
    process.env.TURN_SECRET = 'room-test-secret';
    process.env.TURN_TTL_SECONDS = '600';
    try {
      const before = Math.floor(clock.ms() / 1000);
      const answer = await parties.client.http.get(`/api/client/rooms/${rooms.open.room_id}/ice-servers`);
      expect(answer.status).toBe(200);
      const { iceServers, ttl_seconds } = answer.body.data;
      expect(ttl_seconds).toBe(600);
      expect(iceServers[0]).toEqual({ urls: 'stun:stun.example.org:3478' });
      expect(iceServers.map((server: Schemas['IceServer']) => server.urls)).toEqual(['stun:stun.example.org:3478', 'turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349']);
      for (const turn of iceServers.slice(1)) {
        const [expiry, userId] = turn.username.split(':');
        expect(userId).toBe(parties.client.user.id);
        expect(Number(expiry)).toBeGreaterThanOrEqual(before + 600);
        expect(Number(expiry)).toBeLessThanOrEqual(before + 602);
        expect(turn.credential).toBe(createHmac('sha1', 'room-test-secret').update(turn.username).digest('base64'));
      }
    } finally {
      delete process.env.ICE_SERVERS;
      delete process.env.TURN_SECRET;
      delete process.env.TURN_TTL_SECONDS;
    }
    const none = await parties.consultant.http.get(`/api/consultant/rooms/${rooms.open.room_id}/ice-servers`);
    expect(none.body.data.iceServers).toEqual([]);
  });

  it('are for the parties of an open room only', async () => {
    expect((await otherClient.http.get(`/api/client/rooms/${rooms.open.room_id}/ice-servers`)).status).toBe(404);
    const early = await parties.client.http.get(`/api/client/rooms/${rooms.early.room_id}/ice-servers`);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ name: 'RoomNotOpen', details: { state: 'too_early' } });
  });
});
