/** The consultant's consultation rooms (contract: `contracts/room.ts`; controller: `realtime/room-http.ts`). */
import { consultantRoomRoutes } from '../../../contracts/room';
import { roomController } from '../../../realtime/room-http';

export default roomController(consultantRoomRoutes);
