import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';

import type { AdminResourceModule } from '../types';
import type { AdminBooking } from './booking';
import { BookingList } from './BookingList';
import { BookingShow } from './BookingShow';

/**
 * All bookings (spec §2 admin route "all-booking", menu group Medicine after consultants and clients):
 * `/api/admin-panel/bookings` in the ra-data-simple-rest dialect — list (search, dates, states, parties,
 * CSV export) and show; no create or edit: an admin marks a booking paid, refunds it or cancels it
 * with a reason (`POST /bookings/:id/mark-paid|refund|cancel`).
 */
export const bookings: AdminResourceModule = {
  name: 'bookings',
  list: BookingList,
  show: BookingShow,
  icon: EventNoteIcon,
  recordRepresentation: (record: AdminBooking) => `${record.consultant_name} · ${record.client_name}`,
  menu: { group: 'medicine', order: 30 },
};
