/** Routes of the client's consultation rooms, built from their contracts (`contracts/room.ts`). */
import { clientRoomRoutes } from '../../../contracts/room';
import { routesOf } from '../../../lib/contract-routes';

export default { routes: routesOf('rooms', clientRoomRoutes) };
