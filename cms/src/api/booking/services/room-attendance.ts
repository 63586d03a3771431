/**
 * Service `api::booking.room-attendance` (spec §2 "chat-room"; DESIGN §4 "Consultation room"): who
 * was in a booking's consultation room and when. A row is written when a party's connection is
 * accepted (`joined_at`) and completed when it ends (`left_at`), UTC instants.
 */
import { ROOM_ATTENDANCE, USER, type Row } from '../../../lib/content-types';
import type { RoomRole } from './room-access';

export default () => ({
  /**
   * Record that user `userId` (party `role`) entered the room of booking `bookingDocumentId` at `now`.
   * @returns the attendance row's documentId, for {@link leave}
   */
  async join(bookingDocumentId: string, userId: number, role: RoomRole, now = new Date()): Promise<string> {
    const user: Row<typeof USER> | null = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['documentId'] });
    const created = await strapi.documents(ROOM_ATTENDANCE).create({
      data: { booking: bookingDocumentId, user: user?.documentId ?? null, role, joined_at: now.toISOString() } as never,
    });
    return created.documentId;
  },

  /** Record that the presence `attendanceId` (from {@link join}) ended at `now`. */
  async leave(attendanceId: string, now = new Date()): Promise<void> {
    await strapi.db.query(ROOM_ATTENDANCE).update({ where: { documentId: attendanceId }, data: { left_at: now } });
  },
});
