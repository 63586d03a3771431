import { useCallback } from 'react';
import { AutocompleteInput, DateInput, ReferenceInput, SelectField, SelectInput, TextField, type Exporter } from 'react-admin';

import { MoneyField } from '../../common/MoneyField';
import { InstantField, dayEndInstant, dayStartInstant } from '../../common/dates';
import { useCsvExporter } from '../../common/export/useCsvExporter';
import { ResourceList } from '../../common/list/ResourceList';
import { BOOKING_STATUSES, PAYMENT_STATUSES, choicesOf, shownPayment, type AdminBooking } from './booking';
import { PaymentStatusField } from './BookingPayment';
import { DurationField } from '../../common/DurationField';

const statusChoices = choicesOf('statuses', BOOKING_STATUSES);
const paymentChoices = choicesOf('payment_statuses', PAYMENT_STATUSES);

/**
 * Filters of the list besides the search box: the appointment's days — from the first instant of the
 * "from" day to the last of the "to" day, in the admin's zone (sent as instants: the API would read bare
 * dates as UTC days) —, states and parties.
 */
const filters = [
  <DateInput key="start_gte" source="start_gte" parse={dayStartInstant} alwaysOn />,
  <DateInput key="start_lte" source="start_lte" parse={dayEndInstant} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <SelectInput key="payment_status" source="payment_status" choices={paymentChoices} />,
  <ReferenceInput key="consultant" source="consultant" reference="consultants">
    <AutocompleteInput optionText="display_name" label="resources.bookings.fields.consultant" />
  </ReferenceInput>,
  <ReferenceInput key="client" source="client" reference="clients">
    <AutocompleteInput optionText="display_name" label="resources.bookings.fields.client" />
  </ReferenceInput>,
];

/**
 * The list's CSV export (`common/export`), each booking's payment as the list shows it
 * ({@link shownPayment}: "Aucun paiement dû" once cancelled unpaid).
 */
function useBookingExporter(): Exporter {
  const exporter = useCsvExporter();
  return useCallback<Exporter>(
    (records, ...rest) =>
      exporter(
        (records as AdminBooking[]).map((record) => ({ ...record, payment_status: shownPayment(record) })),
        ...rest,
      ),
    [exporter],
  );
}

/**
 * All bookings (spec §2 admin route "all-booking"; menu Medicine): the appointment's start in the
 * admin's zone, the consultant and the client, duration, state, payment (as the web site shows it: "Aucun paiement dû" once cancelled unpaid) and fee in major units of its
 * currency, when it was made. Searchable (`q`), filtered by days (`start_gte`/`start_lte`), states and
 * parties, sorted by the server (newest appointments first), 25 a page, CSV export; a row opens the
 * booking.
 */
export const BookingList = () => {
  const exporter = useBookingExporter();
  return (
    <ResourceList filters={filters} sort={{ field: 'start', order: 'DESC' }} rowClick="show" exporter={exporter}>
      <InstantField source="start" />
      <TextField source="consultant_name" sortable={false} />
      <TextField source="client_name" sortable={false} />
      <DurationField source="duration_minutes" sortable={false} />
      <SelectField source="status" choices={statusChoices} />
      <PaymentStatusField source="payment_status" />
      <MoneyField source="fee_minor" />
      <InstantField source="createdAt" />
    </ResourceList>
  );
};
