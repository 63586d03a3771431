import PeopleIcon from '@mui/icons-material/PeopleOutlined';

import type { AdminResourceModule } from '../types';
import { ClientList } from './ClientList';
import { ClientShow } from './ClientShow';

/**
 * Clients (spec §2 admin "client", "client/client-profile/{id}", menu group Medicine;
 * contracts/admin-people `ClientRecord`, `ClientDetail`): the list, each client's record (person, forms,
 * latest bookings, favourites) and blocking the account. Clients sign up themselves: no create, no
 * delete.
 */
export const clients: AdminResourceModule = {
  name: 'clients',
  list: ClientList,
  show: ClientShow,
  icon: PeopleIcon,
  recordRepresentation: 'display_name',
  menu: { group: 'medicine', order: 20 },
};
