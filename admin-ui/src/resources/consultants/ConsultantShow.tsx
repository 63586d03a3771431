import { RecordLoading } from '../../common/RecordLoading';
import type { ReactNode } from 'react';
import { Box, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import DoneIcon from '@mui/icons-material/CheckCircle';
import MissingIcon from '@mui/icons-material/ErrorOutlined';
import { ArrayField, BooleanField, Datagrid, NumberField, RecordField, Show, TabbedShowLayout, TextField, useLocale, useRecordContext, useTranslate } from 'react-admin';

import { CalendarDateField, InstantField } from '../../common/dates';
import { PrivateFileField } from '../../common/files/PrivateFileLink';
import { MediaField } from '../../common/media/MediaField';
import { ConsentHistoryPanel } from '../../common/privacy/ConsentHistoryPanel';
import { formatMinor } from '../../common/money';
import { CodeField, CountryCodeField, EMPTY, FieldSection, LanguageCodesField, MinutesField, TextsField } from '../../common/people/fields';
import { ReviewActions } from './ReviewActions';
import { ApprovalStatusField, type ConsultantReview } from './status';

/** A text field with its label (`resources.consultants.fields.<source>`), `—` when empty. */
const F = ({ source, children }: { source: string; children?: ReactNode }) => <RecordField source={source} empty={EMPTY} {...(children ? { children } : {})} />;

/** A long text (a bio), line breaks kept. */
const LongText = ({ source }: { source: string }) => (
  <F source={source}>
    <TextField source={source} emptyText={EMPTY} sx={{ whiteSpace: 'pre-wrap' }} />
  </F>
);

/** A private document with its label. */
const Document = ({ source }: { source: string }) => (
  <F source={source}>
    <PrivateFileField source={source} />
  </F>
);

/** A section's completion: what the consultant still has to fill in, section by section. */
const Completion = () => {
  const translate = useTranslate();
  const record = useRecordContext<ConsultantReview>();
  return (
    <List dense aria-label={translate('resources.consultants.fields.sections')}>
      {(record?.sections ?? []).map((section) => (
        <ListItem key={section.key} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {section.complete ? <DoneIcon color="success" fontSize="small" /> : <MissingIcon color={section.required ? 'error' : 'disabled'} fontSize="small" />}
          </ListItemIcon>
          <ListItemText
            primary={translate(`resources.consultants.sections.${section.key}`)}
            secondary={
              section.complete
                ? translate('resources.consultants.completion.complete')
                : translate(section.required ? 'resources.consultants.completion.missing' : 'resources.consultants.completion.optional', {
                    fields: section.missing.map((field) => translate(`resources.consultants.fields.${section.key}.${field}`, { _: field })).join(', '),
                  })
            }
          />
        </ListItem>
      ))}
    </List>
  );
};

/** The weekly timings: windows by weekday (wall-clock times in the consultant's zone) and days off. */
const Timings = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const record = useRecordContext<ConsultantReview>();
  const timings = record?.timings;
  if (!timings) return null;
  // ISO weekday 1 = Monday; 2024-01-01 was a Monday.
  const weekday = (day: number) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
  const days = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, windows: timings.windows.filter((window) => window.weekday === day) })).filter((entry) => entry.windows.length > 0);
  return (
    <Box>
      <F source="timings.time_zone" />
      {days.length === 0 ? (
        <Typography variant="body2">{translate('resources.consultants.timings.none')}</Typography>
      ) : (
        <List dense aria-label={translate('resources.consultants.fields.timings.windows')}>
          {days.map(({ day, windows }) => (
            <ListItem key={day} disableGutters>
              <ListItemText primary={weekday(day)} secondary={windows.map((window) => `${window.start}–${window.end}`).join(', ')} />
            </ListItem>
          ))}
        </List>
      )}
      {timings.exceptions.length > 0 ? (
        <>
          <Typography variant="subtitle2">{translate('resources.consultants.fields.timings.exceptions')}</Typography>
          <ArrayField source="timings.exceptions">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <CalendarDateField source="date" label="resources.consultants.fields.timings.date" />
              <TextField source="reason" label="resources.consultants.fields.timings.reason" emptyText={EMPTY} />
            </Datagrid>
          </ArrayField>
        </>
      ) : null}
    </Box>
  );
};

