/**
 * The consultation room behind several app instances (DESIGN §7 "Scale-out shape"; docs/api-room.md
 * "Socket.IO"): two more Strapi processes on the test database, sharing Redis through
 * `@socket.io/redis-streams-adapter`; the client is connected to one, the consultant to the other, and
 * everything one party sends — presence, chat, WebRTC signalling — still reaches the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { booted, seedOnce } from '../helpers/strapi';
import { enter as enterRoom, next as nextEvent } from '../helpers/room';
import { bookingParties, insertBooking, type BookingParties, type InsertedBooking } from '../helpers/booking-records';
import { clearSharedRedis, sharedRedisEnv, startStrapiInstance, type InstanceEnv, type StrapiInstance } from '../helpers/instances';
import type { SignedIn } from '../helpers/accounts';
import type { Row } from '../helpers/strapi-types';

const MINUTE = 60_000;

let parties: BookingParties;
let room: InsertedBooking;
let redis: InstanceEnv;
const instances: StrapiInstance[] = [];
let first: StrapiInstance;
let second: StrapiInstance;
const sockets: Socket[] = [];

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
 * presence in the background): on SQLite, the next write then never meets that one.
 */
async function presences(present: number): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const rows = await attendance();
    if (rows.filter((row) => !row.left_at).length === present) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the room did not record ${present} presences: ${JSON.stringify(await attendance())}`);
}

/** The client in the room on the first instance, then the consultant on the second. */
async function bothIn(): Promise<{ client: Socket; consultant: Socket }> {
  const client = await enter(first, parties.client);
  await presences(1);
  const arrival = next(client, 'room:peer');
  const consultant = await enter(second, parties.consultant);
  expect(await arrival).toEqual({ role: 'consultant', present: true });
  await presences(2);
  return { client, consultant };
}

/** Close sockets and wait until the room has recorded their departure. */
async function leave(...leaving: Socket[]): Promise<void> {
  for (const socket of leaving) socket.close();
  await presences(0);
}

beforeAll(async () => {
  await seedOnce();
  parties = await bookingParties();
  room = await insertBooking(parties, new Date(Date.now() + 5 * MINUTE));
  redis = sharedRedisEnv();
  // One after the other: each boot writes to the database.
  first = await startStrapiInstance({ env: redis });
  instances.push(first);
  second = await startStrapiInstance({ env: redis });
  instances.push(second);
}, 300_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  if (redis) await clearSharedRedis(redis);
}, 60_000);

describe('a room whose parties are on two app instances', () => {
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

  it('closes a party’s connection on one instance when it joins again on the other', async () => {
    const { client, consultant } = await bothIn();
    const replaced = next(client, 'room:replaced');
    const closed = next(client, 'disconnect');
    const again = await enter(second, parties.client);
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
