/**
 * The bounded relay of the consultation room (docs/api-room.md "Limits of the socket events";
 * src/realtime/event-limits.ts; DESIGN §8 "real-time events have size and rate limits"). What a user
 * would notice without it: a party (or a script holding its token) flooding the other's page with
 * chat messages, typing signals, read receipts or WebRTC signalling, or with events too large to
 * handle. Each event kind is flooded by one party: the other party receives no more than the limit,
 * the sender is told why each refused event was refused (in its language), and keeping on closes its
 * connection with `room:ejected` `{ reason: 'flooding' }`. A conversation and a call's negotiation at
 * an honest pace go through whole. Counts only: no timing is asserted (each flood is sent at once,
 * well inside the limits' windows).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { API_KEY, booted, seedOnce } from '../helpers/strapi';
import { freshIp, signUpClient, type SignedIn } from '../helpers/accounts';
import { bookingParties, insertBooking, type BookingParties, type InsertedBooking } from '../helpers/booking-records';
import { closeSockets, connect, enter, eventually, next, record, type RoomEvents } from '../helpers/room';
import { EVENT_LIMITS, MAX_MESSAGE_BYTES, REFUSALS_BEFORE_CLOSE, type RoomEventName } from '../../src/realtime/event-limits';
import { clock } from '../../src/contracts/clock';
import { LIMITS } from '../../src/lib/rate-limit';

const MINUTE = 60_000;
const REFUSALS = REFUSALS_BEFORE_CLOSE.refusals;

type Role = 'client' | 'consultant';
type Refused = RoomEvents['error'];

let parties: BookingParties;
/** A client of its own with the same consultant: the chat flood spends its per-user message allowance. */
let flooderParties: BookingParties;

/** A booking of `who` whose room is open now (its per-room counts start from zero). */
const openBooking = (who: BookingParties = parties) => insertBooking(who, new Date(clock.ms() + 5 * MINUTE));

/** Both parties in the room of `booking` (the client in English, the consultant in French), each joined. */
async function pair(booking: InsertedBooking, who: BookingParties = parties): Promise<Record<Role, Socket>> {
  const client = await enter(who.client, booking.room_id, 'en');
  const arrived = next(client, 'room:peer');
  const consultant = await enter(who.consultant, booking.room_id, 'fr');
  await arrived;
  return { client, consultant };
}

/** `payload` with a `pad` field making its serialization (as the server measures it) exactly `bytes` long. */
function sized(payload: Record<string, unknown>, bytes: number): Record<string, unknown> {
  const base = Buffer.byteLength(JSON.stringify([{ ...payload, pad: '' }]), 'utf8');
  return { ...payload, pad: 'x'.repeat(bytes - base) };
}

/**
 * Wait until everything `receiver` was sent before now has arrived: a fresh connection of the sender
 * `who` sends `marker` (an event other than the one flooded), which follows the same path to the other
 * party (with Redis, the adapter's stream), so it arrives after whatever was relayed earlier.
 */
async function settle(who: SignedIn, roomId: string, receiver: Socket, marker: 'chat:typing' | 'rtc:restart'): Promise<void> {
  const seen = next(receiver, marker);
  const again = await enter(who, roomId, 'en');
  again.emit(marker, marker === 'chat:typing' ? { typing: false } : { type: 'bye', session: 'marker' });
  await seen;
  again.close();
}

/** One kind of event flooded: what the sender sends, what the other party receives. */
interface Kind {
  event: RoomEventName;
  /** the event the other party receives for it */
  relayedAs: 'chat:message' | 'chat:typing' | 'chat:read' | 'rtc:offer' | 'rtc:answer' | 'rtc:ice' | 'rtc:restart';
  from: Role;
  /** sent with an acknowledgement (as the web page does) */
  ack?: boolean;
  /** the `i`th payload of the flood */
  payload: (i: number, messageId: string) => Record<string, unknown>;
  /** what the other party receives carries `seq` (relayed as it is), so its order can be read */
  carriesSeq?: boolean;
}

