/**
 * A complaint's page for either party (spec §2 `view-complaint-by-me/:id`, `view-complaint-against/:id`
 * — the links of the server's e-mails; cms/src/contracts/complaints.ts `GET complaints/:id`): its
 * reference, type, the other party, the booking, when it was filed (times in the viewer's zone, named),
 * status and decision in words from the reader's point of view; the description, the additional
 * information and the reader's own attachment (downloaded with the role's token; each party sees only
 * its own file); the response — or the response form while the reader may answer (`can_respond`); the
 * resolution (decision and the team's note) once closed; and the history as a timeline. Someone else's
 * complaint (404) shows the not-found view; a complaint opened under the other box goes to its own path.
 *
 * Headings: the page's `h1` "Réclamation RC-…"/"Complaint RC-…", then `h2` sections "Le
 * problème"/"The problem", "Réponse"/"Response", "Décision"/"Decision", "Historique"/"History".
 *
 * @module features/complaints/components/complaint-details-page
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AreaPage } from '../../../components/area-page';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PrivateFileLink } from '../../../components/private-file-link';
import { NotFoundView } from '../../../components/status-page';
import { useRevalidateRole } from '../../../lib/fetcher';
import { formatDateTime, timeZoneName } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { useComplaint } from '../api/get-complaint';
import { COMPLAINTS_PATH } from '../api/get-complaints';
import { complaintListPathOf, complaintPathOf } from '../model/links';
import { isClosed } from '../model/wording';
import type { Complaint, ComplaintBox, ComplaintRole } from '../model/types';
import { bookingStartText, ComplaintStatusChip, decisionText } from './complaint-bits';
import { ComplaintHistory } from './complaint-history';
import { ResponseForm } from './response-form';

/** Props of {@link ComplaintDetailsPage}. */
export interface ComplaintDetailsPageProps {
  role: ComplaintRole;
  /** The box of the page's path. */
  box: ComplaintBox;
  /** IANA zone the times are shown in; default the viewer's (lib/viewer-time-zone). */
  timeZone?: string;
}

/** Anchor of the response form (the lists' "Respond" links go to it). */
export const RESPOND_ANCHOR = 'respond';

const dlSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
  columnGap: 3,
  rowGap: 1,
  m: 0,
  '& dt': { fontWeight: 700 },
  '& dd': { m: 0, overflowWrap: 'anywhere' },
} as const;

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}

