/**
 * The complaint lists of both sides (spec §2 client and consultant `view-complaint-by-me`,
 * `view-complaint-against`; cms/src/contracts/complaints.ts `GET complaints?box=`): the complaints the
 * reader raised, or those raised about the reader, newest first, a page at a time, filtered by status
 * (the filter and the page are in the URL: `?status=in_review&page=2`). Each complaint: its reference
 * (the link to its page), type, the other party, when the booking took place and when it was filed (in
 * the viewer's zone, named under the title), status, decision and response — all in words, from the
 * reader's point of view. On small screens each complaint is a card (components/data-table). In the
 * "about me" list, a complaint awaiting the reader's answer says so and offers "Répondre"/"Respond".
 *
 * Accessible names: the select "Statut"/"Status"; per complaint, the link "Voir la réclamation
 * RC-…"/"View complaint RC-…" (and "Répondre à la réclamation RC-…"/"Respond to complaint RC-…").
 *
 * @module features/complaints/components/complaints-list-page
 */
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/MoveToInboxOutlined';
import OutboxIcon from '@mui/icons-material/OutboxOutlined';
import { AreaPage } from '../../../components/area-page';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { paths } from '../../../config/paths';
import { formatDate, timeZoneName } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { useComplaints } from '../api/get-complaints';
import { COMPLAINT_STATUSES } from '../model/constants';
import { complaintPathOf } from '../model/links';
import { awaitsReaderResponse } from '../model/wording';
import type { ComplaintBox, ComplaintRole, ComplaintStatus, ComplaintSummary } from '../model/types';
import { bookingStartText, ComplaintStatusChip, decisionText, responseText } from './complaint-bits';

/** Props of {@link ComplaintsListPage}. */
export interface ComplaintsListPageProps {
  role: ComplaintRole;
  box: ComplaintBox;
  /** IANA zone the times are shown in; default the viewer's (lib/viewer-time-zone). */
  timeZone?: string;
}

const statusOf = (value: string | null): ComplaintStatus | null => ((COMPLAINT_STATUSES as readonly string[]).includes(value ?? '') ? (value as ComplaintStatus) : null);

