import { useFieldValue, useRecordContext, type FieldProps } from 'react-admin';

import { EMPTY, StateChip } from '../../common/people/fields';
import type { Schemas } from '../../lib/api-types';

/** A waiting-list entry (contracts/admin-waiting-list `WaitingListEntryRecord`). */
export type WaitingListEntry = Schemas['WaitingListEntryRecord'];

/** Who waits: a client looking for an expert, or a practitioner pre-registering. */
export const WAITING_LIST_ROLES = ['client', 'consultant'] as const;

/** The choices of the role filter. */
export const roleChoices = WAITING_LIST_ROLES.map((role) => ({ id: role, name: `resources.waiting-list.roles.${role}` }));

/** The choices of the "told an expert is available" filter (the API's `notified` flag). */
export const notifiedChoices = [
  { id: true, name: 'resources.waiting-list.notified.yes' },
  { id: false, name: 'resources.waiting-list.notified.no' },
];

/** The role as a chip. */
export const RoleField = (props: FieldProps) => {
  const role = useFieldValue(props) as WaitingListEntry['role'] | undefined;
  if (!role) return null;
  return <StateChip label={`resources.waiting-list.roles.${role}`} color={role === 'client' ? 'info' : 'default'} />;
};

/** A reference value by its name, with its code or slug (`Belgique (BE)`); the code alone once it left the list. */
export const NamedCodeField = ({ source, nameSource }: FieldProps & { source: 'country' | 'specialization'; nameSource: 'country_name' | 'specialization_name' }) => {
  const record = useRecordContext<WaitingListEntry>();
  if (!record) return null;
  const code = record[source];
  const name = record[nameSource];
  return <span>{code ? (name ? `${name} (${code})` : code) : EMPTY}</span>;
};
