import { RecordLoading } from '../../common/RecordLoading';
import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  Datagrid,
  FunctionField,
  Link,
  NumberField,
  RecordField,
  Show,
  TextField,
  TopToolbar,
  useCreatePath,
  useFieldValue,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { CalendarDateField, InstantField } from '../../common/dates';
import { PrivateFileField } from '../../common/files/PrivateFileLink';
import { ConsentHistoryPanel } from '../../common/privacy/ConsentHistoryPanel';
import { PersonPrivacyActions } from '../../common/privacy/PersonPrivacyActions';
import { CodeField, EMPTY, FieldSection, LanguageCodesField, StateChip } from '../../common/people/fields';
import type { Schemas } from '../../lib/api-types';
import { BlockButton } from './BlockButton';

/** A client's record (`GET /clients/:id`, contracts/admin-people `ClientDetail`). */
export type ClientDetail = Schemas['AdminClientDetail'];

/** One of the client's bookings on its record. */
type BookingSummary = ClientDetail['recent_bookings'][number];

/** A field with its label (`resources.clients.fields.<source>`), `—` when empty. */
const F = ({ source, children }: { source: string; children?: ReactNode }) => <RecordField source={source} empty={EMPTY} {...(children ? { children } : {})} />;

/** Up to date or not, as a chip. */
const UpToDateChip = ({ source }: { source: string }) => {
  const value = useFieldValue({ source }) as boolean | undefined;
  return <StateChip label={value ? 'resources.clients.states.up_to_date' : 'resources.clients.states.not_up_to_date'} color={value ? 'success' : 'warning'} />;
};

/** Up to date or not, with its label. */
const UpToDate = ({ source }: { source: string }) => (
  <F source={source}>
    <UpToDateChip source={source} />
  </F>
);

/** A link to a booking's page (`/bookings/:id/show`). */
const BookingLink = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return <Link to={createPath({ resource: 'bookings', id, type: 'show' })}>{translate('resources.clients.actions.open_booking')}</Link>;
};

/** What an empty list of bookings says. */
const NoBookings = () => {
  const translate = useTranslate();
  return <Typography variant="body2">{translate('resources.clients.empty.bookings')}</Typography>;
};

/**
 * The client's record, part by part: the account, the person, the consent form and the health
 * assessment (their documents open through `GET /api/files/:id` with the admin's token), and the latest
 * bookings (each opening its booking) and the consent history (docs/privacy.md). Waits for the full record (a list's row has only the list's
 * fields).
 */
const ClientLayout = () => {
  const record = useRecordContext<ClientDetail>();
  if (!record || !('profile' in record)) return <RecordLoading />;
  return (
    <>
      <FieldSection title="resources.clients.sections.account">
        <F source="display_name" />
        <F source="email" />
        <F source="country.name" />
        <F source="createdAt">
          <InstantField source="createdAt" />
        </F>
        <F source="blocked">
          <BooleanField source="blocked" />
        </F>
        <F source="bookings">
          <NumberField source="bookings" />
        </F>
        <F source="favourites">
          <NumberField source="favourites" />
        </F>
        <F source="profile.email_verified_at">
          <InstantField source="profile.email_verified_at" />
        </F>
        <F source="profile.phone_verified_at">
          <InstantField source="profile.phone_verified_at" />
        </F>
      </FieldSection>
      <FieldSection title="resources.clients.sections.person">
        <F source="profile.title">
          <CodeField source="profile.title" prefix="app.people.titles" />
        </F>
        <F source="profile.gender">
          <CodeField source="profile.gender" prefix="app.people.genders" />
        </F>
        <F source="profile.given_name" />
        <F source="profile.family_name" />
        <F source="profile.last_name" />
        <F source="profile.date_of_birth">
          <CalendarDateField source="profile.date_of_birth" />
        </F>
        <F source="profile.preferred_contact_type">
          <CodeField source="profile.preferred_contact_type" prefix="app.people.contact_types" />
        </F>
        <F source="profile.isd_code" />
        <F source="profile.contact_number" />
        <F source="profile.whatsapp_number" />
        <F source="profile.alternative_isd_code" />
        <F source="profile.alternative_number" />
        <F source="profile.time_zone" />
        <F source="profile.correspondence_language">
          <LanguageCodesField source="profile.correspondence_language" />
        </F>
        <F source="profile.languages">
          <FunctionField<ClientDetail> render={(client) => client.profile.languages.map((language) => language.name).join(', ') || EMPTY} />
        </F>
        <F source="profile.country.name" />
        <F source="profile.nationality.name" />
        <F source="profile.terms_version" />
        <F source="profile.terms_accepted_at">
          <InstantField source="profile.terms_accepted_at" />
        </F>
        <F source="profile.privacy_version" />
        <F source="profile.privacy_accepted_at">
          <InstantField source="profile.privacy_accepted_at" />
        </F>
      </FieldSection>
      <FieldSection title="resources.clients.sections.consent_form">
        <UpToDate source="consent_form.state.up_to_date" />
        <F source="consent_form.current_version" />
        <F source="consent_form.state.accepted_version" />
        <F source="consent_form.state.accepted_at">
          <InstantField source="consent_form.state.accepted_at" />
        </F>
        <F source="consent_form.state.signed_file">
          <PrivateFileField source="consent_form.state.signed_file" />
        </F>
      </FieldSection>
      <FieldSection title="resources.clients.sections.health_assessment">
        <UpToDate source="health_assessment.up_to_date" />
        <F source="health_assessment.version" />
        <F source="health_assessment.completed_at">
          <InstantField source="health_assessment.completed_at" />
        </F>
        <F source="health_assessment.draft_saved_at">
          <InstantField source="health_assessment.draft_saved_at" />
        </F>
        <F source="health_assessment.document">
          <PrivateFileField source="health_assessment.document" />
        </F>
      </FieldSection>
      <FieldSection title="resources.clients.sections.bookings" columns={false}>
        <ArrayField source="recent_bookings">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoBookings />}>
            <InstantField source="start" label="resources.clients.fields.booking.start" />
            <InstantField source="end" label="resources.clients.fields.booking.end" />
            <TextField source="consultant.display_name" label="resources.clients.fields.booking.consultant" emptyText={EMPTY} />
            <CodeField source="status" prefix="resources.clients.booking_statuses" label="resources.clients.fields.booking.status" />
            <FunctionField<BookingSummary> label="resources.clients.fields.booking.open" render={(booking) => <BookingLink id={booking.id} />} />
          </Datagrid>
        </ArrayField>
      </FieldSection>
      <FieldSection title="app.privacy.consents.title" columns={false}>
        <ConsentHistoryPanel resource="clients" />
      </FieldSection>
    </>
  );
};

/** The record's actions: block or unblock the account, export the client's data, erase the account. */
const ClientActions = () => (
  <TopToolbar>
    <BlockButton />
    <PersonPrivacyActions resource="clients" />
  </TopToolbar>
);

/**
 * A client's record (spec §2 admin "client/client-profile/{id}"; `GET /clients/:id`, contracts/admin-people
 * `ClientDetail`), with Block / Unblock, Export data and Erase account (docs/privacy.md "Back office").
 */
export const ClientShow = () => (
  <Show actions={<ClientActions />}>
    <ClientLayout />
  </Show>
);
