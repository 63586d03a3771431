/**
 * A webinar as the admin resource `webinars` answers it (`/api/admin-panel/webinars`, admin dialect), its
 * states in words, and the rule saying when an admin may cancel it.
 *
 * @module resources/webinars/webinar
 */
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps, type RaRecord } from 'react-admin';

import { StateChip } from '../../common/people/fields';
import type { Schemas } from '../../lib/api-types';
import { clock } from '../../lib/clock';

/** A webinar of the list (the API's `AdminWebinar`): instants ISO 8601 UTC, money in minor units of `currency`. */
export type AdminWebinar = Schemas['AdminWebinar'] & RaRecord;
/** One webinar as its page reads it (the API's `AdminWebinarDetail`): with its description and registrations. */
export type AdminWebinarDetail = Schemas['AdminWebinarDetail'] & RaRecord;

/** Where a webinar stands, in the order of its life. */
export const WEBINAR_STATUSES = ['draft', 'published', 'cancelled'] as const;
/** Whether a registration holds a seat. */
export const REGISTRATION_STATUSES = ['active', 'cancelled'] as const;
/** Where the payment of a registration stands. */
export const REGISTRATION_PAYMENTS = ['pending', 'paid', 'free', 'refunded'] as const;
/** Who cancelled a registration (`unpaid`: its online payment was not made before the checkout expired). */
export const CANCELLED_BY = ['client', 'consultant', 'admin', 'unpaid'] as const;

/** Choices of a select input or field over `values`, labelled `resources.webinars.<group>.<value>`. */
export function choicesOf(group: string, values: readonly string[]) {
  return values.map((value) => ({ id: value, name: `resources.webinars.${group}.${value}` }));
}

/** The choices of the free or paid filter (the API's `free` flag). */
export const freeChoices = [
  { id: true, name: 'resources.webinars.free.yes' },
  { id: false, name: 'resources.webinars.free.no' },
];

/** Whether an admin may cancel the webinar: published and not ended (the server says the same, 409 otherwise). */
export function canCancel(record: Pick<AdminWebinar, 'status' | 'end' | 'start'>): boolean {
  const until = record.end ?? record.start;
  return record.status === 'published' && (!until || new Date(until).getTime() > clock.ms());
}

const STATUS_COLORS = { draft: 'default', published: 'success', cancelled: 'error' } as const;

/** The webinar's status as a chip. */
export const WebinarStatusField = (_props: FieldProps) => {
  const record = useRecordContext<AdminWebinar>();
  if (!record) return null;
  return <StateChip label={`resources.webinars.statuses.${record.status}`} color={STATUS_COLORS[record.status]} />;
};

/** Seats taken out of the capacity (`3 / 20`); `3 / —` for a draft without a capacity yet. */
export const SeatsField = (_props: FieldProps) => {
  const record = useRecordContext<AdminWebinar>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {translate('resources.webinars.seats', { taken: record.seats_taken, capacity: record.capacity ?? '—' })}
    </Typography>
  );
};