/** The page. */
export function ComplaintsListPage({ role, box, timeZone: zone }: ComplaintsListPageProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const viewer = useViewerTimeZone(role);
  const timeZone = zone ?? viewer.timeZone ?? viewer.deviceZone;
  const zoneReady = Boolean(zone ?? viewer.timeZone);
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search.get('status'));
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data, error, mutate, isLoading } = useComplaints(role, box, status, page);
  const byMe = box === 'by-me';
  const title = t(byMe ? 'complaints.list.byMeTitle' : 'complaints.list.againstTitle');

  const go = (next: { status?: ComplaintStatus | null; page?: number }) => {
    const params = new URLSearchParams(search);
    const chosen = next.status === undefined ? status : next.status;
    if (chosen) params.set('status', chosen);
    else params.delete('status');
    params.set('page', String(next.page ?? 1));
    setSearch(params);
  };

  const rows = data?.data ?? [];
  const awaiting = rows.some(awaitsReaderResponse);
  return (
    <AreaPage
      title={title}
      intro={
        <>
          {t(byMe ? 'complaints.list.byMeIntro' : 'complaints.list.againstIntro')} {t('complaints.list.zone', { zone: timeZoneName(timeZone, locale) })}
        </>
      }
      testId={`${role}-complaints-${box}`}
      maxWidth={1200}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <TextField
          select
          id={`complaints-status-${box}`}
          label={t('complaints.list.statusFilter')}
          value={status ?? ''}
          onChange={(event) => go({ status: statusOf(event.target.value) })}
          size="small"
          sx={{ minWidth: 220, maxWidth: '100%' }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          data-testid="complaints-status-filter"
        >
          <MenuItem value="">{t('complaints.list.allStatuses')}</MenuItem>
          {COMPLAINT_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`complaints.status.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        {byMe ? (
          <Button component={RouterLink} to={paths[role].addComplaint} variant="outlined">
            {t('complaints.add.title')}
          </Button>
        ) : null}
      </Box>
      {!byMe && awaiting ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="complaints-awaiting">
          {t('complaints.list.awaiting')}
        </Alert>
      ) : null}
      {error && !data ? <LoadError error={error} onRetry={() => void mutate()} /> : null}
      {(isLoading && !data) || !zoneReady ? <Loading minHeight={160} /> : null}
      {data && rows.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={byMe ? <OutboxIcon fontSize="inherit" /> : <InboxIcon fontSize="inherit" />}
            title={t(status ? 'complaints.list.emptyFiltered' : byMe ? 'complaints.list.emptyByMe' : 'complaints.list.emptyAgainst')}
            description={t(status ? 'complaints.list.emptyFilteredText' : byMe ? `complaints.list.emptyByMeText.${role}` : 'complaints.list.emptyAgainstText')}
            action={
              status ? (
                <Button onClick={() => go({ status: null })} variant="outlined">
                  {t('complaints.list.allStatuses')}
                </Button>
              ) : byMe ? (
                <Button component={RouterLink} to={paths[role].addComplaint} variant="outlined">
                  {t('complaints.add.title')}
                </Button>
              ) : undefined
            }
            data-testid="complaints-empty"
          />
        </Paper>
      ) : null}
      {rows.length > 0 && zoneReady ? (
        <DataTable<ComplaintSummary>
          label={title}
          rows={rows}
          rowKey={(complaint) => complaint.id}
          rowProps={(complaint) => ({ 'data-testid': 'complaint-row', 'data-id': complaint.id, 'data-awaiting': awaitsReaderResponse(complaint) ? 'true' : undefined })}
          columns={[
            {
              key: 'reference',
              header: t('complaints.fields.reference'),
              testId: 'row-reference',
              noWrap: true,
              cell: (complaint) => (
                <Link
                  component={RouterLink}
                  to={complaintPathOf(role, box, complaint.id)}
                  aria-label={t('complaints.list.viewFor', { reference: complaint.reference })}
                  sx={{ fontWeight: awaitsReaderResponse(complaint) ? 700 : undefined }}
                >
                  {complaint.reference}
                </Link>
              ),
            },
            { key: 'type', header: t('complaints.fields.type'), testId: 'row-type', cell: (complaint) => complaint.complaint_type.name },
            { key: 'counterpart', header: t(`complaints.counterpart.${role}`), testId: 'row-counterpart', cell: (complaint) => complaint.counterpart.display_name },
            {
              key: 'booking',
              header: t('complaints.fields.booking'),
              testId: 'row-booking',
              cell: (complaint) => (complaint.booking ? bookingStartText(complaint.booking.start, timeZone, locale) : t('complaints.fields.noBooking')),
            },
            { key: 'filed', header: t('complaints.fields.filedOn'), testId: 'row-filed', cell: (complaint) => formatDate(complaint.created_at, timeZone, locale) },
            { key: 'status', header: t('complaints.fields.status'), testId: 'row-status', cell: (complaint) => <ComplaintStatusChip status={complaint.status} /> },
            { key: 'decision', header: t('complaints.fields.decision'), testId: 'row-decision', cell: (complaint) => decisionText(complaint, t) },
            {
              key: 'response',
              header: t('complaints.fields.response'),
              testId: 'row-response',
              cell: (complaint) =>
                awaitsReaderResponse(complaint) ? (
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                    <Chip size="small" color="warning" label={responseText(complaint, t)} data-testid="response-awaited" />
                    <Button
                      size="small"
                      component={RouterLink}
                      to={`${complaintPathOf(role, box, complaint.id)}#respond`}
                      aria-label={t('complaints.list.respondFor', { reference: complaint.reference })}
                    >
                      {t('complaints.list.respond')}
                    </Button>
                  </Box>
                ) : (
                  responseText(complaint, t)
                ),
            },
          ]}
        />
      ) : null}
      {data ? <ListPagination page={page} pageCount={data.meta.pagination.pageCount} onChange={(next) => go({ page: next })} /> : null}
      {data && data.meta.pagination.total > 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }} data-testid="complaints-total">
          {t('complaints.list.total', { count: data.meta.pagination.total })}
        </Typography>
      ) : null}
    </AreaPage>
  );
}
