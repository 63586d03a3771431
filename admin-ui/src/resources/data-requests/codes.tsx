import { useFieldValue, type FieldProps } from 'react-admin';

import { StateChip } from '../../common/people/fields';
import type { Schemas } from '../../lib/api-types';

/**
 * A data request as the back office lists it (contracts/privacy `DataRequestRecord`): an export or an
 * erasure, asked by the person or by an admin, where it stands; the person's label is the e-mail address
 * at the time ("deleted client #…" once erased).
 */
export type DataRequestRecord = Schemas['DataRequestRecord'];

/** What was asked. */
export const DATA_REQUEST_KINDS = ['export', 'erasure'] as const satisfies readonly DataRequestRecord['kind'][];

/** Where a request stands, in the order of its life. */
export const DATA_REQUEST_STATUSES = ['awaiting_confirmation', 'completed', 'blocked', 'expired', 'failed'] as const satisfies readonly DataRequestRecord['status'][];

/** Whose data. */
export const DATA_REQUEST_ROLES = ['client', 'consultant'] as const satisfies readonly DataRequestRecord['subject_role'][];

/** The choices of the kind filter. */
export const kindChoices = DATA_REQUEST_KINDS.map((kind) => ({ id: kind, name: `resources.data-requests.kinds.${kind}` }));

/** The choices of the status filter. */
export const statusChoices = DATA_REQUEST_STATUSES.map((status) => ({ id: status, name: `resources.data-requests.statuses.${status}` }));

/** The choices of the role filter. */
export const roleChoices = DATA_REQUEST_ROLES.map((role) => ({ id: role, name: `resources.data-requests.roles.${role}` }));

const COLORS = { awaiting_confirmation: 'info', completed: 'success', blocked: 'warning', expired: 'default', failed: 'error' } as const;

/** Where a request stands, as a chip: blocked and failed ones stand out. */
export const DataRequestStatusField = (props: FieldProps) => {
  const status = useFieldValue(props) as DataRequestRecord['status'] | undefined;
  if (!status) return null;
  return <StateChip label={`resources.data-requests.statuses.${status}`} color={COLORS[status] ?? 'default'} />;
};
