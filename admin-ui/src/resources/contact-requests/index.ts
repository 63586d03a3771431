import ContactMailIcon from '@mui/icons-material/ContactMailOutlined';

import type { AdminResourceModule } from '../types';
import { ContactRequestEdit } from './ContactRequestEdit';
import { ContactRequestList } from './ContactRequestList';
import { ContactRequestTrash } from './ContactRequestTrash';
import type { ContactRequest } from './status';

/**
 * Contact requests (spec §2 admin "view-contact-us-list", menu group Medicine; contracts/admin-people
 * `ContactRequestRecord`): the messages of the public contact form, marked handled with a reply note;
 * a trash. Made only by the contact form (no create).
 */
export const contactRequests: AdminResourceModule = {
  name: 'contact-requests',
  list: ContactRequestList,
  edit: ContactRequestEdit,
  trash: ContactRequestTrash,
  icon: ContactMailIcon,
  recordRepresentation: (record: ContactRequest) => `${record.name} — ${record.subject}`,
  menu: { group: 'medicine', order: 80 },
};
