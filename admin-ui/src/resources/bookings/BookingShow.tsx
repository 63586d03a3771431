import { Box, Divider, Typography } from '@mui/material';
import { BooleanField, Link, SelectField, Show, SimpleShowLayout, TextField, useCreatePath, useLocale, useRecordContext, useTranslate } from 'react-admin';

import { MoneyField } from '../../common/MoneyField';
import { InstantField, formatInstant } from '../../common/dates';
import { BookingShowActions } from './BookingActions';
import { BookingComplaints } from './BookingComplaints';
import { DiscountField, PaymentStatusField } from './BookingPayment';
import { BookingAttendance, BookingMessages } from './BookingRoom';
import { DurationField } from '../../common/DurationField';
import { BOOKING_STATUSES, CANCELLED_BY, PAYMENT_PROVIDERS, choicesOf, type AdminBooking } from './booking';

/** A party of the booking: its name, linking to its record in the back office when it still exists. */
const PartyField = ({ resource, idSource, nameSource }: { resource: 'consultants' | 'clients'; idSource: 'consultant' | 'client'; nameSource: 'consultant_name' | 'client_name'; label?: string }) => {
  const record = useRecordContext<AdminBooking>();
  const createPath = useCreatePath();
  if (!record) return null;
  const id = record[idSource];
  const name = record[nameSource];
  if (!id) return <Typography variant="body2">{name}</Typography>;
  return (
    <Link to={createPath({ resource, id, type: 'show' })} variant="body2">
      {name}
    </Link>
  );
};

/** The start of the appointment as a party reads it: in its own zone, with the zone's name. */
const StartInZone = ({ zoneSource }: { zoneSource: 'consultant_time_zone' | 'client_time_zone'; label?: string }) => {
  const record = useRecordContext<AdminBooking>();
  const locale = useLocale();
  if (!record) return null;
  const zone = record[zoneSource];
  if (!zone) return <Typography variant="body2">—</Typography>;
  return <Typography variant="body2">{`${formatInstant(record.start, locale, zone)} (${zone})`}</Typography>;
};

/** A titled part of the page. */
const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', mt: 1 }}>
      <Divider sx={{ mb: 1 }} />
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
    </Box>
  );
};

/**
 * One booking (spec §3 "Booking"): the appointment (start in the admin's zone and in each party's own,
 * end, duration), the parties (linking to the consultant's and the client's pages), its state and
 * cancellation, its payment ("Aucun paiement dû" once cancelled unpaid) and fees in major units of its currency
 * (list fee, the discount with the coupon's code or the free first consultation that gave it, fee paid), its consultation room (who was in it and when, and the parties' chat with its files, each
 * read of the chat recorded in the access log), the complaints about it (each opening its complaint),
 * and the actions that apply: mark paid, refund, cancel.
 */
export const BookingShow = () => (
  <Show actions={<BookingShowActions />}>
    <SimpleShowLayout>
      <Section title="resources.bookings.sections.appointment" />
      <InstantField source="start" />
      <StartInZone zoneSource="consultant_time_zone" label="resources.bookings.fields.start_consultant" />
      <StartInZone zoneSource="client_time_zone" label="resources.bookings.fields.start_client" />
      <InstantField source="end" />
      <DurationField source="duration_minutes" />
      <TextField source="token" />
      <TextField source="room_id" />

      <Section title="resources.bookings.sections.parties" />
      <PartyField resource="consultants" idSource="consultant" nameSource="consultant_name" label="resources.bookings.fields.consultant" />
      <TextField source="consultant_time_zone" emptyText="—" />
      <PartyField resource="clients" idSource="client" nameSource="client_name" label="resources.bookings.fields.client" />
      <TextField source="client_email" emptyText="—" />
      <TextField source="client_time_zone" emptyText="—" />

      <Section title="resources.bookings.sections.status" />
      <SelectField source="status" choices={choicesOf('statuses', BOOKING_STATUSES)} />
      <InstantField source="cancelled_at" />
      <SelectField source="cancelled_by" choices={choicesOf('cancelled_by_values', CANCELLED_BY)} emptyText="—" />
      <TextField source="cancellation_reason" emptyText="—" />

      <Section title="resources.bookings.sections.payment" />
      <PaymentStatusField source="payment_status" />
      <SelectField source="payment_provider" choices={choicesOf('payment_providers', PAYMENT_PROVIDERS)} emptyText="—" />
      <TextField source="payment_reference" emptyText="—" />
      <InstantField source="paid_at" />
      <MoneyField source="list_fee_minor" />
      <DiscountField source="discount_minor" />
      <BooleanField source="free_first_consultation" />
      <MoneyField source="fee_minor" />
      <TextField source="currency" />
      <InstantField source="createdAt" />
      <TextField source="id" />

      <Section title="resources.bookings.sections.room" />
      <BookingAttendance label="resources.bookings.fields.attendance" />
      <BookingMessages label="resources.bookings.fields.messages" />

      <Section title="resources.bookings.sections.complaints" />
      <BookingComplaints label={false} />
    </SimpleShowLayout>
  </Show>
);