function Section({ id, title, children, testId }: { id: string; title: string; children: ReactNode; testId: string }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: { xs: 2, md: 3 } }} data-testid={testId}>
      <Typography variant="h2" id={`${id}-title`} sx={{ fontSize: '1.35rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Paragraphs of a text the person wrote (line breaks kept). */
function Written({ children, testId }: { children: string; testId: string }) {
  return (
    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid={testId}>
      {children}
    </Typography>
  );
}

/** The details of one complaint, for `role`. */
export function ComplaintDetails({
  complaint,
  role,
  timeZone,
  onChange,
  onStale,
}: {
  complaint: Complaint;
  role: ComplaintRole;
  timeZone: string;
  onChange: (complaint: Complaint) => void;
  onStale: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const location = useLocation();
  const byMe = complaint.box === 'by-me';
  const other = complaint.counterpart.display_name;
  const closed = isClosed(complaint);

  // The lists' "Respond" link: bring the form into view.
  useEffect(() => {
    if (location.hash === `#${RESPOND_ANCHOR}` && complaint.can_respond) document.getElementById(RESPOND_ANCHOR)?.scrollIntoView?.({ block: 'start' });
  }, [location.hash, complaint.can_respond]);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="complaint-summary">
        <Box component="dl" sx={dlSx}>
          <Row label={t('complaints.fields.reference')} testId="complaint-reference">
            {complaint.reference}
          </Row>
          <Row label={t('complaints.fields.status')} testId="complaint-state">
            <ComplaintStatusChip status={complaint.status} />
          </Row>
          <Row label={t('complaints.fields.type')} testId="complaint-type">
            {complaint.complaint_type.name}
          </Row>
          <Row label={byMe ? t(`complaints.form.against.${role}`) : t('complaints.fields.filedBy')} testId="complaint-counterpart">
            {other}
          </Row>
          <Row label={t('complaints.fields.booking')} testId="complaint-booking">
            {complaint.booking ? bookingStartText(complaint.booking.start, timeZone, locale) : t('complaints.fields.noBooking')}
          </Row>
          <Row label={t('complaints.fields.filedOn')} testId="complaint-filed">
            {formatDateTime(complaint.created_at, timeZone, locale)}
          </Row>
          <Row label={t('complaints.fields.decision')} testId="complaint-decision">
            {decisionText(complaint, t)}
          </Row>
          {complaint.closed_at ? (
            <Row label={t('complaints.fields.closedOn')} testId="complaint-closed">
              {formatDateTime(complaint.closed_at, timeZone, locale)}
            </Row>
          ) : null}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          {t('complaints.list.zone', { zone: timeZoneName(timeZone, locale) })}
        </Typography>
      </Paper>

      <Section id="complaint-problem" title={t('complaints.details.problemTitle')} testId="complaint-problem">
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Written testId="complaint-description">{complaint.description}</Written>
          {complaint.additional_information ? (
            <Box>
              <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                {t('complaints.form.additionalInformation')}
              </Typography>
              <Written testId="complaint-additional">{complaint.additional_information}</Written>
            </Box>
          ) : null}
          {complaint.attachment ? (
            <Box>
              <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                {t('complaints.details.yourAttachment')}
              </Typography>
              <PrivateFileLink file={complaint.attachment} role={role} data-testid="complaint-attachment" />
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t('complaints.details.attachmentPrivate')}
              </Typography>
            </Box>
          ) : null}
        </Box>
      </Section>

      <Section id="complaint-response" title={t('complaints.details.responseTitle')} testId="complaint-response">
        {complaint.response ? (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="response-from">
              {byMe
                ? t('complaints.details.responseFromOther', { name: other, date: formatDateTime(complaint.response.created_at, timeZone, locale) })
                : t('complaints.details.responseFromYou', { date: formatDateTime(complaint.response.created_at, timeZone, locale) })}
            </Typography>
            <Written testId="response-text-shown">{complaint.response.text}</Written>
            {complaint.response.attachment ? (
              <Box>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                  {t('complaints.details.yourAttachment')}
                </Typography>
                <PrivateFileLink file={complaint.response.attachment} role={role} data-testid="response-attachment" />
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {t('complaints.details.attachmentPrivate')}
                </Typography>
              </Box>
            ) : null}
          </Box>
        ) : complaint.can_respond ? (
          <Box id={RESPOND_ANCHOR} sx={{ display: 'grid', gap: 2, scrollMarginTop: 80 }}>
            <Typography data-testid="respond-intro">{t('complaints.respond.intro', { name: other })}</Typography>
            <ResponseForm role={role} complaintId={complaint.id} onAnswered={onChange} onStale={onStale} />
          </Box>
        ) : (
          <Typography sx={{ color: 'text.secondary' }} data-testid="response-none">
            {closed ? t('complaints.details.closedUnanswered') : byMe ? t('complaints.details.waitingResponse', { name: other }) : t('complaints.details.cannotRespond')}
          </Typography>
        )}
      </Section>

      {closed ? (
        <Section id="complaint-resolution" title={t('complaints.details.resolutionTitle')} testId="complaint-resolution">
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography data-testid="resolution-outcome">{t(`complaints.details.closed.${complaint.status === 'rejected' ? 'rejected' : 'resolved'}`)}</Typography>
            <Typography data-testid="resolution-decision">{t('complaints.details.decisionLine', { decision: decisionText(complaint, t) })}</Typography>
            {complaint.resolution_note ? (
              <Box>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                  {t('complaints.details.resolutionNote')}
                </Typography>
                <Written testId="resolution-note">{complaint.resolution_note}</Written>
              </Box>
            ) : null}
          </Box>
        </Section>
      ) : null}

      <Section id="complaint-history" title={t('complaints.details.historyTitle')} testId="complaint-history-section">
        <ComplaintHistory complaint={complaint} role={role} timeZone={timeZone} labelledBy="complaint-history-title" />
      </Section>
    </Box>
  );
}

function ComplaintLoader({ role, box, timeZone }: { role: ComplaintRole; box: ComplaintBox; timeZone: string }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data, error, mutate } = useComplaint(role, id);
  const revalidate = useRevalidateRole(role);
  const complaint = data?.data;
  if (error?.status === 404) return <NotFoundView />;
  if (complaint && id && complaint.box !== box) return <Navigate to={complaintPathOf(role, complaint.box, id)} replace />;
  const list = complaintListPathOf(role, box);
  return (
    <AreaPage
      title={complaint ? t('complaints.details.title', { reference: complaint.reference }) : t('complaints.details.titleLoading')}
      back={{ to: list, label: t(box === 'by-me' ? 'complaints.list.byMeTitle' : 'complaints.list.againstTitle') }}
      testId={`${role}-complaint-${box}`}
    >
      {error && !complaint ? <LoadError error={error} onRetry={() => void mutate()} /> : null}
      {!complaint && !error ? <Loading minHeight={200} /> : null}
      {complaint ? (
        <ComplaintDetails
          complaint={complaint}
          role={role}
          timeZone={timeZone}
          onChange={(next) => {
            void mutate({ data: next }, { revalidate: false });
            void revalidate([COMPLAINTS_PATH]);
          }}
          onStale={() => void mutate()}
        />
      ) : null}
    </AreaPage>
  );
}

/** The page. */
export function ComplaintDetailsPage({ role, box, timeZone: zone }: ComplaintDetailsPageProps) {
  const viewer = useViewerTimeZone(role);
  const timeZone = zone ?? viewer.timeZone;
  return timeZone ? <ComplaintLoader role={role} box={box} timeZone={timeZone} /> : <Loading />;
}
