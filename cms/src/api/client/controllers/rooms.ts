/** The client's consultation rooms (contract: `contracts/room.ts`; controller: `realtime/room-http.ts`). */
import { clientRoomRoutes } from '../../../contracts/room';
import { roomController } from '../../../realtime/room-http';

export default roomController(clientRoomRoutes);
