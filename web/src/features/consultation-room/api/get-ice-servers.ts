/**
 * `GET rooms/:roomId/ice-servers` (docs/api-room.md "HTTP"): the STUN/TURN servers of an open room for
 * the peer connection, TURN with short-lived credentials — read afresh for each new peer connection.
 *
 * @module features/consultation-room/api/get-ice-servers
 */
import { apiClient } from '../../../lib/api-client';
import type { IceServers, RoomRole } from '../model/types';

/**
 * The room's ICE servers.
 *
 * @throws ApiError 404 (not a party), 409 `RoomNotOpen` outside the room's window.
 */
export async function getIceServers(role: RoomRole, roomId: string): Promise<IceServers> {
  return (await apiClient.get<{ data: IceServers }>(`rooms/${encodeURIComponent(roomId)}/ice-servers`, { role })).data;
}