/** The consultant's fee in its currency (minor units in the record). */
const Fee = () => {
  const locale = useLocale();
  const record = useRecordContext<ConsultantReview>();
  return <Typography variant="body2">{record?.detail ? formatMinor(record.detail.fee, record.detail.currency, locale) : EMPTY}</Typography>;
};

/** What an empty list of degrees or certificates says. */
const EmptyList = ({ what }: { what: string }) => {
  const translate = useTranslate();
  return <Typography variant="body2">{translate(what)}</Typography>;
};

const degreesEmpty = <EmptyList what="resources.consultants.empty.education" />;
const certificatesEmpty = <EmptyList what="resources.consultants.empty.certificates" />;

/**
 * Every section of the profile as the consultant filled it in, one tab each: the review state and what
 * is missing, basic details, address, education (degrees with their attachments), certificates, bank
 * details, the profile clients read, the documents and the weekly timings. Private documents open
 * through `GET /api/files/:id` with the admin's token. Waits for the full record (a list's row has
 * only the list's fields).
 */
const ReviewLayout = () => {
  const record = useRecordContext<ConsultantReview>();
  if (!record || !('basic' in record)) return <RecordLoading />;
  return (
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.consultants.sections.review">
        <FieldSection title="resources.consultants.sections.review">
          <F source="approval_status">
            <ApprovalStatusField source="approval_status" />
          </F>
          <F source="active_status">
            <BooleanField source="active_status" />
          </F>
          <F source="visible_in_search">
            <BooleanField source="visible_in_search" />
          </F>
          <F source="submitted_at">
            <InstantField source="submitted_at" />
          </F>
          <F source="approved_at">
            <InstantField source="approved_at" />
          </F>
          <LongText source="rejection_reason" />
        </FieldSection>
        <FieldSection title="resources.consultants.fields.sections" columns={false}>
          <Completion />
        </FieldSection>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.consultants.sections.basic" path="basic">
        <FieldSection title="resources.consultants.sections.basic">
          <F source="basic.title">
            <CodeField source="basic.title" prefix="app.people.titles" />
          </F>
          <F source="basic.gender">
            <CodeField source="basic.gender" prefix="app.people.genders" />
          </F>
          <F source="basic.given_name" />
          <F source="basic.family_name" />
          <F source="basic.last_name" />
          <F source="basic.date_of_birth">
            <CalendarDateField source="basic.date_of_birth" />
          </F>
          <F source="basic.email" />
          <F source="basic.preferred_contact_type">
            <CodeField source="basic.preferred_contact_type" prefix="app.people.contact_types" />
          </F>
          <F source="basic.isd_code" />
          <F source="basic.contact_number" />
          <F source="basic.whatsapp_number" />
          <F source="basic.alternative_isd_code" />
          <F source="basic.alternative_number" />
          <F source="basic.time_zone" />
          <F source="basic.correspondence_language">
            <LanguageCodesField source="basic.correspondence_language" />
          </F>
          <F source="basic.languages_spoken">
            <LanguageCodesField source="basic.languages_spoken" />
          </F>
          <F source="basic.country_of_residence">
            <CountryCodeField source="basic.country_of_residence" />
          </F>
          <F source="basic.nationality" />
          <F source="basic.country_of_birth">
            <CountryCodeField source="basic.country_of_birth" />
          </F>
          <F source="basic.profession" />
          <F source="basic.years_of_experience">
            <NumberField source="basic.years_of_experience" />
          </F>
        </FieldSection>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.consultants.sections.address" path="address">
        <FieldSection title="resources.consultants.sections.address">
          <F source="address.house_number" />
          <F source="address.street_1" />
          <F source="address.street_2" />
          <F source="address.postal_code" />
          <F source="address.city" />
          <F source="address.country">
            <CountryCodeField source="address.country" />
          </F>
        </FieldSection>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.consultants.sections.education" path="education">
        <FieldSection title="resources.consultants.sections.education" columns={false}>
          <ArrayField source="education">
            <Datagrid bulkActionButtons={false} rowClick={false} empty={degreesEmpty}>
              <TextField source="degree_name" label="resources.consultants.fields.education.degree_name" />
              <TextField source="school_name" label="resources.consultants.fields.education.school_name" />
              <NumberField source="graduation_year" label="resources.consultants.fields.education.graduation_year" options={{ useGrouping: false }} />
              <PrivateFileField source="attachment" label="resources.consultants.fields.education.attachment" />
            </Datagrid>
          </ArrayField>
        </FieldSection>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.consultants.sections.certificates" path="certificates">
        <FieldSection title="resources.consultants.sections.certificates" columns={false}>
          <ArrayField source="certificates">
            <Datagrid bulkActionButtons={false} rowClick={false} empty={certificatesEmpty}>
              <TextField source="name" label="resources.consultants.fields.certificates.name" />
              <TextField source="school" label="resources.consultants.fields.certificates.school" />
              <NumberField source="year" label="resources.consultants.fields.certificates.year" options={{ useGrouping: false }} />
              <TextField source="number" label="resources.consultants.fields.certificates.number" emptyText={EMPTY} />
              <PrivateFileField source="attachment" label="resources.consultants.fields.certificates.attachment" />
            </Datagrid>
          </ArrayField>
        </FieldSection>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.consultants.sections.bank" path="bank">
        <FieldSection title="resources.consultants.sections.bank">
          <F source="bank.bank_name" />
          <F source="bank.agency_name" />
          <F source="bank.agency_address" />
          <F source="bank.swift_bic" />
          <F source="bank.iban" />
          <F source="bank.account_number" />
          <F source="bank.branch_code" />
          <F source="bank.control_key" />
          <F source="bank.account_holder_name" />
          <F source="bank.account_currency" />
          <F source="bank.payment_currency" />
          <F source="bank.tax_number" />
          <LongText source="bank.extra_info" />
          <Document source="bank.bank_statement" />
        </FieldSection>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.consultants.sections.detail" path="detail">
        <FieldSection title="resources.consultants.sections.detail">
          <F source="detail.photo">
            <MediaField source="detail.photo" />
          </F>
          <F source="detail.fee">
            <Fee />
          </F>
          <F source="detail.session_duration">
            <MinutesField source="detail.session_duration" />
          </F>
          <F source="detail.free_first_consultation">
            <BooleanField source="detail.free_first_consultation" />
          </F>
          <F source="detail.specializations">
            <TextsField source="detail.specializations" />
          </F>
          <F source="detail.disorders">
            <TextsField source="detail.disorders" />
          </F>
          <F source="detail.objectives">
            <TextsField source="detail.objectives" />
          </F>
          <F source="detail.keywords">
            <TextsField source="detail.keywords" />
          </F>
          <F source="detail.languages">
            <LanguageCodesField source="detail.languages" />
          </F>
          <F source="detail.intro_video_url" />
          <LongText source="detail.bio_fr" />
          <LongText source="detail.bio_en" />
          <LongText source="detail.background_fr" />
          <LongText source="detail.background_en" />
        </FieldSection>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.consultants.sections.documents" path="documents">
        <FieldSection title="resources.consultants.sections.documents">
          <F source="documents.id_number" />
          <Document source="documents.id_document" />
          <Document source="documents.criminal_record" />
          <Document source="documents.contract" />
          <Document source="documents.bank_statement" />
          <F source="documents.photo">
            <MediaField source="documents.photo" />
          </F>
        </FieldSection>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.consultants.sections.timings" path="timings">
        <FieldSection title="resources.consultants.sections.timings" columns={false}>
          <Timings />
        </FieldSection>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="app.privacy.consents.title" path="consents">
        <ConsentHistoryPanel resource="consultants" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  );
};

/**
 * A consultant's review record (spec §2 admin "consultant/consultant-profile/{id}"; `GET
 * /consultants/:id`, contracts/admin `ConsultantReview`): every section, and the review actions
 * (approve, reject with a reason, activate or deactivate).
 */
export const ConsultantShow = () => (
  <Show actions={<ReviewActions />}>
    <ReviewLayout />
  </Show>
);
