/**
 * The events of the live session of a webinar (DESIGN §4 "Group sessions (webinars)";
 * docs/webinar-room.md "Socket.IO"). A participant's socket (handshake with `webinarId`) joins the
 * session's Socket.IO room, so that with the Redis adapter what is said reaches the participants on
 * every process; each presence is recorded (`webinar_attendances`). Every event first passes the size
 * and rate limits of `event-limits.ts`.
 *
 * From a participant (each with an acknowledgement `{ ok: true, … }` or `{ ok: false, error: { code, message } }`):
 * - `webinar:hello`: the session's state → `{ ok, role, title, closes_at, speaker, hands, ice_servers }`;
 * - `webinar:chat` `{ text }`: 1–4000 characters, no control characters (`invalid`); everyone else gets
 *   `webinar:chat` `{ id, sender_role, sender_name, text, sent_at }` (the ack carries it too). The chat is
 *   live only: it is not stored;
 * - `webinar:hand` `{ raised }` (attendees): the host gets `webinar:hands` `{ queue }`, the raised hands
 *   oldest first (`{ user_id, name, raised_at }`);
 * - `webinar:speaker` `{ user_id }` (host): give the floor to an attendee present (`user_id` null takes it
 *   back); everyone gets `webinar:speaker` `{ user_id, name }` (nulls when nobody has it), the speaker's
 *   hand is lowered, and a former speaker's media stop (its page sees `webinar:speaker` name someone else);
 * - `media:publish` `{ sdp }` (host, or the speaker): its offer → `{ ok, sdp }` the unit's answer;
 * - `media:subscribe`: → `{ ok, sdp }` the unit's offer, to be answered with `media:answer` `{ sdp }`;
 * - `media:unpublish` (the speaker stops sending).
 * From the server also `room:replaced`, `room:closed` (window ended) as in the consultation room.
 *
 * The raised hands and the speaker of each session are known to every process: each change is applied
 * here and announced to the others (`serverSideEmit`). The media stay on the process that holds the
 * session's forwarding unit (`webinar-sfu.ts`).
 */
import type { Server, Socket } from 'socket.io';
import { t, type Locale } from '../lib/messages';
import { joinLive, leaveLive } from '../lib/webinars/live-session';
import { messageText, MESSAGE_MAX_LENGTH } from '../api/booking/services/room-chat';
import { clock } from '../contracts/clock';
import type { WebinarSocketData } from './handshake';
import { iceServersFor } from './ice-servers';
import { armClosing, disarmClosing } from './room-broadcast';
import { answerMedia, leaveMedia, publishMedia, PUBLISHER_SLOTS, subscribeMedia, unpublishMedia } from './webinar-sfu';

/** The Socket.IO room of a webinar's session, of its host, and of one person in it. */
export const webinarKey = (webinarId: string, part?: 'host' | `user:${number}`) => (part ? `webinar:${webinarId}:${part}` : `webinar:${webinarId}`);

/** A raised hand as the host sees it. */
export interface RaisedHand {
  user_id: number;
  name: string;
  /** UTC ISO 8601 */
  raised_at: string;
}

/** Who has the floor (nulls when nobody). */
export interface Speaker {
  user_id: number | null;
  name: string | null;
}

interface SessionState {
  hands: Map<number, RaisedHand>;
  speaker: Speaker;
}

/** A change of a session's state, applied on every process. */
type StateChange = { webinarId: string; hand: RaisedHand; raised: boolean } | { webinarId: string; speaker: Speaker };

/** The inter-server event that carries a {@link StateChange}. */
const STATE_CHANGED = 'webinar:state-changed';

const sessions = new Map<string, SessionState>();
const stateOf = (webinarId: string): SessionState => {
  let state = sessions.get(webinarId);
  if (!state) {
    state = { hands: new Map(), speaker: { user_id: null, name: null } };
    sessions.set(webinarId, state);
  }
  return state;
};

/** The raised hands, oldest first. */
const queueOf = (state: SessionState): RaisedHand[] => [...state.hands.values()].sort((a, b) => a.raised_at.localeCompare(b.raised_at));

function apply(change: StateChange): void {
  const state = stateOf(change.webinarId);
  if ('speaker' in change) {
    state.speaker = change.speaker;
    if (change.speaker.user_id !== null) state.hands.delete(change.speaker.user_id);
  } else if (change.raised) {
    if (!state.hands.has(change.hand.user_id)) state.hands.set(change.hand.user_id, change.hand);
  } else {
    state.hands.delete(change.hand.user_id);
  }
}

