/**
 * Service `api::booking.room-chat` (spec §2 "chat-room"; DESIGN §4 "Consultation room"): the chat
 * messages of a booking's consultation room. Text is stored and returned as plain text (1–4000
 * characters after trimming); the web shows it as text, never as HTML.
 */
import { ROOM_MESSAGE, USER, type Row } from '../../../lib/content-types';
import { iso } from '../../../lib/booking/rows';
import { hasControlCharacters } from '../../../lib/validation';
import type { RoomRole } from './room-access';
import type { PrivateFileView } from '../../private-file/services/private-files';

/** Longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 4000;

/** A chat message as both parties see it (instants in UTC ISO 8601). */
export interface RoomMessageView {
  id: string;
  booking_id: string;
  sender_role: RoomRole;
  text: string;
  /** the file sent with the message (a private file view), or null */
  attachment: PrivateFileView | null;
  /** when the other party read it, or null */
  read_at: string | null;
  created_at: string;
}

type MessageRow = Row<typeof ROOM_MESSAGE>;

/** The view of a stored message (with `booking` populated). */
function viewOf(row: MessageRow): RoomMessageView {
  return {
    id: row.documentId,
    booking_id: (row.booking as { documentId?: string } | null | undefined)?.documentId ?? '',
    sender_role: row.sender_role as RoomRole,
    text: row.text ?? '',
    attachment: null,
    read_at: iso(row.read_at),
    created_at: iso(row.createdAt) ?? new Date(0).toISOString(),
  };
}

/**
 * The text of a message as it will be stored (trimmed), or why it cannot be: `length` when it is not a
 * string, empty or longer than {@link MESSAGE_MAX_LENGTH}; `controlCharacters` when it holds a NUL
 * byte, a bidirectional override or another invisible control character (DESIGN §2 text hygiene; line
 * breaks and tabs are fine).
 */
export function messageText(value: unknown): { text: string; problem?: undefined } | { text?: undefined; problem: 'length' | 'controlCharacters' } {
  if (typeof value !== 'string') return { problem: 'length' };
  const text = value.trim();
  if (text.length < 1 || text.length > MESSAGE_MAX_LENGTH) return { problem: 'length' };
  if (hasControlCharacters(text)) return { problem: 'controlCharacters' };
  return { text };
}

export default () => ({
  /**
   * Store a message of `role`'s party (user `senderId`) in booking `bookingDocumentId`.
   * @param text - the text {@link messageText} accepted
   */
  async send(bookingDocumentId: string, senderId: number, role: RoomRole, text: string): Promise<RoomMessageView> {
    const sender: Row<typeof USER> | null = await strapi.db.query(USER).findOne({ where: { id: senderId }, select: ['documentId'] });
    const created = await strapi.documents(ROOM_MESSAGE).create({
      data: { booking: bookingDocumentId, sender: sender?.documentId ?? null, sender_role: role, text } as never,
    });
    const row: MessageRow = await strapi.db.query(ROOM_MESSAGE).findOne({ where: { documentId: created.documentId }, populate: { booking: { select: ['documentId'] } } });
    return viewOf(row);
  },

  /**
   * The messages of booking `bookingId` (numeric row id), oldest first, one page (`page` from 1).
   * @returns the page's messages and the `total` count
   */
  async list(bookingId: number, page: number, pageSize: number): Promise<{ rows: RoomMessageView[]; total: number }> {
    const where = { booking: { id: bookingId } };
    const [rows, total]: [MessageRow[], number] = await Promise.all([
      strapi.db.query(ROOM_MESSAGE).findMany({
        where,
        populate: { booking: { select: ['documentId'] } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        offset: (page - 1) * pageSize,
        limit: pageSize,
      }),
      strapi.db.query(ROOM_MESSAGE).count({ where }),
    ]);
    return { rows: rows.map(viewOf), total };
  },

  /**
   * The reader (`readerRole`'s party) has read the other party's messages of booking `bookingId` up
   * to message `upTo` (documentId) included: those not yet read get `read_at` = now.
   * @returns the instant written, or null when `upTo` is not a message of that booking by the other party
   */
  async markRead(bookingId: number, readerRole: RoomRole, upTo: string, now = new Date()): Promise<Date | null> {
    if (typeof upTo !== 'string' || !upTo || upTo.length > 64) return null;
    const otherRole: RoomRole = readerRole === 'client' ? 'consultant' : 'client';
    const last: MessageRow | null = await strapi.db.query(ROOM_MESSAGE).findOne({ where: { documentId: upTo, booking: { id: bookingId }, sender_role: otherRole } });
    if (!last) return null;
    const unread: MessageRow[] = await strapi.db.query(ROOM_MESSAGE).findMany({
      where: { booking: { id: bookingId }, sender_role: otherRole, read_at: { $null: true }, id: { $lte: last.id } },
      select: ['id'],
    });
    if (unread.length) await strapi.db.query(ROOM_MESSAGE).updateMany({ where: { id: { $in: unread.map((row) => row.id) } }, data: { read_at: now } });
    return now;
  },
});
