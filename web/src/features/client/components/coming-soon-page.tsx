/**
 * The client pages whose data arrive with a later issue (spec §2 client add-complaint,
 * view-complaint-by-me, view-complaint-against): an honest empty state — complaints arriving soon — and
 * never made-up data.
 *
 * @module features/client/components/coming-soon-page
 */
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import ReportIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import { AreaPage } from '../../../components/area-page';
import { EmptyState } from '../../../components/empty-state';

/** Which page. */
export type ClientComingSoonKind = 'addComplaint' | 'complaintsByMe' | 'complaintsAgainst';

function ComingSoonPage({ kind }: { kind: ClientComingSoonKind }) {
  const { t } = useTranslation();
  return (
    <AreaPage title={t(`client.comingSoon.${kind}.title`)} testId={`coming-soon-${kind}`}>
      <Paper variant="outlined">
        <EmptyState icon={<ReportIcon fontSize="inherit" />} title={t(`client.comingSoon.${kind}.empty`)} description={t(`client.comingSoon.${kind}.text`)} data-testid="coming-soon" />
      </Paper>
    </AreaPage>
  );
}

/** `/client/add-complaint`. */
export function AddComplaintPage() {
  return <ComingSoonPage kind="addComplaint" />;
}

/** `/client/view-complaint-by-me`. */
export function ComplaintsByMePage() {
  return <ComingSoonPage kind="complaintsByMe" />;
}

/** `/client/view-complaint-against`. */
export function ComplaintsAgainstPage() {
  return <ComingSoonPage kind="complaintsAgainst" />;
}