/** An ICE candidate as `RTCIceCandidate.toJSON()` gives it. */
const candidate = (i: number) => ({ candidate: `candidate:${i} 1 udp 2122260223 192.0.2.${(i % 250) + 1} ${50000 + i} typ host generation 0`, sdpMid: '0', sdpMLineIndex: 0 });
/** A session description of about the size a browser's audio and video offer has (some 6 kB). */
const description = (type: 'offer' | 'answer') => ({ type, sdp: `v=0\r\n${'a=rtcp-fb:96 nack pli\r\n'.repeat(260)}` });

const KINDS: Kind[] = [
  { event: 'chat:send', relayedAs: 'chat:message', from: 'client', ack: true, payload: (i) => ({ text: `Message ${i}` }) },
  { event: 'chat:typing', relayedAs: 'chat:typing', from: 'consultant', payload: (i) => ({ typing: i % 2 === 0 }) },
  { event: 'chat:read', relayedAs: 'chat:read', from: 'client', ack: true, payload: (_, messageId) => ({ upTo: messageId }) },
  { event: 'rtc:offer', relayedAs: 'rtc:offer', from: 'client', carriesSeq: true, payload: (i) => ({ seq: i, from: 'a', to: 'b', description: { type: 'offer', sdp: 'v=0' } }) },
  { event: 'rtc:answer', relayedAs: 'rtc:answer', from: 'consultant', carriesSeq: true, payload: (i) => ({ seq: i, from: 'b', to: 'a', description: { type: 'answer', sdp: 'v=0' } }) },
  { event: 'rtc:ice', relayedAs: 'rtc:ice', from: 'client', carriesSeq: true, payload: (i) => ({ seq: i, from: 'a', to: 'b', candidate: candidate(i) }) },
  { event: 'rtc:restart', relayedAs: 'rtc:restart', from: 'consultant', carriesSeq: true, payload: (i) => ({ seq: i, type: 'here', inCall: false }) },
];

/** The refusal messages in the sender's language. */
const MESSAGES = {
  en: {
    tooLarge: (max: number) => `This is too large to send to the room: ${max} bytes at most.`,
    tooMany: /^Too many sends to the room in a row\. Try again in \d+ s\.$/,
    tooManyMessages: /^You are sending too many messages in a row\. Try again in \d+ s\.$/,
    ejected: 'The room connection was closed: this window was sending too much data, or too fast.',
  },
  fr: {
    tooLarge: (max: number) => `Cet envoi est trop volumineux pour la salle : ${max} octets au maximum.`,
    tooMany: /^Trop d’envois à la suite vers la salle\. Réessayez dans \d+ s\.$/,
    tooManyMessages: /^Vous envoyez trop de messages à la suite\. Réessayez dans \d+ s\.$/,
    ejected: 'La connexion à la salle a été fermée : cette fenêtre envoyait trop de données, ou trop vite.',
  },
} as const;

/** The chat messages stored for a booking. */
const storedMessages = (bookingDocumentId: string): Promise<number> =>
  booted()
    .db.query('api::room-message.room-message')
    .count({ where: { booking: { documentId: bookingDocumentId } } });

beforeAll(async () => {
  await seedOnce();
  parties = await bookingParties();
  const flooder = await signUpClient({ locale: 'en' });
  const profile = await booted()
    .db.query('api::client-profile.client-profile')
    .findOne({ where: { user: { email: flooder.email } } });
  flooderParties = { consultant: parties.consultant, client: flooder, clientProfileId: profile.documentId };
}, 300_000);

afterAll(closeSockets);

