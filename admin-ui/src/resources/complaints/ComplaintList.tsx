import { useMemo } from 'react';
import { AutocompleteInput, DateInput, ReferenceInput, SelectArrayInput, SelectInput, TextField, useGetList, useListContext, useLocale, useTranslate, type RaRecord } from 'react-admin';

import { ComplaintStatusField, complaintStatusChoices } from '../../common/complaints/status';
import { InstantField, dayEndInstant, dayStartInstant } from '../../common/dates';
import { ResourceList } from '../../common/list/ResourceList';
import { pickLocalized, type Localized } from '../../common/localized';
import { RAISED_BY_ROLES } from './complaint';
import { DecisionField, PartyText } from './fields';

const roleChoices = RAISED_BY_ROLES.map((role) => ({ id: role, name: `resources.complaints.roles.${role}` }));

/** Complaint types read for the type filter (the whole list fits in one page). */
const TYPES_PAGE = 200;

/** A complaint type of the `complaint-types` resource (contracts/admin-reference `ReferenceRecord`). */
type ComplaintTypeRecord = RaRecord & { slug: string; name: Localized };

/**
 * The type filter (`complaint_type`, a slug): the live complaint types of the `complaint-types`
 * resource, named in the admin's language, in alphabetical order.
 */
const ComplaintTypeInput = (props: { source: string; label?: string; alwaysOn?: boolean }) => {
  const locale = useLocale();
  const { data, isPending } = useGetList<ComplaintTypeRecord>('complaint-types', { pagination: { page: 1, perPage: TYPES_PAGE }, sort: { field: 'slug', order: 'ASC' }, filter: {} });
  const choices = useMemo(
    () => (data ?? []).map((type) => ({ id: type.slug, name: pickLocalized(type.name, locale) || type.slug })).sort((a, b) => a.name.localeCompare(b.name, locale)),
    [data, locale],
  );
  return <SelectInput {...props} choices={choices} translateChoice={false} isPending={isPending} />;
};

/** An emptied multiple choice leaves the filter (the API wants one status at least). */
const someOrNone = (value: unknown) => (Array.isArray(value) && value.length > 0 ? value : undefined);

/**
 * Filters besides the search box (`q`: reference, parties' names, description): statuses (one or more),
 * who raised it, then on demand the type, the days it was filed — from the first instant of the "from"
 * day to the last of the "to" day in the admin's zone — and the parties.
 */
const filters = [
  <SelectArrayInput key="status" source="status" choices={complaintStatusChoices} parse={someOrNone} alwaysOn />,
  <SelectInput key="raised_by_role" source="raised_by_role" choices={roleChoices} alwaysOn />,
  <ComplaintTypeInput key="complaint_type" source="complaint_type" />,
  <DateInput key="createdAt_gte" source="createdAt_gte" parse={dayStartInstant} />,
  <DateInput key="createdAt_lte" source="createdAt_lte" parse={dayEndInstant} />,
  <ReferenceInput key="consultant" source="consultant" reference="consultants">
    <AutocompleteInput optionText="display_name" label="resources.complaints.fields.consultant" />
  </ReferenceInput>,
  <ReferenceInput key="client" source="client" reference="clients">
    <AutocompleteInput optionText="display_name" label="resources.complaints.fields.client" />
  </ReferenceInput>,
];

/**
 * The list's title: which complaints it shows when it is one of the menu's views (spec §2 admin routes
 * "view-complaint-consultant", "view-complaint-client"), else the resource's name.
 */
const ComplaintListTitle = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const role = filterValues.raised_by_role as string | undefined;
  return <span>{role === 'consultant' || role === 'client' ? translate(`resources.complaints.titles.${role}`) : translate('resources.complaints.name', { smart_count: 2 })}</span>;
};

/**
 * The complaints (spec §2 admin routes "view-complaint-consultant", "view-complaint-client"; menu group
 * Complaint): reference, status in words, type, who raised it (role and name) against whom, the
 * booking's date, when it was filed and the decision. Searchable, filtered by statuses, who raised it
 * (the menu's two views preset it), type, days filed and parties; newest first, 25 a page, CSV export; a
 * row opens the complaint.
 */
export const ComplaintList = () => (
  <ResourceList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} rowClick="show" title={<ComplaintListTitle />}>
    <TextField source="reference" />
    <ComplaintStatusField source="status" />
    <TextField source="complaint_type_name" sortable={false} />
    <PartyText side="raised_by" label="resources.complaints.fields.raised_by" />
    <PartyText side="against" label="resources.complaints.fields.against" />
    <InstantField source="booking_start" sortable={false} />
    <InstantField source="createdAt" />
    <DecisionField source="decision_favour" sortable={false} />
  </ResourceList>
);
