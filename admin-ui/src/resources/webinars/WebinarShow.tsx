import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Typography } from '@mui/material';
import { ArrayField, Datagrid, DeleteButton, Link, SelectField, Show, TabbedShowLayout, TextField, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';

import { ConfirmActionButton } from '../../common/actions/ConfirmActionButton';
import { DurationField } from '../../common/DurationField';
import { MoneyField } from '../../common/MoneyField';
import { InstantField } from '../../common/dates';
import { EMPTY } from '../../common/people/fields';
import { CANCELLED_BY, REGISTRATION_PAYMENTS, REGISTRATION_STATUSES, SeatsField, WebinarStatusField, canCancel, choicesOf, type AdminWebinarDetail } from './webinar';

/** Cancels the shown webinar once confirmed: only a published webinar that has not ended. */
const CancelWebinarButton = () => {
  const record = useRecordContext<AdminWebinarDetail>();
  if (!record || !canCancel(record)) return null;
  return (
    <ConfirmActionButton
      label="resources.webinars.actions.cancel"
      icon={<EventBusyIcon />}
      color="error"
      action={{ action: 'cancel' }}
      title="resources.webinars.actions.cancel_title"
      content="resources.webinars.actions.cancel_content"
      translateOptions={{ title: record.title, smart_count: record.seats_taken }}
      success={{ message: 'resources.webinars.notifications.cancelled' }}
    />
  );
};

/** Moves a webinar to the trash: drafts, and webinars cancelled or ended (the server refuses the others). */
const TrashButton = () => {
  const record = useRecordContext<AdminWebinarDetail>();
  if (!record || (record.status === 'published' && canCancel(record))) return null;
  return <DeleteButton mutationMode="pessimistic" />;
};

const ShowActions = () => (
  <TopToolbar>
    <CancelWebinarButton />
    <TrashButton />
  </TopToolbar>
);

/** The host, linking to the consultant's page when the profile still exists. */
const HostField = (_props: { label?: string }) => {
  const record = useRecordContext<AdminWebinarDetail>();
  const createPath = useCreatePath();
  if (!record) return null;
  if (!record.consultant) return <Typography variant="body2">{record.consultant_name || EMPTY}</Typography>;
  return (
    <Link to={createPath({ resource: 'consultants', id: record.consultant, type: 'show' })} variant="body2">
      {record.consultant_name}
    </Link>
  );
};

/** A specialization or language by its name, with its slug (`Ayurvéda (ayurveda)`). */
const NamedSlugField = ({ source, nameSource }: { source: 'specialization' | 'language'; nameSource: 'specialization_name' | 'language_name'; label?: string }) => {
  const record = useRecordContext<AdminWebinarDetail>();
  if (!record) return null;
  const slug = record[source];
  const name = record[nameSource];
  return <Typography variant="body2">{slug ? (name ? `${name} (${slug})` : slug) : EMPTY}</Typography>;
};

/**
 * One webinar, read only (consultants write them): its content in both languages, the host, its time in
 * the admin's zone and the consultant's, seats and fee; the tab of its registrations (client, e-mail,
 * registered at, status, payment); cancelling a published webinar (every registered client e-mailed and
 * refunded), and the trash for drafts and finished webinars.
 */
export const WebinarShow = () => (
  <Show actions={<ShowActions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.webinars.sections.webinar">
        <TextField source="title_fr" emptyText={EMPTY} />
        <TextField source="title_en" emptyText={EMPTY} />
        <WebinarStatusField source="status" />
        <HostField label="resources.webinars.fields.consultant" />
        <InstantField source="start" />
        <InstantField source="end" />
        <TextField source="time_zone" emptyText={EMPTY} />
        <DurationField source="duration_minutes" />
        <SeatsField source="seats_taken" />
        <MoneyField source="fee_minor" />
        <NamedSlugField source="specialization" nameSource="specialization_name" label="resources.webinars.fields.specialization" />
        <NamedSlugField source="language" nameSource="language_name" label="resources.webinars.fields.language" />
        <TextField source="description_fr" emptyText={EMPTY} />
        <TextField source="description_en" emptyText={EMPTY} />
        <InstantField source="cancelled_at" />
        <InstantField source="createdAt" />
        <TextField source="slug" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.webinars.sections.registrations" path="registrations">
        <ArrayField source="registrations" label={false}>
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">{EMPTY}</Typography>}>
            <TextField source="client_name" label="resources.webinars.fields.client_name" />
            <TextField source="client_email" label="resources.webinars.fields.client_email" emptyText={EMPTY} />
            <InstantField source="registered_at" label="resources.webinars.fields.registered_at" />
            <SelectField source="status" label="resources.webinars.fields.registration_status" choices={choicesOf('registration_statuses', REGISTRATION_STATUSES)} />
            <SelectField source="payment_status" label="resources.webinars.fields.payment_status" choices={choicesOf('payment_statuses', REGISTRATION_PAYMENTS)} />
            <MoneyField source="fee_minor" label="resources.webinars.fields.fee_minor" />
            <SelectField source="cancelled_by" label="resources.webinars.fields.cancelled_by" choices={choicesOf('cancelled_by_values', CANCELLED_BY)} emptyText={EMPTY} />
            <DurationField source="attended_minutes" label="resources.webinars.fields.attended_minutes" />
          </Datagrid>
        </ArrayField>
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