describe('an honest pace is never limited', () => {
  it('a chat conversation with typing signals and read receipts goes through whole', async () => {
    const booking = await openBooking();
    const { client, consultant } = await pair(booking);
    const refused = [...record(client, 'error'), ...record(consultant, 'error')];
    const ejections = [...record(client, 'room:ejected'), ...record(consultant, 'room:ejected')];
    const toConsultant = record(consultant, 'chat:message');
    const toClient = record(client, 'chat:message');
    const readsByClient = record(client, 'chat:read');
    for (let round = 0; round < 8; round += 1) {
      client.emit('chat:typing', { typing: true });
      const asked = await client.emitWithAck('chat:send', { text: `Question ${round}` });
      expect(asked.ok).toBe(true);
      expect((await consultant.emitWithAck('chat:read', { upTo: asked.message.id })).ok).toBe(true);
      consultant.emit('chat:typing', { typing: true });
      consultant.emit('chat:typing', { typing: false });
      const answered = await consultant.emitWithAck('chat:send', { text: `Réponse ${round}` });
      expect(answered.ok).toBe(true);
      expect((await client.emitWithAck('chat:read', { upTo: answered.message.id })).ok).toBe(true);
    }
    expect(
      await eventually(
        async () => toClient.length,
        (n) => n >= 8,
      ),
    ).toBe(8);
    expect(
      await eventually(
        async () => toConsultant.length,
        (n) => n >= 8,
      ),
    ).toBe(8);
    expect(
      await eventually(
        async () => readsByClient.length,
        (n) => n >= 8,
      ),
    ).toBe(8);
    expect(await storedMessages(booking.documentId)).toBe(16);
    expect(refused).toEqual([]);
    expect(ejections).toEqual([]);
    expect(client.connected && consultant.connected).toBe(true);
  });

  it('a call’s negotiation, a burst of ICE candidates each way and an ICE restart go through whole', async () => {
    const { client, consultant } = await pair(await openBooking());
    const refused = [...record(client, 'error'), ...record(consultant, 'error')];
    const seen = {
      consultant: { offer: record(consultant, 'rtc:offer'), ice: record(consultant, 'rtc:ice'), restart: record(consultant, 'rtc:restart') },
      client: { answer: record(client, 'rtc:answer'), ice: record(client, 'rtc:ice'), restart: record(client, 'rtc:restart') },
    };
    client.emit('rtc:restart', { type: 'here', inCall: true });
    client.emit('rtc:restart', { type: 'hello', session: 's1' });
    consultant.emit('rtc:restart', { type: 'welcome', session: 's2', to: 's1' });
    // Twice: the first negotiation, then an ICE restart; each gathers its candidates at once.
    for (const round of [0, 1]) {
      client.emit('rtc:offer', { from: 's1', to: 's2', description: description('offer') });
      consultant.emit('rtc:answer', { from: 's2', to: 's1', description: description('answer') });
      for (let i = 0; i < 20; i += 1) {
        client.emit('rtc:ice', { from: 's1', to: 's2', candidate: candidate(round * 100 + i) });
        consultant.emit('rtc:ice', { from: 's2', to: 's1', candidate: candidate(round * 100 + i) });
      }
    }
    expect(
      await eventually(
        async () => seen.consultant.ice.length,
        (n) => n >= 40,
      ),
    ).toBe(40);
    expect(
      await eventually(
        async () => seen.client.ice.length,
        (n) => n >= 40,
      ),
    ).toBe(40);
    expect(seen.consultant.offer).toHaveLength(2);
    expect(seen.client.answer).toHaveLength(2);
    expect(seen.consultant.restart).toHaveLength(2);
    expect(seen.client.restart).toHaveLength(1);
    // Relayed as sent, in order.
    expect(seen.consultant.ice.map((payload) => (payload as { candidate: { candidate: string } }).candidate.candidate)).toEqual(
      [0, 1].flatMap((round) => Array.from({ length: 20 }, (_, i) => candidate(round * 100 + i).candidate)),
    );
    expect(refused).toEqual([]);
  });
});

