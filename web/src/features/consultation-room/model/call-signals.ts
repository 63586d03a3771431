/**
 * The signalling of the room's one-to-one call (DESIGN §4 "One-to-one WebRTC"; docs/api-room.md
 * "Web"), over the events the server relays as they are to the other party.
 *
 * Each side's call has a session id, new on joining the call and on a full reconnect. `rtc:restart`
 * carries the handshake that pairs two sessions:
 * - `here` `{ inCall }`: "I am in the room" (answer to `room:peer` `present`, which only the party
 *   already there receives), and whether the sender is in the call;
 * - `hello` `{ session }`: "my call (re)starts with this session": the receiver, when in the call,
 *   pairs with it (a new peer connection when it was paired with another session) and answers
 *   `welcome`;
 * - `welcome` `{ session, to }`: the answer to `hello`, `to` being the hello's session;
 * - `bye` `{ session }`: the sender left the call.
 *
 * `rtc:offer` / `rtc:answer` `{ from, to, description }` and `rtc:ice` `{ from, to, candidate }` are
 * the perfect-negotiation messages of a paired peer connection; a message whose `from`/`to` do not name
 * the current pair is stale and dropped. The polite side (which yields when both offer at once) is the
 * client; the consultant is the impolite side.
 *
 * @module features/consultation-room/model/call-signals
 */
import type { RoomRole } from './types';
import { clock } from '../../../lib/clock';

/** `rtc:restart` payloads. */
export type RestartSignal = { type: 'here'; inCall: boolean } | { type: 'hello'; session: string } | { type: 'welcome'; session: string; to: string } | { type: 'bye'; session: string };

/** `rtc:offer` / `rtc:answer` payload. */
export interface DescriptionSignal {
  from: string;
  to: string;
  description: RTCSessionDescriptionInit;
}

/** `rtc:ice` payload. */
export interface CandidateSignal {
  from: string;
  to: string;
  candidate: RTCIceCandidateInit | null;
}

/** Whether `role` is the polite side of perfect negotiation (it rolls back its own offer on a collision). */
export const isPolite = (role: RoomRole): boolean => role === 'client';

/** A new call session id. */
export function newSessionId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${clock.ms().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 100;

/** An `rtc:restart` payload, or `null` for anything else. */
export function restartSignalOf(value: unknown): RestartSignal | null {
  if (typeof value !== 'object' || value === null) return null;
  const signal = value as Record<string, unknown>;
  if (signal.type === 'here') return { type: 'here', inCall: signal.inCall === true };
  if ((signal.type === 'hello' || signal.type === 'bye') && isString(signal.session)) return { type: signal.type, session: signal.session };
  if (signal.type === 'welcome' && isString(signal.session) && isString(signal.to)) return { type: 'welcome', session: signal.session, to: signal.to };
  return null;
}

/** An `rtc:offer`/`rtc:answer` payload, or `null`. */
export function descriptionSignalOf(value: unknown): DescriptionSignal | null {
  if (typeof value !== 'object' || value === null) return null;
  const signal = value as Record<string, unknown>;
  const description = signal.description as Record<string, unknown> | undefined;
  if (!isString(signal.from) || !isString(signal.to) || typeof description !== 'object' || description === null) return null;
  if ((description.type !== 'offer' && description.type !== 'answer') || typeof description.sdp !== 'string') return null;
  return { from: signal.from, to: signal.to, description: { type: description.type, sdp: description.sdp } };
}

/** An `rtc:ice` payload, or `null`. */
export function candidateSignalOf(value: unknown): CandidateSignal | null {
  if (typeof value !== 'object' || value === null) return null;
  const signal = value as Record<string, unknown>;
  if (!isString(signal.from) || !isString(signal.to)) return null;
  const candidate = signal.candidate as RTCIceCandidateInit | null | undefined;
  if (candidate !== null && (typeof candidate !== 'object' || candidate === undefined)) return null;
  return { from: signal.from, to: signal.to, candidate };
}
