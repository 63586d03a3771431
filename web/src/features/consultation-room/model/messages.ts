/**
 * The chat's list of messages: history pages and live messages merged into one list, oldest first,
 * each message once; read receipts applied to the viewer's own messages.
 *
 * @module features/consultation-room/model/messages
 */
import type { RoomMessage, RoomRole } from './types';

/** Chat messages per history page (the API allows up to 200). */
export const MESSAGES_PAGE_SIZE = 100;

/** Longest chat message, characters (docs/api-room.md `chat:send`). */
export const MESSAGE_MAX_LENGTH = 4000;

const byTime = (a: RoomMessage, b: RoomMessage) => Date.parse(a.created_at) - Date.parse(b.created_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * `current` with `incoming` added: one entry per id (the incoming copy wins: it may carry a newer
 * `read_at`), oldest first.
 */
export function mergeMessages(current: readonly RoomMessage[], incoming: readonly RoomMessage[]): RoomMessage[] {
  if (incoming.length === 0) return current as RoomMessage[];
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(message.id, known?.read_at && !message.read_at ? { ...message, read_at: known.read_at } : message);
  }
  return [...byId.values()].sort(byTime);
}

/**
 * Marks read the messages `me` sent up to and including `upTo` (the other party's `chat:read`).
 *
 * @param readAt - UTC instant.
 */
export function markRead(messages: readonly RoomMessage[], me: RoomRole, upTo: string, readAt: string): RoomMessage[] {
  const index = messages.findIndex((message) => message.id === upTo);
  if (index < 0) return messages as RoomMessage[];
  return messages.map((message, position) => (position <= index && message.sender_role === me && !message.read_at ? { ...message, read_at: readAt } : message));
}

/** The newest message of the other party (the one a `chat:read` names), if any. */
export function lastFromOther(messages: readonly RoomMessage[], me: RoomRole): RoomMessage | undefined {
  for (let index = messages.length - 1; index >= 0; index -= 1) if (messages[index].sender_role !== me) return messages[index];
  return undefined;
}

/** The id of the viewer's newest message the other party has read (where "Read" is shown). */
export function lastReadOfMine(messages: readonly RoomMessage[], me: RoomRole): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message.sender_role === me && message.read_at) return message.id;
  }
  return null;
}
