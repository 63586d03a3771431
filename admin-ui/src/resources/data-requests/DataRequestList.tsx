import { useCallback } from 'react';
import { DateInput, SelectInput, TextField, useLocale, useRecordContext, useTranslate, type Exporter } from 'react-admin';

import { dayEndInstant, dayStartInstant, formatInstant, InstantField } from '../../common/dates';
import { useCsvExporter } from '../../common/export/useCsvExporter';
import { ResourceList } from '../../common/list/ResourceList';
import { CodeField, EMPTY } from '../../common/people/fields';
import { DataRequestStatusField, kindChoices, roleChoices, statusChoices, type DataRequestRecord } from './codes';

/**
 * Filters besides the search box (`q`: the person's label, the admin's e-mail): the kind, the status and
 * the person's role, then the days it was asked — from the first instant of the "from" day to the last
 * of the "to" day in the admin's zone.
 */
const filters = [
  <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="subject_role" source="subject_role" choices={roleChoices} />,
  <DateInput key="createdAt_gte" source="createdAt_gte" parse={dayStartInstant} />,
  <DateInput key="createdAt_lte" source="createdAt_lte" parse={dayEndInstant} />,
];

/** On a phone, under the request's name (what and whose): where it stands and when it was asked. */
const PhoneLine = () => {
  const record = useRecordContext<DataRequestRecord>();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  return <>{`${translate(`resources.data-requests.statuses.${record.status}`)} · ${formatInstant(record.createdAt, locale)}`}</>;
};

/** The coded fields of a request and the translation prefix of their values. */
const CODED = { kind: 'kinds', subject_role: 'roles', requested_by: 'requesters' } as const;

/**
 * The back office's CSV exporter with the request's kind, role and requester in words, as the list shows
 * them (the shared exporter writes statuses in words, other codes as they are).
 */
function useDataRequestExporter(): Exporter {
  const exporter = useCsvExporter();
  const translate = useTranslate();
  return useCallback<Exporter>(
    (records: DataRequestRecord[], ...rest) =>
      exporter(
        records.map((record) => ({
          ...record,
          ...Object.fromEntries(
            Object.entries(CODED).map(([field, prefix]) => [field, translate(`resources.data-requests.${prefix}.${record[field as keyof typeof CODED]}`, { _: record[field as keyof typeof CODED] })]),
          ),
        })),
        ...rest,
      ),
    [exporter, translate],
  );
}

/**
 * The data requests (docs/privacy.md "Back office"): every export and erasure of a person's data,
 * newest first, read only — when, what, whose (role and label), who asked (the person or an admin),
 * where it stands and when it was done; sorted by date; CSV export of every request matching the
 * filters, the codes in words; a row opens the request. On a phone, a list of the requests (what and
 * whose, then status and date).
 */
export const DataRequestList = () => {
  const exporter = useDataRequestExporter();
  return (
    <ResourceList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} rowClick="show" secondaryText={() => <PhoneLine />} exporter={exporter}>
      <InstantField source="createdAt" />
      <CodeField source="kind" prefix="resources.data-requests.kinds" sortable={false} />
      <CodeField source="subject_role" prefix="resources.data-requests.roles" sortable={false} />
      <TextField source="subject_label" sortable={false} />
      <CodeField source="requested_by" prefix="resources.data-requests.requesters" sortable={false} />
      <DataRequestStatusField source="status" sortable={false} />
      <InstantField source="completed_at" sortable={false} />
      <TextField source="requester_email" sortable={false} emptyText={EMPTY} />
    </ResourceList>
  );
};
