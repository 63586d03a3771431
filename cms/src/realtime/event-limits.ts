/**
 * The bounded relay of the consultation room (DESIGN §8 "real-time events have size and rate limits";
 * docs/api-room.md "Limits of the socket events"): every event a party's socket sends passes through
 * {@link limitEvents}, one Socket.IO middleware, before any handler of `room-events.ts` sees it. The table
 * {@link EVENT_LIMITS} gives, per event name:
 *
 * - `maxBytes`: the largest payload, in bytes of its JSON serialization (UTF-8; binary attachments count
 *   their own length), the acknowledgement function left out;
 * - `perSocket`: at most `points` events per `durationSeconds` from one connection (in this process's
 *   memory: a connection lives on one process);
 * - `perRoom`: at most `points` events per `durationSeconds` from one party into its room, whichever of
 *   its connections sends them (a reconnection does not start afresh), counted where the platform's
 *   other limits are (`lib/rate-limit`: Redis with `REDIS_URL`, so the count holds across replicas,
 *   else memory). Each side of a room has its own count: one party's flood never spends the other's.
 *
 * An event that is not in the table, too large, or over a rate is refused: it reaches no handler (so
 * nothing is stored or relayed), the sender gets `error` `{ code, event, message }` (`code`
 * `unknown_event`, `too_large` with `max_bytes`, `rate_limited` with `retry_after_seconds`, `failed`
 * when the limits could not be read), in the socket's language, and an event sent with an
 * acknowledgement is also answered `{ ok: false, error: { code, message, … } }`. At the
 * {@link REFUSALS_BEFORE_CLOSE}th refusal of one connection within its window, the connection gets
 * `room:ejected` `{ reason: 'flooding', message }` and is closed; the room page says why and does not
 * reconnect by itself.
 *
 * The checks of one connection run one after the other, so the events that pass reach their handlers
 * (and the other party) in the order they were sent: WebRTC signalling depends on it.
 */
import type { Socket } from 'socket.io';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { t, type MessageKey } from '../lib/messages';
import { countEvent, type LimitSpec } from '../lib/rate-limit';
import { isWebinarSocket, type RealtimeSocketData } from './handshake';

/** The limits of one event a party may send. */
export interface EventLimit {
  /** the largest payload, in bytes of its JSON serialization (UTF-8) */
  maxBytes: number;
  /** events per window from one connection */
  perSocket: LimitSpec;
  /** events per window from one party into its room (all its connections; all replicas with Redis) */
  perRoom: LimitSpec;
  /** the message of a `rate_limited` refusal (it gets `{seconds}`) */
  tooMany: MessageKey;
}

const KIB = 1024;

/**
 * The limits of every event a party may send, by event name (docs/api-room.md "Limits of the socket
 * events"). Sized for an honest page with room to spare: the web page sends a `chat:typing` "typing"
 * and "stopped" around each message (and at most one "typing" every 2.5 s), one `chat:read` per message
 * received; a call gathers some ten to thirty ICE candidates per (re)negotiation; a session
 * description is a few kilobytes.
 */