let clustered = false;

/** Apply a change here and on the other processes. */
function change(io: Server, update: StateChange): void {
  apply(update);
  if (clustered) io.serverSideEmit(STATE_CHANGED, update);
}

/**
 * Follow the changes of the sessions' state announced by the other processes (the application's
 * bootstrap, once the server is open).
 */
export function attachWebinarState(io: Server, options: { clustered: boolean }): void {
  clustered = options.clustered;
  io.on(STATE_CHANGED, (update: unknown) => {
    if (update && typeof update === 'object' && typeof (update as StateChange).webinarId === 'string') apply(update as StateChange);
  });
}

/** Forget every session's state (server shutdown). */
export function detachWebinarState(): void {
  sessions.clear();
  clustered = false;
}

type Ack = (answer: unknown) => void;
const ackOf = (value: unknown): Ack => (typeof value === 'function' ? (value as Ack) : () => undefined);
const refused = (ack: Ack, code: string, message: string) => ack({ ok: false, error: { code, message } });
const sdpOf = (payload: unknown): string | null => {
  const sdp = (payload as { sdp?: unknown } | null)?.sdp;
  return typeof sdp === 'string' && sdp.startsWith('v=0') ? sdp : null;
};

/** Tell the host the raised hands. */
const announceHands = (io: Server, webinarId: string) => io.to(webinarKey(webinarId, 'host')).emit('webinar:hands', { queue: queueOf(stateOf(webinarId)) });

/**
 * Put an accepted participant's socket in its session: an earlier socket of the same person gets
 * `room:replaced` and is closed, the presence is recorded, the events are wired.
 */
