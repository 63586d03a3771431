/**
 * Dashboard of an area (`/client/dashboard`, `/consultant/dashboard`): a welcome with the user's name
 * from `GET profile`, the e-mail address and the role; for consultants the approval status (spec §4
 * "incomplete, then submitted, then approved") and whether the account is active — unless the area
 * gives its own `details` (the consultant area's profile status, sections and timings), shown under the
 * welcome instead. The session's user (and the consultant's `verified_status`/`active_status`) is
 * refreshed from the answer.
 *
 * @module features/account/components/dashboard-page
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Loading } from '../../../components/loading';
import { errorMessage } from '../../../lib/form-rules';
import { sessions } from '../../../lib/session';
import { useProfile } from '../api/get-profile';
import { useAreaRole } from '../hooks/use-area-role';

const APPROVAL_COLORS = { incomplete: 'default', submitted: 'info', approved: 'success', rejected: 'error' } as const;

/** Props of {@link DashboardPage}. */
export interface DashboardPageProps {
  /** The area's own content under the welcome (replaces the generic approval status). */
  details?: ReactNode;
}

/** The page. */
export function DashboardPage({ details }: DashboardPageProps = {}) {
  const { t } = useTranslation();
  const role = useAreaRole();
  const { data, error, isLoading } = useProfile(role);
  const user = data?.data.user;

  useEffect(() => {
    if (user) sessions.updateUser(role, user);
  }, [role, user]);

  return (
    <Box sx={{ maxWidth: details ? 1120 : 880 }} data-testid="dashboard">
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mb: 3 }} data-testid="page-title">
        {t('account.dashboard.title')}
      </Typography>
      {isLoading && !user ? <Loading minHeight={160} /> : null}
      {error && !user ? <Alert severity="error">{errorMessage(error, t('account.dashboard.loadError'))}</Alert> : null}
      {user ? (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 2 }} data-testid="dashboard-welcome">
            {t('account.dashboard.welcome', { name: user.display_name || user.email })}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0, '& dt': { fontWeight: 700 }, '& dd': { m: 0 } }}>
            <dt>{t('account.dashboard.email')}</dt>
            <dd data-testid="dashboard-email">{user.email}</dd>
            <dt>{t('account.dashboard.role')}</dt>
            <dd data-testid="dashboard-role">{t(`account.roles.${user.role ?? role}`)}</dd>
            {role === 'consultant' && user.approval_status && !details ? (
              <>
                <dt>{t('account.dashboard.approval')}</dt>
                <dd>
                  <Chip size="small" color={APPROVAL_COLORS[user.approval_status] ?? 'default'} label={t(`account.approval.${user.approval_status}`)} data-testid="dashboard-approval" />
                </dd>
                <dt>{t('account.dashboard.active')}</dt>
                <dd>{user.active_status ? t('account.dashboard.activeYes') : t('account.dashboard.activeNo')}</dd>
              </>
            ) : null}
          </Box>
          {role === 'consultant' && user.approval_status && !details ? (
            <Alert severity={user.approval_status === 'approved' ? 'success' : user.approval_status === 'rejected' ? 'error' : 'info'} sx={{ mt: 3 }}>
              {t(`account.approvalHelp.${user.approval_status}`)}
            </Alert>
          ) : null}
        </Paper>
      ) : null}
      {details}
    </Box>
  );
}