export const EVENT_LIMITS = {
  /** a chat message: at most 4000 characters of text (3 bytes each at most in UTF-8) */
  'chat:send': {
    maxBytes: 16 * KIB,
    perSocket: { points: 20, durationSeconds: 10 },
    perRoom: { points: 60, durationSeconds: 60 },
    tooMany: 'room.tooManyMessages',
  },
  /** "typing" then "stopped" around each message sent, and one "typing" every 2.5 s while typing */
  'chat:typing': {
    maxBytes: 256,
    perSocket: { points: 50, durationSeconds: 10 },
    perRoom: { points: 150, durationSeconds: 60 },
    tooMany: 'room.tooManyEvents',
  },
  /** one receipt per message received */
  'chat:read': {
    maxBytes: 256,
    perSocket: { points: 30, durationSeconds: 10 },
    perRoom: { points: 120, durationSeconds: 60 },
    tooMany: 'room.tooManyEvents',
  },
  /** session descriptions (SDP) */
  'rtc:offer': {
    maxBytes: 64 * KIB,
    perSocket: { points: 10, durationSeconds: 10 },
    perRoom: { points: 30, durationSeconds: 60 },
    tooMany: 'room.tooManyEvents',
  },
  'rtc:answer': {
    maxBytes: 64 * KIB,
    perSocket: { points: 10, durationSeconds: 10 },
    perRoom: { points: 30, durationSeconds: 60 },
    tooMany: 'room.tooManyEvents',
  },
  /** ICE candidates */
  'rtc:ice': {
    maxBytes: 2 * KIB,
    perSocket: { points: 50, durationSeconds: 10 },
    perRoom: { points: 200, durationSeconds: 60 },
    tooMany: 'room.tooManyEvents',
  },
  /** presence and pairing of the call (`here`, `hello`, `welcome`, `bye`) */
  'rtc:restart': {
    maxBytes: 512,
    perSocket: { points: 20, durationSeconds: 10 },
    perRoom: { points: 60, durationSeconds: 60 },
    tooMany: 'room.tooManyEvents',
  },
  // The live session of a webinar (docs/webinar-room.md "Socket.IO"); `perRoom` counts per person there.
  /** the session's state, asked once per connection (and after a reconnection) */
  'webinar:hello': {
    maxBytes: 256,
    perSocket: { points: 5, durationSeconds: 10 },
    perRoom: { points: 30, durationSeconds: 60 },
    tooMany: 'room.tooManyEvents',
  },
  /** a chat message to everyone in the session */
  'webinar:chat': {
    maxBytes: 16 * KIB,
    perSocket: { points: 10, durationSeconds: 10 },
    perRoom: { points: 30, durationSeconds: 60 },
    tooMany: 'room.tooManyMessages',
  },
  /** raise or lower one's hand */
  'webinar:hand': {
    maxBytes: 256,
    perSocket: { points: 10, durationSeconds: 10 },
    perRoom: { points: 30, durationSeconds: 60 },
    tooMany: 'room.tooManyEvents',
  },
  /** the host gives the floor to an attendee or takes it back */
  'webinar:speaker': {
    maxBytes: 256,
    perSocket: { points: 10, durationSeconds: 10 },
    perRoom: { points: 60, durationSeconds: 60 },
    tooMany: 'room.tooManyEvents',
  },
  /** the host's or the speaker's offer to send its media to the forwarding unit (SDP with its candidates) */
  'media:publish': {
    maxBytes: 64 * KIB,
    perSocket: { points: 5, durationSeconds: 10 },
    perRoom: { points: 20, durationSeconds: 60 },
    tooMany: 'room.tooManyEvents',
  },
  /** a participant asks the forwarding unit for the session's media (answered with an offer) */
  'media:subscribe': {
    maxBytes: 256,
    perSocket: { points: 5, durationSeconds: 10 },
    perRoom: { points: 20, durationSeconds: 60 },
    tooMany: 'room.tooManyEvents',
  },
  /** the participant's answer to that offer */
  'media:answer': {
    maxBytes: 64 * KIB,
    perSocket: { points: 5, durationSeconds: 10 },
    perRoom: { points: 20, durationSeconds: 60 },
    tooMany: 'room.tooManyEvents',
  },
  /** the speaker stops sending */
  'media:unpublish': {
    maxBytes: 256,
    perSocket: { points: 5, durationSeconds: 10 },
    perRoom: { points: 20, durationSeconds: 60 },
    tooMany: 'room.tooManyEvents',
  },
} as const satisfies Record<string, EventLimit>;

/** A name of an event a party may send. */
export type RoomEventName = keyof typeof EVENT_LIMITS;

/** The refusals of one connection that close it: the `refusals`th within `durationSeconds` seconds. */
export const REFUSALS_BEFORE_CLOSE = { refusals: 10, durationSeconds: 60 } as const;

/**
 * Socket.IO's `maxHttpBufferSize`, in bytes: the largest message (one WebSocket frame, or one long-polling
 * request) the server reads before closing the connection. Twice the largest event of {@link EVENT_LIMITS},
 * so that an event just over its limit is refused with an `error` rather than cut off.
 */
export const MAX_MESSAGE_BYTES = 2 * Math.max(...Object.values(EVENT_LIMITS).map((limit) => limit.maxBytes));

/** Why an event was refused (`error` `code`). */
export type RefusalCode = 'unknown_event' | 'too_large' | 'rate_limited' | 'failed';

/** Why a connection was closed by the relay (`room:ejected` `reason`). */
export type EjectionReason = 'flooding';

const isLimited = (event: string): event is RoomEventName => Object.hasOwn(EVENT_LIMITS, event);

/**
 * The size of an event's payload: the bytes of its JSON serialization in UTF-8, binary parts (Buffers,
 * typed arrays) counted by their length.
 * @param args - the event's arguments (without the acknowledgement function)
 * @returns bytes; `Infinity` when it cannot be serialized (nested too deep)
 */
export function payloadBytes(args: readonly unknown[]): number {
  let binary = 0;
  try {
    const json = JSON.stringify(args, function measure(this: Record<string, unknown>, key: string, value: unknown) {
      // `this[key]` is the value before `toJSON` (a Buffer would otherwise be spelled out as numbers).
      const original = this[key];
      if (original instanceof ArrayBuffer || ArrayBuffer.isView(original)) {
        binary += original.byteLength;
        return 0;
      }
      return value;
    });
    return Buffer.byteLength(json ?? '', 'utf8') + binary;
  } catch {
    return Infinity;
  }
}

/** Per-connection counters (memory of this process), one per event name, keyed by socket id. */
const socketLimiters = new Map<RoomEventName, RateLimiterMemory>();
const socketLimiter = (event: RoomEventName): RateLimiterMemory => {
  let existing = socketLimiters.get(event);
  if (!existing) {
    const { points, durationSeconds } = EVENT_LIMITS[event].perSocket;
    existing = new RateLimiterMemory({ keyPrefix: `room-event-socket:${event}`, points, duration: durationSeconds });
    socketLimiters.set(event, existing);
  }
  return existing;
};
/** The refusals of each connection, keyed by socket id. */
const refusals = new RateLimiterMemory({ keyPrefix: 'room-event-refusals', points: REFUSALS_BEFORE_CLOSE.refusals, duration: REFUSALS_BEFORE_CLOSE.durationSeconds });

