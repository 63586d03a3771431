/**
 * `/consultant/my-profile` (spec §2 "view profile"): the profile exactly as clients will see it
 * (`GET profile/preview`, the public expert detail's shape and presentation, whatever the status), with
 * the completion of each section beside it.
 *
 * @module features/consultant/components/my-profile-page
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ExpertProfile } from '../../../components/expert-profile';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { paths } from '../../../config/paths';
import { useProfilePreview } from '../api/get-profile-preview';
import { useProfileStatus } from '../api/get-profile-status';
import { completionPercent } from '../model/sections';
import { ConsultantPage } from './consultant-page';
import { SectionChecklist } from './section-checklist';
import { SubmitForReview } from './submit-for-review';

/** The page. */
export function MyProfilePage() {
  const { t } = useTranslation();
  const preview = useProfilePreview();
  const status = useProfileStatus();
  const expert = preview.data?.data;
  const sections = status.data?.data.sections;

  return (
    <ConsultantPage title={t('consultant.myProfile.title')} intro={t('consultant.myProfile.intro')} testId="my-profile" maxWidth={1200}>
      {status.data ? (
        <Alert severity={status.data.data.visible_in_search ? 'success' : 'info'} sx={{ mb: 3 }} data-testid="preview-visibility">
          {status.data.data.visible_in_search ? t('consultant.myProfile.visible') : t('consultant.myProfile.hidden')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', xl: '1fr 300px' }, alignItems: 'start' }}>
        <Box data-testid="profile-preview">
          {preview.error && !expert ? <LoadError error={preview.error} onRetry={() => void preview.mutate()} /> : null}
          {!expert && !preview.error ? <Loading /> : null}
          {expert ? <ExpertProfile expert={expert} /> : null}
        </Box>
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="profile-completion">
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
            {t('consultant.myProfile.completion', { percent: completionPercent(sections) })}
          </Typography>
          {status.error && !sections ? <LoadError error={status.error} onRetry={() => void status.mutate()} /> : null}
          {sections ? <SectionChecklist sections={sections} /> : null}
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
            <SubmitForReview />
            <Button component={RouterLink} to={paths.consultant.editAccount}>
              {t('consultant.dashboard.editProfile')}
            </Button>
          </Box>
        </Paper>
      </Box>
    </ConsultantPage>
  );
}
