/**
 * The client dashboard's "My webinars" (docs/api-webinars.md `GET registrations`): the signed-in
 * client's upcoming registrations, soonest first, each as its webinar's card (times in the client's
 * zone), with the payment still due; a link to the public list when there is none.
 *
 * @module features/webinars/components/client-webinars
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../../components/card-grid';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { paths } from '../../../config/paths';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { useWebinarRegistrations } from '../api/get-webinar-registrations';
import { WebinarCard, WebinarLiveLink } from './webinar-card';

/** The section. */
export function ClientWebinars() {
  const { t } = useTranslation();
  const read = useWebinarRegistrations('upcoming');
  const { timeZone } = useViewerTimeZone('client');
  const registrations = read.data?.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="client-webinars-title" sx={{ p: { xs: 2.5, md: 3 }, mt: 3 }} data-testid="dashboard-webinars">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h2" component="h2" id="client-webinars-title" sx={{ fontSize: '1.35rem' }}>
          {t('webinars.myRegistrations')}
        </Typography>
        <Button component={RouterLink} to={paths.webinars()} size="small">
          {t('webinars.browse')}
        </Button>
      </Box>
      {read.error && !read.data ? <LoadError error={read.error} onRetry={() => void read.mutate()} /> : null}
      {!read.data && !read.error ? <Loading minHeight={80} /> : null}
      {read.data && registrations.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('webinars.noRegistrations')}</Typography> : null}
      {registrations.length > 0 ? (
        <CardGrid minWidth={260} data-testid="dashboard-webinar-list">
          {registrations.map((registration) => (
            <Box key={registration.id} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <WebinarCard webinar={registration.webinar} timeZone={timeZone ?? undefined} />
              <WebinarLiveLink webinar={registration.webinar} role="client" />
              {registration.payment_status === 'pending' ? <Chip size="small" color="warning" label={t('webinars.paymentPending')} sx={{ alignSelf: 'flex-start' }} /> : null}
            </Box>
          ))}
        </CardGrid>
      ) : null}
    </Paper>
  );
}
