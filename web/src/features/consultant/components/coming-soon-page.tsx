/**
 * The consultant pages whose data arrive with later issues (spec §2 my-booking, add-complaint,
 * view-complaint-by-me, view-complaint-against): an honest empty state — no bookings yet, complaints
 * arriving soon — and never made-up data.
 *
 * @module features/consultant/components/coming-soon-page
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import EventIcon from '@mui/icons-material/EventNoteOutlined';
import ReportIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { ConsultantPage } from './consultant-page';

/** Which page. */
export type ComingSoonKind = 'myBooking' | 'addComplaint' | 'complaintsByMe' | 'complaintsAgainst';

/** The page of `kind`. */
export function ComingSoonPage({ kind }: { kind: ComingSoonKind }) {
  const { t } = useTranslation();
  const booking = kind === 'myBooking';
  return (
    <ConsultantPage title={t(`consultant.comingSoon.${kind}.title`)} testId={`coming-soon-${kind}`}>
      <Paper variant="outlined">
        <EmptyState
          icon={booking ? <EventIcon fontSize="inherit" /> : <ReportIcon fontSize="inherit" />}
          title={t(`consultant.comingSoon.${kind}.empty`)}
          description={t(`consultant.comingSoon.${kind}.text`)}
          action={
            booking ? (
              <Button component={RouterLink} to={paths.consultant.addTiming} variant="outlined">
                {t('consultant.dashboard.editTimings')}
              </Button>
            ) : undefined
          }
          data-testid="coming-soon"
        />
      </Paper>
    </ConsultantPage>
  );
}

/** `/consultant/my-booking`. */
export function MyBookingPage() {
  return <ComingSoonPage kind="myBooking" />;
}

/** `/consultant/add-complaint`. */
export function AddComplaintPage() {
  return <ComingSoonPage kind="addComplaint" />;
}

/** `/consultant/view-complaint-by-me`. */
export function ComplaintsByMePage() {
  return <ComingSoonPage kind="complaintsByMe" />;
}

/** `/consultant/view-complaint-against`. */
export function ComplaintsAgainstPage() {
  return <ComingSoonPage kind="complaintsAgainst" />;
}
