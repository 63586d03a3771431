/**
 * The client dashboard's "My webinars" (docs/api-webinars.md `GET registrations`): the signed-in
 * client's upcoming registrations, soonest first, each as its webinar's card (times in the client's
 * zone), with its payment status (components/payment-chip, as bookings show it; none for a free webinar)
 * and "Pay now" while an online payment page is open; a link to the public list when there is none.
 *
 * @module features/webinars/components/client-webinars
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../../components/card-grid';
import { LoadError } from '../../../components/load-error';
import { PaymentChip } from '../../../components/payment-chip';
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
              {registration.payment_status !== 'free' ? (
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }} data-testid="dashboard-webinar-payment">
                  <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
                    {t('webinars.payment.label')}
                  </Typography>
                  <PaymentChip record={registration} labels="webinars.paymentStatus" />
                  {registration.checkout_url ? (
                    <Button href={registration.checkout_url} size="small" variant="contained">
                      {t('webinars.payment.payNow')}
                    </Button>
                  ) : null}
                </Box>
              ) : null}
            </Box>
          ))}
        </CardGrid>
      ) : null}
    </Paper>
  );
}
