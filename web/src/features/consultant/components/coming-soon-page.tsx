/**
 * The consultant pages whose data arrive with later issues (spec §2 add-complaint,
 * view-complaint-by-me, view-complaint-against): an honest empty state — complaints arriving soon — and
 * never made-up data.
 *
 * @module features/consultant/components/coming-soon-page
 */
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import ReportIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import { EmptyState } from '../../../components/empty-state';
import { ConsultantPage } from './consultant-page';

/** Which page. */
export type ComingSoonKind = 'addComplaint' | 'complaintsByMe' | 'complaintsAgainst';

/** The page of `kind`. */
export function ComingSoonPage({ kind }: { kind: ComingSoonKind }) {
  const { t } = useTranslation();
  return (
    <ConsultantPage title={t(`consultant.comingSoon.${kind}.title`)} testId={`coming-soon-${kind}`}>
      <Paper variant="outlined">
        <EmptyState icon={<ReportIcon fontSize="inherit" />} title={t(`consultant.comingSoon.${kind}.empty`)} description={t(`consultant.comingSoon.${kind}.text`)} data-testid="coming-soon" />
      </Paper>
    </ConsultantPage>
  );
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