describe('a flood of each event is cut at its limits', () => {
  for (const kind of KINDS) {
    const limit = EVENT_LIMITS[kind.event];
    const allowed = limit.perSocket.points;
    it(`${kind.event}: the other party gets at most ${allowed} events, none over ${limit.maxBytes} bytes; the sender is told why, then closed`, async () => {
      const who = kind.event === 'chat:send' ? flooderParties : parties;
      const booking = await openBooking(who);
      const sockets = await pair(booking, who);
      const sender = sockets[kind.from];
      const receiver = sockets[kind.from === 'client' ? 'consultant' : 'client'];
      const locale = kind.from === 'client' ? 'en' : 'fr';
      const messageId = kind.event === 'chat:read' ? ((await receiver.emitWithAck('chat:send', { text: 'À lire' })) as { message: { id: string } }).message.id : '';

      const received = record(receiver, kind.relayedAs);
      const receiverRefused = record(receiver, 'error');
      const refused = record(sender, 'error') as Refused[];
      const acks: { ok: boolean; error?: { code: string } }[] = [];
      const ejected = next(sender, 'room:ejected');
      const closed = next(sender, 'disconnect');
      const send = (body: Record<string, unknown>) => (kind.ack ? sender.emit(kind.event, body, (answer: (typeof acks)[number]) => acks.push(answer)) : sender.emit(kind.event, body));
      // Exactly at the size limit: passes. One byte more: refused, whatever the rate.
      send(sized(kind.payload(0, messageId), limit.maxBytes));
      send(sized(kind.payload(1, messageId), limit.maxBytes + 1));
      // Then at once: the rest of the allowance passes, and every event after it is refused until the
      // refusals close the connection.
      for (let i = 2; i < allowed + REFUSALS; i += 1) send(kind.payload(i, messageId));

      expect(await ejected).toEqual({ reason: 'flooding', message: MESSAGES[locale].ejected });
      expect(await closed).toBe('io server disconnect');
      expect(refused.map((refusal) => refusal.code)).toEqual(['too_large', ...Array<string>(REFUSALS - 1).fill('rate_limited')]);
      expect(refused.every((refusal) => refusal.event === kind.event)).toBe(true);
      expect(refused[0]).toMatchObject({ max_bytes: limit.maxBytes, message: MESSAGES[locale].tooLarge(limit.maxBytes) });
      for (const refusal of refused.slice(1)) {
        expect(refusal.message).toMatch(kind.event === 'chat:send' ? MESSAGES[locale].tooManyMessages : MESSAGES[locale].tooMany);
        expect(refusal.retry_after_seconds).toBeGreaterThanOrEqual(1);
      }
      if (kind.ack) {
        // Each refused event's acknowledgement says so too (those that passed answer from their handler).
        expect(acks.filter((answer) => !answer.ok && answer.error?.code !== 'invalid').map((answer) => answer.error?.code)).toEqual(refused.map((refusal) => refusal.code));
      }

      // The other party got the allowance, no more: the event at the size limit and the next ones in order.
      await eventually(
        async () => received.length,
        (n) => n >= allowed,
      );
      await settle(who[kind.from], booking.room_id, receiver, kind.event === 'rtc:restart' ? 'chat:typing' : 'rtc:restart');
      expect(received).toHaveLength(allowed);
      if (kind.carriesSeq) expect(received.map((payload) => (payload as { seq: number }).seq)).toEqual([0, ...Array.from({ length: allowed - 1 }, (_, i) => i + 2)]);
      if (kind.event === 'chat:send') {
        expect(await storedMessages(booking.documentId)).toBe(allowed);
        const texts = (received as RoomEvents['chat:message'][]).map((message) => message.text).sort();
        expect(texts).toEqual(['Message 0', ...Array.from({ length: allowed - 1 }, (_, i) => `Message ${i + 2}`)].sort());
      }
      // The other party was never refused anything nor disconnected.
      expect(receiverRefused).toEqual([]);
      expect(receiver.connected).toBe(true);
    });
  }
});