/** Milliseconds before the next event of `event` may pass this connection, or 0 when it passes now. */
async function socketWait(event: RoomEventName, socketId: string): Promise<number> {
  try {
    await socketLimiter(event).consume(socketId);
    return 0;
  } catch (result) {
    if (result instanceof RateLimiterRes) return Math.max(1, result.msBeforeNext);
    throw result;
  }
}

/** Count one refusal of the connection; true when it is the one that closes it. */
async function closesConnection(socketId: string): Promise<boolean> {
  try {
    const state = await refusals.consume(socketId);
    return state.consumedPoints >= REFUSALS_BEFORE_CLOSE.refusals;
  } catch (result) {
    if (result instanceof RateLimiterRes) return true;
    throw result;
  }
}

type Ack = (answer: unknown) => void;

/** A refusal as the sender gets it. */
interface Refusal {
  code: RefusalCode;
  message: string;
  max_bytes?: number;
  retry_after_seconds?: number;
}

/** Whose count `perRoom` is: one side of a booking's room, or one person in a webinar's session. */
const scopeOf = (data: RealtimeSocketData): string => (isWebinarSocket(data) ? `webinar:${data.webinarId}:${data.userId}` : `${data.bookingDocumentId}:${data.role}`);

/** Decide on one incoming event: null when it may pass, else why not. */
async function check(data: RealtimeSocketData, socketId: string, event: string, args: readonly unknown[]): Promise<Refusal | null> {
  if (!isLimited(event)) return { code: 'unknown_event', message: t(data.locale, 'room.eventUnknown', { event: event.slice(0, 64) }) };
  const limit: EventLimit = EVENT_LIMITS[event];
  if (payloadBytes(args) > limit.maxBytes) return { code: 'too_large', message: t(data.locale, 'room.eventTooLarge', { max: limit.maxBytes }), max_bytes: limit.maxBytes };
  let wait = await socketWait(event, socketId);
  if (!wait) {
    const room = await countEvent(`room-event:${event}`, limit.perRoom, scopeOf(data));
    if (!room.allowed) wait = Math.max(1, room.msBeforeNext);
  }
  if (!wait) return null;
  const seconds = Math.ceil(wait / 1000);
  return { code: 'rate_limited', message: t(data.locale, limit.tooMany, { seconds }), retry_after_seconds: seconds };
}

/**
 * Tell the sender its event was refused (`error`, and the acknowledgement if it asked for one); close the
 * connection at its {@link REFUSALS_BEFORE_CLOSE}th refusal (`room:ejected`, then closed).
 */
async function refuse(socket: Socket, event: string, refusal: Refusal, ack: Ack | undefined): Promise<void> {
  socket.emit('error', { ...refusal, event: event.slice(0, 64) });
  ack?.({ ok: false, error: refusal });
  if (refusal.code === 'failed' || !(await closesConnection(socket.id)) || !socket.connected) return;
  const data = socket.data as RealtimeSocketData;
  strapi.log.warn(`[realtime] closed a flooding connection (user ${data.userId}, ${data.role} of ${isWebinarSocket(data) ? `webinar ${data.webinarId}` : `booking ${data.bookingDocumentId}`})`);
  socket.emit('room:ejected', { reason: 'flooding' satisfies EjectionReason, message: t(data.locale, 'room.flooding') });
  socket.disconnect(true);
}

/**
 * Bound what `socket` (an accepted connection, `socket.data` a {@link RealtimeSocketData}) may send:
 * installs the middleware every incoming event passes through (see the module's description). Call it
 * once, when the connection is accepted, before any event can arrive.
 */
export function limitEvents(socket: Socket): void {
  let queue: Promise<void> = Promise.resolve();
  socket.use((packet, next) => {
    const [event, ...rest] = packet as [unknown, ...unknown[]];
    const ack = typeof rest.at(-1) === 'function' ? (rest.pop() as Ack) : undefined;
    const name = typeof event === 'string' ? event : String(event);
    const data = socket.data as RealtimeSocketData;
    queue = queue
      .then(async () => {
        if (!socket.connected) return;
        let refusal: Refusal | null;
        try {
          refusal = await check(data, socket.id, name, rest);
        } catch (error) {
          strapi.log.error(error as Error);
          refusal = { code: 'failed', message: t(data.locale, 'room.failed') };
        }
        if (refusal) return await refuse(socket, name, refusal, ack);
        next();
        // Socket.IO calls the handler on the next tick (and only while connected): let it run before the
        // next event is decided, so that a connection closed by a later refusal loses none that passed.
        await new Promise<void>((resolve) => process.nextTick(resolve));
      })
      .catch((error: Error) => {
        strapi.log.error(error);
      });
  });
  socket.on('disconnect', () => {
    void Promise.allSettled([...[...socketLimiters.values()].map((limiter) => limiter.delete(socket.id)), refusals.delete(socket.id)]);
  });
}
