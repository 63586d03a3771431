import { useFieldValue, type FieldProps } from 'react-admin';

import type { Schemas } from '../../lib/api-types';
import { StateChip } from '../people/fields';

/**
 * Where a complaint stands (contracts/complaints `ComplaintStatus`), shown the same way on the
 * complaints' own screens and on a booking's page.
 *
 * @module common/complaints/status
 */

/** A complaint's status: `open` (filed), `in_review` (an admin took it), `resolved` or `rejected` (closed). */
export type ComplaintStatus = Schemas['AdminComplaintDetail']['status'];

/** The statuses in the workflow's order. */
export const COMPLAINT_STATUSES: readonly ComplaintStatus[] = ['open', 'in_review', 'resolved', 'rejected'];

/** Translation key of a status in words, e.g. `open` → "Ouverte". */
export const complaintStatusKey = (status: string) => `resources.complaints.statuses.${status}`;

/** The choices of a status input or filter. */
export const complaintStatusChoices = COMPLAINT_STATUSES.map((status) => ({ id: status, name: complaintStatusKey(status) }));

const COLORS: Record<ComplaintStatus, 'warning' | 'info' | 'success' | 'default'> = { open: 'warning', in_review: 'info', resolved: 'success', rejected: 'default' };

/** A complaint's status as a chip in words: those waiting for an admin stand out. */
export const ComplaintStatusField = (props: FieldProps) => {
  const status = useFieldValue(props) as ComplaintStatus | undefined;
  if (!status) return null;
  return <StateChip label={complaintStatusKey(status)} color={COLORS[status] ?? 'default'} />;
};
