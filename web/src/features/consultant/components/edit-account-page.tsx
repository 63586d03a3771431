/**
 * `/consultant/edit-account` (spec §2): the sections of the profile, each with its completion tick and
 * what is missing, linking to its own form; the profile status above; once every section is complete,
 * the Submit-for-review button ({@link SubmitForReview}).
 *
 * @module features/consultant/components/edit-account-page
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { paths } from '../../../config/paths';
import { useProfileStatus } from '../api/get-profile-status';
import { ConsultantPage } from './consultant-page';
import { SectionChecklist } from './section-checklist';
import { StatusSummary } from './status-summary';
import { SubmitForReview } from './submit-for-review';

/** The page. */
export function EditAccountPage() {
  const { t } = useTranslation();
  const status = useProfileStatus();
  const data = status.data?.data;
  return (
    <ConsultantPage title={t('consultant.editAccount.title')} intro={t('consultant.editAccount.intro')} testId="edit-account">
      {status.error && !data ? <LoadError error={status.error} onRetry={() => void status.mutate()} /> : null}
      {!data && !status.error ? <Loading minHeight={160} /> : null}
      {data ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <StatusSummary status={data} />
          </Paper>
          <Paper variant="outlined">
            <SectionChecklist sections={data.sections} />
          </Paper>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <SubmitForReview />
            <Button component={RouterLink} to={paths.consultant.dashboard} variant={data.can_submit ? 'outlined' : 'contained'}>
              {t('consultant.editAccount.toDashboard')}
            </Button>
            <Button component={RouterLink} to={paths.consultant.myProfile}>
              {t('consultant.dashboard.viewProfile')}
            </Button>
          </Box>
        </Box>
      ) : null}
    </ConsultantPage>
  );
}
