/**
 * The events of an accepted socket in the consultation room (spec §2 "chat-room"; DESIGN §4).
 * Each socket joins its booking's room and its side of it; what one party sends goes to the OTHER
 * party only (never back to the sender, never to another booking's room). Every event reaches these
 * handlers only within its size and rate limits (`event-limits.ts`, installed by `server.ts`).
 *
 * From a party (client → server):
 * - `chat:send` `{ text }` with an acknowledgement: stored, then ack `{ ok: true, message }` (a
 *   `RoomMessage`, see `contracts/room.ts`) or `{ ok: false, error: { code, message } }` with `code`
 *   `invalid` (text empty, longer than 4000 characters or holding control characters), `closed` (the
 *   room has closed), `rate_limited` (more than 20 messages in 10 seconds from the same user; the
 *   error also carries `retry_after_seconds`) or `failed`; the other party receives `chat:message`
 *   (the message, through `room-broadcast`, the path the file route shares).
 * - `chat:typing` `{ typing }`: relayed to the other party as `chat:typing` `{ typing, role }`.
 * - `chat:read` `{ upTo }` (a message id): the other party's messages up to it are marked read; the
 *   other party receives `chat:read` `{ upTo, read_at }`.
 * - `rtc:offer`, `rtc:answer`, `rtc:ice`, `rtc:restart`: WebRTC signalling, relayed as they are.
 * From the server: `room:replaced` when the same user joined the room from another connection (this
 * one is then closed), `room:peer` `{ role, present }` when the other party comes or goes, and what
 * `room-broadcast` sends: `room:closed` `{ closed_at, reason }` when the room's window ends or its
 * booking is cancelled (the connection is then closed), `room:changed` `{ opens_at, closes_at }` when
 * the booking is moved.
 */
import type { Server, Socket } from 'socket.io';
import { ApiError } from '../lib/http-errors';
import { t } from '../lib/messages';
import { consume } from '../lib/rate-limit';
import { services } from '../lib/services';
import { messageText, MESSAGE_MAX_LENGTH } from '../api/booking/services/room-chat';
import type { RoomSocketData } from './handshake';
import { announceMessage, armClosing, disarmClosing, otherRole, roomKey } from './room-broadcast';
import { clock } from '../contracts/clock';

export { roomKey } from './room-broadcast';

/** The signalling events relayed as they are. */
export const SIGNALLING_EVENTS = ['rtc:offer', 'rtc:answer', 'rtc:ice', 'rtc:restart'] as const;

type Ack = (answer: unknown) => void;
const ackOf = (value: unknown): Ack => (typeof value === 'function' ? (value as Ack) : () => undefined);

/**
 * Put an accepted socket in its room: the same user's earlier sockets in that room get `room:replaced`
 * and are closed, the presence is recorded (attendance), and the room's events are wired.
 */
export async function enterRoom(io: Server, socket: Socket): Promise<void> {
  const data = socket.data as RoomSocketData;
  const mine = roomKey(data.bookingDocumentId, data.role);
  const theirs = roomKey(data.bookingDocumentId, otherRole(data.role));

  const attendance = services
    .roomAttendance()
    .join(data.bookingDocumentId, data.userId, data.role)
    .catch((error: Error) => {
      strapi.log.error(error);
      return null;
    });
  // The room closes at the end of its window: the parties are told, then disconnected.
  armClosing(socket);
  socket.on('disconnect', () => {
    disarmClosing(socket);
    socket.to(theirs).emit('room:peer', { role: data.role, present: false });
    void attendance.then((id) => (id ? services.roomAttendance().leave(id) : undefined)).catch((error: Error) => strapi.log.error(error));
  });

  socket.on('chat:send', async (payload: unknown, callback: unknown) => {
    const ack = ackOf(callback);
    const { text, problem } = messageText((payload as { text?: unknown } | null)?.text);
    if (problem) {
      const message = problem === 'length' ? t(data.locale, 'room.messageInvalid', { max: MESSAGE_MAX_LENGTH }) : t(data.locale, 'validation.controlCharacters');
      ack({ ok: false, error: { code: 'invalid', message } });
      return;
    }
    if (clock.ms() >= data.closesAt) {
      ack({ ok: false, error: { code: 'closed', message: t(data.locale, 'room.closed', { at: new Date(data.closesAt).toISOString() }) } });
      return;
    }
    try {
      await consume(data.locale, [['roomMessagesPerUser', String(data.userId)]], { message: 'room.tooManyMessages' });
      const message = await services.roomChat().send(data.bookingDocumentId, data.userId, data.role, text);
      announceMessage(message);
      ack({ ok: true, message });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        ack({ ok: false, error: { code: 'rate_limited', message: error.message, retry_after_seconds: (error.details as { retry_after_seconds?: number } | undefined)?.retry_after_seconds } });
        return;
      }
      strapi.log.error(error as Error);
      ack({ ok: false, error: { code: 'failed', message: t(data.locale, 'room.failed') } });
    }
  });

  socket.on('chat:typing', (payload: unknown) => {
    socket.to(theirs).emit('chat:typing', { typing: Boolean((payload as { typing?: unknown } | null)?.typing ?? true), role: data.role });
  });

  socket.on('chat:read', async (payload: unknown, callback: unknown) => {
    const ack = ackOf(callback);
    const upTo = (payload as { upTo?: unknown } | null)?.upTo;
    try {
      const readAt = typeof upTo === 'string' ? await services.roomChat().markRead(data.bookingId, data.role, upTo) : null;
      if (!readAt) {
        ack({ ok: false, error: { code: 'invalid', message: t(data.locale, 'validation.failed') } });
        return;
      }
      socket.to(theirs).emit('chat:read', { upTo, read_at: readAt.toISOString() });
      ack({ ok: true });
    } catch (error) {
      strapi.log.error(error as Error);
      ack({ ok: false, error: { code: 'failed', message: t(data.locale, 'room.failed') } });
    }
  });

  for (const event of SIGNALLING_EVENTS) {
    socket.on(event, (payload: unknown) => {
      socket.to(theirs).emit(event, payload);
    });
  }

  // The handlers are in place before anything is awaited, so that no event sent right after `connect` is lost.
  await socket.join([roomKey(data.bookingDocumentId), mine]);

  // A second connection of the same user takes over: the first is told, then closed.
  const earlier = (await io.in(mine).fetchSockets()).filter((other) => other.id !== socket.id && (other.data as RoomSocketData).userId === data.userId);
  for (const other of earlier) {
    other.emit('room:replaced', { message: t((other.data as RoomSocketData).locale, 'room.replaced') });
    other.disconnect(true);
  }
  socket.to(theirs).emit('room:peer', { role: data.role, present: true });
}
