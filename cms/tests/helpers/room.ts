/**
 * Socket.IO clients of the consultation room for the API tests (docs/api-room.md "Socket.IO"): the
 * booted server listening on a port, connections that resolve once accepted (or reject with the
 * `connect_error`), and small waits on events. Every socket opened here is closed by {@link closeSockets}.
 */
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { API_KEY, booted } from './strapi';
import { freshIp, type SignedIn } from './accounts';
import type { Schemas } from './api-types';
import type { RoomClosedReason } from '../../src/realtime/room-broadcast';
import type { EjectionReason, RefusalCode } from '../../src/realtime/event-limits';

type Role = 'client' | 'consultant';

/** What the server sends a party's socket, per event (docs/api-room.md "Socket.IO", src/realtime/room-events). */
export interface RoomEvents {
  'chat:message': Schemas['RoomMessage'];
  'chat:typing': { typing: boolean; role: Role };
  'chat:read': { upTo: string; read_at: string };
  'room:peer': { role: Role; present: boolean };
  'room:replaced': { message: string };
  'room:closed': { closed_at: string; reason: RoomClosedReason };
  'room:changed': { opens_at: string; closes_at: string };
  /** WebRTC signalling, relayed as the other party sent it. */
  'rtc:offer': Record<string, unknown>;
  'rtc:answer': Record<string, unknown>;
  'rtc:ice': Record<string, unknown>;
  'rtc:restart': Record<string, unknown>;
  /** An event the sender sent was refused (src/realtime/event-limits). */
  error: { code: RefusalCode; event: string; message: string; max_bytes?: number; retry_after_seconds?: number };
  /** The relay closed this connection (src/realtime/event-limits); the connection is then closed. */
  'room:ejected': { reason: EjectionReason; message: string };
  /** Socket.IO's own: the reason of the disconnection. */
  disconnect: string;
}

/** The payload of `event`: typed for the room's events ({@link RoomEvents}), `unknown` for any other. */
export type EventPayload<E extends string> = E extends keyof RoomEvents ? RoomEvents[E] : unknown;

const opened: Socket[] = [];

/** The origin of the booted server, listening on a free port of 127.0.0.1 (started on first call). */
export async function roomServerUrl(): Promise<string> {
  const server = booted().server.httpServer;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Connect to the room server with `auth`; resolves once accepted, rejects with the `connect_error`.
 * @param origin - another app instance's origin (`helpers/instances`); the booted server by default
 * @param address - the client address (X-Forwarded-For); a fresh one by default, so that the connections
 *   of a run do not count against one address's limit (`socketHandshakesPerIp`)
 */
export async function connect(auth: Record<string, unknown>, locale = 'fr', origin?: string, address = freshIp()): Promise<Socket> {
  const socket = io(origin ?? (await roomServerUrl()), {
    path: '/socket.io',
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { 'accept-language': locale, 'x-forwarded-for': address },
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** A party's socket in the room `roomId` (on the instance at `origin`, the booted server by default). */
export const enter = (who: SignedIn, roomId: string, locale = 'fr', origin?: string) => connect({ apiKey: API_KEY(), token: who.jwt, roomId }, locale, origin);

/** The payload of the next `event` on `socket` (fails after `ms`), typed by {@link RoomEvents}. */
export function next<E extends string>(socket: Socket, event: E, ms = 5000): Promise<EventPayload<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    // As a plain name: socket.io-client types the listeners of its own events (connect, disconnect…) apart.
    const name: string = event;
    socket.once(name, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload as EventPayload<E>);
    });
  });
}

/** Every `event` `socket` receives from now on. */
export function record(socket: Socket, event: string): unknown[] {
  const seen: unknown[] = [];
  socket.on(event, (payload: unknown) => seen.push(payload));
  return seen;
}

/** Wait `delay` milliseconds. */
export const pause = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

/**
 * Wait until `check` answers something truthy (polling every 100 ms, at most 5 s): for what the server
 * writes after a socket event, such as the end of a presence.
 * @returns the last answer of `check`
 */
export async function eventually<T>(check: () => Promise<T>, ok: (value: T) => boolean = Boolean): Promise<T> {
  let value = await check();
  for (let attempt = 0; attempt < 50 && !ok(value); attempt += 1) {
    await pause(100);
    value = await check();
  }
  return value;
}

/** Close every socket opened by {@link connect} (an `afterAll`). */
export function closeSockets(): void {
  for (const socket of opened.splice(0)) socket.close();
}
