import { AutocompleteInput, DateInput, ReferenceInput, SelectInput, TextField } from 'react-admin';

import { DurationField } from '../../common/DurationField';
import { MoneyField } from '../../common/MoneyField';
import { InstantField, dayEndInstant, dayStartInstant } from '../../common/dates';
import { ResourceList } from '../../common/list/ResourceList';
import { ReferenceCodeInput } from '../../common/reference/ReferenceCodeInput';
import { SeatsField, WEBINAR_STATUSES, WebinarStatusField, choicesOf, freeChoices } from './webinar';

/**
 * Filters besides the search box (`q`: the title in either language): status, the host, the
 * specialization, the days of the start — from the first instant of the "from" day to the last of the
 * "to" day in the admin's zone — and free or paid.
 */
export const webinarFilters = [
  <SelectInput key="status" source="status" choices={choicesOf('statuses', WEBINAR_STATUSES)} alwaysOn />,
  <ReferenceInput key="consultant" source="consultant" reference="consultants">
    <AutocompleteInput optionText="display_name" label="resources.webinars.fields.consultant" />
  </ReferenceInput>,
  <ReferenceCodeInput key="specialization" source="specialization" reference="specializations" by="slug" />,
  <DateInput key="start_gte" source="start_gte" parse={dayStartInstant} />,
  <DateInput key="start_lte" source="start_lte" parse={dayEndInstant} />,
  <SelectInput key="free" source="free" choices={freeChoices} />,
];

/**
 * Every webinar (docs/api-webinars.md; menu Medicine after the bookings): title, host, start in the
 * admin's zone, duration, seats taken out of the capacity, fee in major units of its currency, status;
 * searchable, filtered, sorted by the server (soonest start last), 25 a page, CSV export, the trash; a
 * row opens the webinar.
 */
export const WebinarList = () => (
  <ResourceList filters={webinarFilters} sort={{ field: 'start', order: 'DESC' }} rowClick="show" trash>
    <TextField source="title" sortBy="title_fr" />
    <TextField source="consultant_name" sortable={false} />
    <InstantField source="start" />
    <DurationField source="duration_minutes" />
    <SeatsField source="seats_taken" />
    <MoneyField source="fee_minor" />
    <WebinarStatusField source="status" />
  </ResourceList>
);
