import { useMemo } from 'react';
import { SelectInput, useGetList, useLocale, type RaRecord } from 'react-admin';

import { pickLocalized, type Localized } from '../localized';

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
