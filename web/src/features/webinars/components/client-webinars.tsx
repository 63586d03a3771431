/**
 * The client dashboard's "My webinars" (docs/api-webinars.md `GET registrations`): the signed-in
 * client's upcoming registrations, soonest first, each as its webinar's card (times in the client's
 * zone), with its payment status (components/payment-chip, as bookings show it; none for a free webinar)
 * and "Pay now" while an online payment page is open; a link to the public list when there is none. Then, as past
 * bookings are kept apart from upcoming ones, "Past webinars" (`when=past`: ended or cancelled, latest
 * first), shown once there is one: each webinar with its date in the client's zone, whether the client
 * attended its live session (and how many minutes) or what was cancelled, and the payment's status.
 *
 * @module features/webinars/components/client-webinars
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../../components/card-grid';
import { DataTable } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { PaymentChip } from '../../../components/payment-chip';
import { Loading } from '../../../components/loading';
import { paths } from '../../../config/paths';
import { formatDateAndTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { useWebinarRegistrations } from '../api/get-webinar-registrations';
import type { WebinarRegistration } from '../model/types';
import { WebinarCard } from './webinar-card';
import { WebinarLiveLink } from './webinar-live-link';

/** What became of a past registration: the webinar or the registration cancelled, else attended or not. */
function outcomeOf(registration: WebinarRegistration): { key: string; minutes?: number } {
  if (registration.webinar.status === 'cancelled') return { key: 'client.webinars.past.webinarCancelled' };
  if (registration.status === 'cancelled') return { key: 'client.webinars.past.unregistered' };
  if (registration.attended_minutes === null) return { key: 'client.webinars.past.notAttended' };
  return { key: 'client.webinars.past.attended', minutes: registration.attended_minutes };
}

/** "Past webinars": nothing until the list is known, nor when it is empty. */
function PastWebinars({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const read = useWebinarRegistrations('past');
  const registrations = read.data?.data ?? [];
  if (registrations.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="client-past-webinars-title" sx={{ mt: 3 }} data-testid="dashboard-past-webinars">
      <Typography variant="h3" id="client-past-webinars-title" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {t('client.webinars.past.title')}
      </Typography>
      <DataTable
        label={t('client.webinars.past.title')}
        rows={registrations}
        rowKey={(registration) => registration.id}
        rowProps={(registration) => ({ 'data-testid': 'past-webinar', 'data-slug': registration.webinar.slug })}
        columns={[
          {
            key: 'title',
            header: t('client.webinars.past.columns.webinar'),
            cell: (registration) => (
              <Link component={RouterLink} to={paths.webinar(registration.webinar.slug)}>
                {registration.webinar.title}
              </Link>
            ),
          },
          { key: 'when', header: t('client.webinars.past.columns.when'), cell: (registration) => formatDateAndTime(registration.webinar.start, timeZone, locale) },
          {
            key: 'outcome',
            header: t('client.webinars.past.columns.outcome'),
            testId: 'past-webinar-outcome',
            cell: (registration) => {
              const outcome = outcomeOf(registration);
              return t(outcome.key, { minutes: outcome.minutes });
            },
          },
          {
            key: 'payment',
            header: t('client.webinars.past.columns.payment'),
            testId: 'past-webinar-payment',
            cell: (registration) => <PaymentChip record={registration} labels="webinars.paymentStatus" />,
          },
        ]}
      />
    </Box>
  );
}

/** The section. */
export function ClientWebinars() {
  const { t } = useTranslation();
  const read = useWebinarRegistrations('upcoming');
  const { timeZone, deviceZone } = useViewerTimeZone('client');
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
      <PastWebinars timeZone={timeZone ?? deviceZone} />
    </Paper>
  );
}
