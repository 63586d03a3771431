import { useMemo } from 'react';
import { SelectInput, useFieldValue, useGetList, useLocale, useRecordContext, type FieldProps, type RaRecord } from 'react-admin';

import { EMPTY, StateChip } from '../../common/people/fields';
import { pickLocalized, type Localized } from '../../common/localized';
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

/** Reference values read for a filter (every country fits in one page). */
const REFERENCE_PAGE = 1000;

/** A record of the `countries` or `specializations` resource: its code or slug and its names. */
type ReferenceRecord = RaRecord & { code?: string; slug?: string; name: Localized };

/**
 * A filter choosing a country (by ISO code) or a specialization (by slug) among the live values of the
 * reference list, named in the admin's language, in alphabetical order.
 */
export const ReferenceCodeInput = ({ reference, by, ...props }: { source: string; reference: 'countries' | 'specializations'; by: 'code' | 'slug'; alwaysOn?: boolean }) => {
  const locale = useLocale();
  const { data, isPending } = useGetList<ReferenceRecord>(reference, { pagination: { page: 1, perPage: REFERENCE_PAGE }, sort: { field: 'id', order: 'ASC' }, filter: {} });
  const choices = useMemo(
    () =>
      (data ?? [])
        .filter((record) => record[by])
        .map((record) => ({ id: record[by] as string, name: pickLocalized(record.name, locale) || (record[by] as string) }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [data, locale, by],
  );
  return <SelectInput {...props} choices={choices} translateChoice={false} isPending={isPending} />;
};

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
