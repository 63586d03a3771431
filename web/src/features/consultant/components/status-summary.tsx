/**
 * The status of the consultant's profile (docs/api-consultant.md `GET profile/status`; spec §4
 * "incomplete, then submitted, then approved"): approval status (with the rejection reason), whether
 * the account is active, whether the profile is visible in the expert search, and what that means.
 *
 * @module features/consultant/components/status-summary
 */
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ProfileStatus } from '../model/types';

const APPROVAL_COLORS = { incomplete: 'default', submitted: 'info', approved: 'success', rejected: 'error' } as const;

/** The chips and the explanation. */
export function StatusSummary({ status }: { status: ProfileStatus }) {
  const { t } = useTranslation();
  const approval = status.approval_status;
  return (
    <Box data-testid="profile-status" data-status={approval}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, alignItems: 'center', m: 0, '& dt': { fontWeight: 700 }, '& dd': { m: 0 } }}
      >
        <dt>{t('account.dashboard.approval')}</dt>
        <dd>
          <Chip size="small" color={APPROVAL_COLORS[approval] ?? 'default'} label={t(`account.approval.${approval}`)} data-testid="dashboard-approval" />
        </dd>
        <dt>{t('account.dashboard.active')}</dt>
        <dd>
          <Chip
            size="small"
            variant="outlined"
            color={status.active_status ? 'success' : 'default'}
            label={status.active_status ? t('account.dashboard.activeYes') : t('account.dashboard.activeNo')}
            data-testid="status-active"
          />
        </dd>
        <dt>{t('consultant.status.search')}</dt>
        <dd>
          <Chip
            size="small"
            variant="outlined"
            color={status.visible_in_search ? 'success' : 'default'}
            label={status.visible_in_search ? t('consultant.status.visible') : t('consultant.status.hidden')}
            data-testid="status-visible"
          />
        </dd>
      </Box>
      {approval === 'rejected' ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="rejection-reason">
          <strong>{t('consultant.status.rejectedBecause')}</strong> {status.rejection_reason || t('consultant.status.noReason')}
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            {t('consultant.status.rejectedHelp')}
          </Box>
        </Alert>
      ) : (
        <Alert severity={approval === 'approved' ? (status.visible_in_search ? 'success' : 'warning') : 'info'} sx={{ mt: 2 }} data-testid="status-help">
          {approval === 'approved' && !status.active_status ? t('consultant.status.inactiveHelp') : t(`account.approvalHelp.${approval}`)}
        </Alert>
      )}
    </Box>
  );
}