describe('limits that a new connection does not reset', () => {
  it('counts per room: reconnecting to flood again reaches the room’s allowance, no more', async () => {
    const booking = await openBooking();
    const { consultant } = await pair(booking);
    const received = record(consultant, 'rtc:offer');
    const perSocket = EVENT_LIMITS['rtc:offer'].perSocket.points;
    const perRoom = EVENT_LIMITS['rtc:offer'].perRoom.points;
    const connections = Math.ceil(perRoom / perSocket) + 1;
    const codes: string[][] = [];
    for (let connection = 0; connection < connections; connection += 1) {
      const flooder = await enter(parties.client, booking.room_id, 'en');
      const refused = record(flooder, 'error') as Refused[];
      const ejected = next(flooder, 'room:ejected');
      for (let i = 0; i < perSocket + REFUSALS; i += 1) flooder.emit('rtc:offer', { seq: connection * 100 + i, description: { type: 'offer', sdp: 'v=0' } });
      expect((await ejected).reason).toBe('flooding');
      codes.push(refused.map((refusal) => refusal.code));
    }
    await eventually(
      async () => received.length,
      (n) => n >= perRoom,
    );
    await settle(parties.client, booking.room_id, consultant, 'rtc:restart');
    expect(received).toHaveLength(perRoom);
    // Each connection passed its own allowance while the room had some left; the last one passed nothing.
    const seqs = received.map((payload) => (payload as { seq: number }).seq);
    expect(seqs.filter((seq) => seq >= (connections - 1) * 100)).toEqual([]);
    expect(codes.every((list) => list.length === REFUSALS && list.every((code) => code === 'rate_limited'))).toBe(true);
  });

  it('refuses an event the room does not know, and cuts a message over the connection’s bound', async () => {
    const booking = await openBooking();
    const { client, consultant } = await pair(booking);
    const refused = next(client, 'error');
    client.emit('room:closed', { reason: 'ended' });
    expect(await refused).toMatchObject({ code: 'unknown_event', event: 'room:closed', message: 'The room does not know this kind of send (room:closed).' });

    const received = record(consultant, 'rtc:offer');
    const closed = next(client, 'disconnect');
    client.emit('rtc:offer', sized({ seq: 1 }, MAX_MESSAGE_BYTES + 1024));
    // The server stops reading: the connection ends (not a refusal by the room), nothing is relayed.
    expect(await closed).toMatch(/^transport (close|error)$/);
    await settle(parties.client, booking.room_id, consultant, 'rtc:restart');
    expect(received).toEqual([]);
  });
});

describe('connections from one address', () => {
  it('past the connections allowed in a minute from one address, the next is refused in the caller’s language; another address still enters', async () => {
    const booking = await openBooking();
    const address = freshIp();
    const allowed = LIMITS.socketHandshakesPerIp.points;
    // Handshakes that the room refuses (wrong key) count too: a script cannot probe without limit.
    for (let n = 0; n < allowed; n += 1) {
      await expect(connect({ apiKey: 'wrong', token: 'x', roomId: booking.room_id }, 'en', undefined, address)).rejects.toMatchObject({ data: { code: 'unauthorized' } });
    }
    const refusal = await connect({ apiKey: API_KEY(), token: parties.client.jwt, roomId: booking.room_id }, 'en', undefined, address).then(
      () => null,
      (error: { message: string; data: { code: string; retry_after_seconds: number } }) => error,
    );
    expect(refusal?.data.code).toBe('too_many');
    expect(refusal?.data.retry_after_seconds).toBeGreaterThan(0);
    expect(refusal?.message).toMatch(/^Too many connections from your address\. Trying again in \d+ s\.$/);
    const french = await connect({ apiKey: API_KEY(), token: parties.client.jwt, roomId: booking.room_id }, 'fr', undefined, address).catch((error: Error) => error);
    expect((french as Error).message).toMatch(/^Trop de connexions depuis votre adresse/);
    // The same person from another address enters.
    const elsewhere = await connect({ apiKey: API_KEY(), token: parties.client.jwt, roomId: booking.room_id }, 'en');
    expect(elsewhere.connected).toBe(true);
  });
});
