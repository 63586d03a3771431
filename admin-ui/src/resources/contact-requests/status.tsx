import { useFieldValue, type FieldProps } from 'react-admin';

import { StateChip } from '../../common/people/fields';
import type { Schemas } from '../../lib/api-types';

/** A message of the contact form (contracts/admin-people `ContactRequestRecord`). */
export type ContactRequest = Schemas['ContactRequestRecord'];

/** States of a contact request. */
export const CONTACT_STATUSES = ['new', 'handled'] as const;

/** The choices of the status input and filter. */
export const statusChoices = CONTACT_STATUSES.map((status) => ({ id: status, name: `resources.contact-requests.statuses.${status}` }));

/** The state of a request as a chip: new ones stand out. */
export const ContactStatusField = (props: FieldProps) => {
  const status = useFieldValue(props) as ContactRequest['status'] | undefined;
  if (!status) return null;
  return <StateChip label={`resources.contact-requests.statuses.${status}`} color={status === 'new' ? 'warning' : 'success'} />;
};
