import { RecordLoading } from '../../common/RecordLoading';
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Link, RecordField, Show, TextField, useCreatePath, useLocale, useRecordContext, useTranslate } from 'react-admin';

import { ComplaintStatusField } from '../../common/complaints/status';
import { InstantField, formatInstant } from '../../common/dates';
import { PrivateFileField } from '../../common/files/PrivateFileLink';
import { EMPTY, FieldSection } from '../../common/people/fields';
import { RoomAttendance } from '../../common/room/RoomAttendance';
import type { AdminComplaintDetail } from './complaint';
import { ComplaintShowActions } from './ComplaintActions';
import { ComplaintHistory } from './ComplaintHistory';
import { DecisionField, PartyLink } from './fields';

/** A field with its label (`resources.complaints.fields.<source>`), `—` when empty. */
const F = ({ source, label, children }: { source?: string; label?: string; children?: ReactNode }) => <RecordField source={source} label={label} empty={EMPTY} {...(children ? { children } : {})} />;

/** A text written by a party or an admin, as plain text with its line breaks. */
const LongText = ({ source, label }: { source: 'description' | 'additional_information' | 'response_text' | 'resolution_note'; label?: string }) => (
  <F source={source} label={label}>
    <TextField source={source} emptyText={EMPTY} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
  </F>
);

/** A sentence standing for a part of the page that has nothing yet. */
const Nothing = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return <Typography variant="body2">{translate(message)}</Typography>;
};

/** The booking the complaint is about: a link to its page, named by its start in the admin's zone. */
const BookingLink = (_props: { label?: string }) => {
  const record = useRecordContext<AdminComplaintDetail>();
  const translate = useTranslate();
  const locale = useLocale();
  const createPath = useCreatePath();
  if (!record?.booking) return null;
  return (
    <Link to={createPath({ resource: 'bookings', id: record.booking, type: 'show' })} variant="body2">
      {translate('resources.complaints.booking_link', { date: formatInstant(record.booking_start, locale) })}
    </Link>
  );
};

/** The booking's state in words (`resources.bookings.statuses.<status>`). */
const BookingStatus = (_props: { label?: string }) => {
  const record = useRecordContext<AdminComplaintDetail>();
  const translate = useTranslate();
  return <Typography variant="body2">{record?.booking_status ? translate(`resources.bookings.statuses.${record.booking_status}`) : EMPTY}</Typography>;
};

/**
 * The complaint's page, part by part. Waits for the full record (a list's row has only the list's
 * fields).
 */
const ComplaintLayout = () => {
  const record = useRecordContext<AdminComplaintDetail>();
  if (!record || !('history' in record)) return <RecordLoading />;
  const names = { client: record.client_name, consultant: record.consultant_name };
  return (
    <Box sx={{ p: 2 }}>
      <FieldSection title="resources.complaints.sections.complaint">
        <F source="reference" />
        <F source="status">
          <ComplaintStatusField source="status" />
        </F>
        <F source="complaint_type_name" />
        <F label="resources.complaints.fields.raised_by">
          <PartyLink side="raised_by" />
        </F>
        <F label="resources.complaints.fields.against">
          <PartyLink side="against" />
        </F>
        <F source="createdAt">
          <InstantField source="createdAt" />
        </F>
        <F source="updatedAt">
          <InstantField source="updatedAt" />
        </F>
      </FieldSection>

      <FieldSection title="resources.complaints.sections.booking">
        {record.booking ? (
          <>
            <F source="booking">
              <BookingLink />
            </F>
            <F source="booking_start">
              <InstantField source="booking_start" />
            </F>
            <F source="booking_end">
              <InstantField source="booking_end" />
            </F>
            <F source="booking_status">
              <BookingStatus />
            </F>
            <F source="attendance">
              <RoomAttendance visits={record.attendance} names={names} testId="complaint-attendance" />
            </F>
          </>
        ) : (
          <Nothing message="resources.complaints.empty.booking" />
        )}
      </FieldSection>

      <FieldSection title="resources.complaints.sections.texts" columns={false}>
        <LongText source="description" />
        <LongText source="additional_information" />
        <F source="attachment">
          <PrivateFileField source="attachment" />
        </F>
      </FieldSection>

      <FieldSection title="resources.complaints.sections.response" columns={false}>
        {record.responded ? (
          <>
            <F source="responded_at">
              <InstantField source="responded_at" />
            </F>
            <LongText source="response_text" />
            <F source="response_attachment">
              <PrivateFileField source="response_attachment" />
            </F>
          </>
        ) : (
          <Nothing message="resources.complaints.empty.response" />
        )}
      </FieldSection>

      <FieldSection title="resources.complaints.sections.resolution" columns={false}>
        {record.status === 'resolved' || record.status === 'rejected' ? (
          <>
            {record.status === 'resolved' ? (
              <F source="decision_favour">
                <DecisionField source="decision_favour" named />
              </F>
            ) : null}
            <LongText source="resolution_note" label={record.status === 'rejected' ? 'resources.complaints.fields.rejection_reason' : undefined} />
            <F source="closed_at">
              <InstantField source="closed_at" />
            </F>
          </>
        ) : (
          <Nothing message="resources.complaints.empty.resolution" />
        )}
      </FieldSection>

      <FieldSection title="resources.complaints.sections.history" columns={false}>
        <ComplaintHistory />
      </FieldSection>
    </Box>
  );
};

/**
 * One complaint (spec §2 admin route "edit-complaint/{id}"; `GET /complaints/:id`,
 * contracts/admin-complaints `AdminComplaintDetail`): its reference, status, type and parties (linking
 * to their consultant and client records); the booking it is about (linking to its page, with its date,
 * state and who was in its consultation room and when, as evidence); the complainant's texts and file
 * and the other party's response and file (opened or downloaded with the admin's token through
 * `GET /api/files/:id`); the decision; the history with the admins' internal notes; and the steps its
 * status allows (take in review, resolve, reject) and the internal note.
 */
export const ComplaintShow = () => (
  <Show actions={<ComplaintShowActions />}>
    <ComplaintLayout />
  </Show>
);
