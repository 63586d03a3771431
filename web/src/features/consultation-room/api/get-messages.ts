/**
 * `GET bookings/:id/messages?page&pageSize` (docs/api-room.md "HTTP"): one page of a booking's chat
 * history, oldest first (pages from 1). Throws the API client's `ApiError` (404 for another user's
 * booking).
 *
 * @module features/consultation-room/api/get-messages
 */
import { apiClient, type ListResponse } from '../../../lib/api-client';
import { MESSAGES_PAGE_SIZE } from '../model/messages';
import type { RoomMessage, RoomRole } from '../model/types';

/**
 * One page of the chat history of the booking `bookingId`.
 *
 * @param page - from 1; `pageSize` default {@link MESSAGES_PAGE_SIZE} (at most 200).
 */
export async function getMessages(role: RoomRole, bookingId: string, page: number, pageSize = MESSAGES_PAGE_SIZE): Promise<ListResponse<RoomMessage>> {
  return apiClient.get<ListResponse<RoomMessage>>(`bookings/${encodeURIComponent(bookingId)}/messages`, { role, query: { page, pageSize } });
}