export async function enterWebinar(io: Server, socket: Socket): Promise<void> {
  const data = socket.data as WebinarSocketData;
  const { webinarId, locale } = data;
  const mine = webinarKey(webinarId, `user:${data.userId}`);

  const attendance = joinLive(data.webinarRowId, data.userId, data.role).catch((error: Error) => {
    strapi.log.error(error);
    return null;
  });
  armClosing(socket);
  socket.on('disconnect', () => {
    disarmClosing(socket);
    void leaveMedia(webinarId, socket.id).catch((error: Error) => strapi.log.error(error));
    void attendance.then((id) => (id ? leaveLive(id) : undefined)).catch((error: Error) => strapi.log.error(error));
    void (async () => {
      // The person left for good (no other connection of theirs): its hand goes down, the floor comes back.
      const still = await io.in(mine).fetchSockets();
      if (still.length) return;
      const state = stateOf(webinarId);
      if (state.hands.has(data.userId)) {
        change(io, { webinarId, hand: state.hands.get(data.userId) as RaisedHand, raised: false });
        announceHands(io, webinarId);
      }
      if (state.speaker.user_id === data.userId) {
        change(io, { webinarId, speaker: { user_id: null, name: null } });
        io.to(webinarKey(webinarId)).emit('webinar:speaker', stateOf(webinarId).speaker);
      }
    })().catch((error: Error) => strapi.log.error(error));
  });

  socket.on('webinar:hello', (_payload: unknown, callback: unknown) => {
    const state = stateOf(webinarId);
    ackOf(callback)({
      ok: true,
      role: data.role,
      title: data.title,
      user_id: data.userId,
      closes_at: new Date(data.closesAt).toISOString(),
      speaker: state.speaker,
      hands: data.role === 'host' ? queueOf(state) : [],
      hand_raised: state.hands.has(data.userId),
      ice_servers: iceServersFor(data.userDocumentId).iceServers,
    });
  });

  socket.on('webinar:chat', (payload: unknown, callback: unknown) => {
    const ack = ackOf(callback);
    const { text, problem } = messageText((payload as { text?: unknown } | null)?.text);
    if (problem) {
      refused(ack, 'invalid', problem === 'length' ? t(locale, 'room.messageInvalid', { max: MESSAGE_MAX_LENGTH }) : t(locale, 'validation.controlCharacters'));
      return;
    }
    const message = { id: `${socket.id}:${clock.ms()}`, sender_role: data.role, sender_name: data.displayName, text, sent_at: clock.now().toISOString() };
    socket.to(webinarKey(webinarId)).emit('webinar:chat', message);
    ack({ ok: true, message });
  });

  socket.on('webinar:hand', (payload: unknown, callback: unknown) => {
    const ack = ackOf(callback);
    if (data.role !== 'attendee') return refused(ack, 'forbidden', t(locale, 'webinarRoom.attendeeOnly'));
    const raised = Boolean((payload as { raised?: unknown } | null)?.raised);
    change(io, { webinarId, hand: { user_id: data.userId, name: data.displayName, raised_at: clock.now().toISOString() }, raised });
    announceHands(io, webinarId);
    ack({ ok: true, raised });
  });

  socket.on('webinar:speaker', async (payload: unknown, callback: unknown) => {
    const ack = ackOf(callback);
    if (data.role !== 'host') return refused(ack, 'forbidden', t(locale, 'webinarRoom.hostOnly'));
    const wanted = (payload as { user_id?: unknown } | null)?.user_id;
    let speaker: Speaker = { user_id: null, name: null };
    if (wanted !== null && wanted !== undefined) {
      const present = typeof wanted === 'number' ? await io.in(webinarKey(webinarId, `user:${wanted}`)).fetchSockets() : [];
      const attendee = present.map((other) => other.data as WebinarSocketData).find((other) => other.role === 'attendee');
      if (!attendee) return refused(ack, 'not_present', t(locale, 'webinarRoom.notPresent'));
      speaker = { user_id: attendee.userId, name: attendee.displayName };
    }
    const former = stateOf(webinarId).speaker.user_id;
    change(io, { webinarId, speaker });
    if (former !== null && former !== speaker.user_id) {
      // The former speaker's media stop here (a session's media live on this process).
      for (const id of io.of('/').adapter.rooms.get(webinarKey(webinarId, `user:${former}`)) ?? []) void unpublishMedia(webinarId, id);
    }
    io.to(webinarKey(webinarId)).emit('webinar:speaker', speaker);
    announceHands(io, webinarId);
    ack({ ok: true, speaker });
  });

  socket.on('media:publish', async (payload: unknown, callback: unknown) => {
    const ack = ackOf(callback);
    const sdp = sdpOf(payload);
    if (!sdp) return refused(ack, 'invalid', t(locale, 'validation.failed'));
    const slots = data.role === 'host' ? PUBLISHER_SLOTS.host : stateOf(webinarId).speaker.user_id === data.userId ? PUBLISHER_SLOTS.speaker : null;
    if (!slots) return refused(ack, 'forbidden', t(locale, 'webinarRoom.notAllowedToSend'));
    await answered(ack, locale, async () => ({ sdp: await publishMedia(webinarId, socket.id, data.userId, slots, sdp) }));
  });

  socket.on('media:unpublish', async (_payload: unknown, callback: unknown) => {
    await answered(ackOf(callback), locale, async () => {
      if (data.role !== 'host') await unpublishMedia(webinarId, socket.id);
      return {};
    });
  });

  socket.on('media:subscribe', async (_payload: unknown, callback: unknown) => {
    await answered(ackOf(callback), locale, async () => ({ sdp: await subscribeMedia(webinarId, socket.id, data.userId) }));
  });

  socket.on('media:answer', async (payload: unknown, callback: unknown) => {
    const ack = ackOf(callback);
    const sdp = sdpOf(payload);
    if (!sdp) return refused(ack, 'invalid', t(locale, 'validation.failed'));
    await answered(ack, locale, async () => {
      if (!(await answerMedia(webinarId, socket.id, sdp))) throw new Error('no receiving connection to answer');
      return {};
    });
  });

  // The handlers are in place before anything is awaited, so that no event sent right after `connect` is lost.
  const keys = [webinarKey(webinarId), mine];
  if (data.role === 'host') keys.push(webinarKey(webinarId, 'host'));
  await socket.join(keys);

  const earlier = (await io.in(mine).fetchSockets()).filter((other) => other.id !== socket.id);
  for (const other of earlier) {
    other.emit('room:replaced', { message: t((other.data as WebinarSocketData).locale, 'room.replaced') });
    other.disconnect(true);
  }
}

/** Answer `ack` with `{ ok: true, ...work() }`, or `failed` when the media could not be set up. */
async function answered(ack: Ack, locale: Locale, work: () => Promise<Record<string, unknown>>): Promise<void> {
  try {
    ack({ ok: true, ...(await work()) });
  } catch (error) {
    strapi.log.warn(`[realtime] webinar media: ${(error as Error).message}`);
    ack({ ok: false, error: { code: 'failed', message: t(locale, 'webinarRoom.mediaFailed') } });
  }
}
