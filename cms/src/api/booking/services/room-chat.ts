/**
 * Service `api::booking.room-chat` (spec §2 "chat-room"; DESIGN §4 "Consultation room"; docs/api-room.md):
 * the chat messages of a booking's consultation room. Text is stored and returned as plain text (1–4000
 * characters after trimming; 0–4000 as the caption of a file); the web shows it as text, never as HTML.
 * A message may carry a file (`attachment`): a private file of kind `chat-attachment` owned by its
 * sender, served by `GET /api/files/:id` to both parties of the booking and to admins
 * ({@link bookingOfAttachment}).
 */
import { BOOKING, ROOM_MESSAGE, USER, type Row } from '../../../lib/content-types';
import { iso } from '../../../lib/booking/rows';
import type { CheckedUpload } from '../../../lib/uploads';
import { services } from '../../../lib/services';
import { hasControlCharacters } from '../../../lib/validation';
import type { RoomRole } from './room-access';
import { viewOf as fileViewOf, type PrivateFileView } from '../../private-file/services/private-files';
import { clock } from '../../../contracts/clock';

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

/** What a message row needs populated for {@link viewOf}. */
const MESSAGE_POPULATE = { booking: { select: ['documentId'] }, attachment: true } as const;

/** The view of a stored message (with {@link MESSAGE_POPULATE}). */
function viewOf(row: MessageRow): RoomMessageView {
  return {
    id: row.documentId,
    booking_id: (row.booking as { documentId?: string } | null | undefined)?.documentId ?? '',
    sender_role: row.sender_role as RoomRole,
    text: row.text ?? '',
    attachment: fileViewOf(row.attachment),
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

/**
 * The caption of a file as it will be stored: trimmed, possibly empty (its length, at most
 * {@link MESSAGE_MAX_LENGTH}, and control characters are checked by the route's contract).
 */
export function captionText(value: string | undefined): string {
  return (value ?? '').trim();
}

/** The booking of a chat attachment and the user ids of its two parties. */
export interface AttachmentBooking {
  bookingDocumentId: string;
  clientUserId: number | null;
  consultantUserId: number | null;
}

export default () => ({
  /**
   * Store a message of `role`'s party (user `senderId`) in booking `bookingDocumentId`.
   * @param text - the text {@link messageText} accepted (or a caption of {@link captionText} with a file)
   * @param attachment - the private file sent with it (documentId), if any
   */
  async send(bookingDocumentId: string, senderId: number, role: RoomRole, text: string, attachment: string | null = null): Promise<RoomMessageView> {
    const sender: Row<typeof USER> | null = await strapi.db.query(USER).findOne({ where: { id: senderId }, select: ['documentId'] });
    const created = await strapi.documents(ROOM_MESSAGE).create({
      data: { booking: bookingDocumentId, sender: sender?.documentId ?? null, sender_role: role, text, attachment } as never,
    });
    const row: MessageRow = await strapi.db.query(ROOM_MESSAGE).findOne({ where: { documentId: created.documentId }, populate: MESSAGE_POPULATE });
    return viewOf(row);
  },

  /**
   * Store a file sent by `role`'s party (user `senderId`) in booking `bookingDocumentId`: a private file
   * of kind `chat-attachment` owned by the sender, and the message carrying it.
   * @param upload - a file {@link checkedUpload} accepted (PDF, JPG, PNG or WebP by content)
   * @param caption - the caption {@link captionText} accepted (may be empty)
   */
  async sendFile(bookingDocumentId: string, senderId: number, role: RoomRole, upload: CheckedUpload, caption: string): Promise<RoomMessageView> {
    const stored = await services.privateFiles().store(upload, 'chat-attachment', senderId);
    try {
      return await this.send(bookingDocumentId, senderId, role, caption, stored.documentId);
    } catch (error) {
      await services.privateFiles().remove(stored.id);
      throw error;
    }
  },

  /**
   * The messages of booking `bookingId` (numeric row id), oldest first: `limit` of them from the
   * `offset`-th (0-based).
   * @returns those messages and the `total` count
   */
  async list(bookingId: number, offset: number, limit: number): Promise<{ rows: RoomMessageView[]; total: number }> {
    const where = { booking: { id: bookingId } };
    const [rows, total]: [MessageRow[], number] = await Promise.all([
      strapi.db.query(ROOM_MESSAGE).findMany({ where, populate: MESSAGE_POPULATE, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], offset, limit }),
      strapi.db.query(ROOM_MESSAGE).count({ where }),
    ]);
    return { rows: rows.map(viewOf), total };
  },

  /**
   * The booking whose chat carries the private file `fileId` (row id), with its parties' user ids.
   * @returns null when no message carries it
   */
  async bookingOfAttachment(fileId: number): Promise<AttachmentBooking | null> {
    const message: MessageRow | null = await strapi.db.query(ROOM_MESSAGE).findOne({ where: { attachment: { id: fileId } }, populate: { booking: { select: ['id'] } } });
    const bookingId = (message?.booking as { id?: number } | null | undefined)?.id;
    if (!bookingId) return null;
    const booking: Row<typeof BOOKING> | null = await strapi.db.query(BOOKING).findOne({
      where: { id: bookingId },
      select: ['documentId'],
      populate: { client: { select: ['id'], populate: { user: { select: ['id'] } } }, consultant: { select: ['id'], populate: { user: { select: ['id'] } } } },
    });
    if (!booking) return null;
    const userOf = (party: unknown) => (party as { user?: { id?: number } | null } | null | undefined)?.user?.id ?? null;
    return { bookingDocumentId: booking.documentId, clientUserId: userOf(booking.client), consultantUserId: userOf(booking.consultant) };
  },

  /**
   * The reader (`readerRole`'s party) has read the other party's messages of booking `bookingId` up
   * to message `upTo` (documentId) included: those not yet read get `read_at` = now.
   * @returns the instant written, or null when `upTo` is not a message of that booking by the other party
   */
  async markRead(bookingId: number, readerRole: RoomRole, upTo: string, now = clock.now()): Promise<Date | null> {
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
