/**
 * The consultant's part of the dashboard (`/consultant/dashboard`; spec §2 "Dashboard content", §4):
 * the profile status from `GET profile/status` (approval with the rejection reason, active, visible in
 * the search), the missing sections with links to their forms, the Submit-for-review button when
 * `can_submit`, and the weekly timings grouped by shift from `GET timings`.
 *
 * @module features/consultant/components/consultant-overview
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { paths } from '../../../config/paths';
import { useProfileStatus } from '../api/get-profile-status';
import { useTimings } from '../api/get-timings';
import { completionPercent } from '../model/sections';
import { SectionChecklist } from './section-checklist';
import { StatusSummary } from './status-summary';
import { SubmitForReview } from './submit-for-review';
import { WeeklyTimings } from './weekly-timings';

function Card({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }} data-testid={testId}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The block under the dashboard's welcome. */
export function ConsultantOverview() {
  const { t } = useTranslation();
  const status = useProfileStatus();
  const timings = useTimings();
  const data = status.data?.data;

  if (status.error && !data) return <LoadError error={status.error} onRetry={() => void status.mutate()} />;
  if (!data) return <Loading minHeight={160} />;

  const percent = completionPercent(data.sections);
  const canEdit = data.approval_status === 'incomplete' || data.approval_status === 'rejected';
  return (
    <Box sx={{ display: 'grid', gap: 3, mt: 3 }}>
      <Card title={t('consultant.dashboard.statusTitle')} testId="dashboard-status">
        <StatusSummary status={data} />
      </Card>

      <Card title={t('consultant.dashboard.completionTitle')} testId="dashboard-completion">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <LinearProgress variant="determinate" value={percent} sx={{ flex: 1, height: 8, borderRadius: 4 }} aria-label={t('consultant.dashboard.completionTitle')} />
          <Typography sx={{ fontWeight: 700 }} data-testid="completion-percent">
            {t('forms.percent', { percent })}
          </Typography>
        </Box>
        {data.missing_sections.length > 0 ? (
          <>
            <Typography sx={{ mb: 1 }}>{t(canEdit ? 'consultant.dashboard.missingIntro' : 'consultant.dashboard.stillMissing')}</Typography>
            <SectionChecklist sections={data.sections} onlyMissing data-testid="missing-sections" />
          </>
        ) : (
          <Typography data-testid="all-sections-complete">{t('consultant.dashboard.allComplete')}</Typography>
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2, alignItems: 'center' }}>
          <SubmitForReview />
          <Button component={RouterLink} to={paths.consultant.editAccount}>
            {t('consultant.dashboard.editProfile')}
          </Button>
          <Button component={RouterLink} to={paths.consultant.myProfile}>
            {t('consultant.dashboard.viewProfile')}
          </Button>
        </Box>
      </Card>

      <Card title={t('consultant.dashboard.timingsTitle')} testId="dashboard-timings">
        {timings.error && !timings.data ? <LoadError error={timings.error} onRetry={() => void timings.mutate()} /> : null}
        {!timings.data && !timings.error ? <Loading minHeight={80} /> : null}
        {timings.data ? (
          timings.data.data.windows.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }} data-testid="no-timings">
              {t('consultant.dashboard.noTimings')}
            </Typography>
          ) : (
            <WeeklyTimings timings={timings.data.data} />
          )
        ) : null}
        <Button component={RouterLink} to={paths.consultant.addTiming} sx={{ mt: 2 }}>
          {t('consultant.dashboard.editTimings')}
        </Button>
      </Card>
    </Box>
  );
}
