/** Routes of the consultant's consultation rooms, built from their contracts (`contracts/room.ts`). */
import { consultantRoomRoutes } from '../../../contracts/room';
import { routesOf } from '../../../lib/contract-routes';

export default { routes: routesOf('rooms', consultantRoomRoutes) };
