/**
 * The client's part of the dashboard (`/client/dashboard`; spec §2 "Client routes", docs/api-bookings.md):
 *
 * - the next booking (first of `GET bookings?when=upcoming&pageSize=1`): consultant, date and time in the
 *   client's time zone with the zone's name, and a link to the booking page `/booking/<token>`;
 * - the forms still to do before booking (consent form, health assessment not `up_to_date`), each with
 *   a call to action — or a note that both are done;
 * - the first favourites as expert cards, with a link to all of them;
 * - a link to find an expert.
 *
 * @module features/client/components/client-overview
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/SearchOutlined';
import { CardGrid } from '../../../components/card-grid';
import { ExpertAvatar, ExpertCard } from '../../../components/expert-card';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { paths } from '../../../config/paths';
import { useFavourites } from '../../../lib/favourites';
import { currentLanguage } from '../../../lib/i18n';
import { useConsentForm } from '../api/get-consent-form';
import { useHealthAssessment } from '../api/get-health-assessment';
import { useNextBooking } from '../api/get-next-booking';
import { formatBookingWhen } from '../../../lib/format';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';

/** Favourites shown on the dashboard. */
const DASHBOARD_FAVOURITES = 3;

function Card({ title, children, testId, action }: { title: string; children: ReactNode; testId: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2.5, md: 3 } }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function NextBooking() {
  const { t, i18n } = useTranslation();
  const read = useNextBooking();
  const booking = read.data?.data[0];
  const locale = currentLanguage(i18n);
  const { timeZone } = useViewerTimeZone('client');
  let body: ReactNode;
  if (read.error && !read.data) body = <LoadError error={read.error} onRetry={() => void read.mutate()} />;
  else if (!read.data || !timeZone) body = <Loading minHeight={80} />;
  else if (!booking) {
    body = (
      <Typography sx={{ color: 'text.secondary' }} data-testid="no-next-booking">
        {t('client.dashboard.noBooking')}
      </Typography>
    );
  } else {
    const when = formatBookingWhen(booking, timeZone, locale);
    body = (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <ExpertAvatar expert={{ display_name: booking.consultant.display_name, photo: booking.consultant.photo }} size={56} />
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography sx={{ fontWeight: 700 }} data-testid="next-booking-consultant">
            {booking.consultant.display_name}
          </Typography>
          <Typography data-testid="next-booking-when">{when.text}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="next-booking-zone">
            {t('client.dashboard.timeZone', { zone: when.zone, minutes: booking.duration_minutes })}
          </Typography>
        </Box>
        <Button component={RouterLink} to={paths.booking(booking.token)} variant="contained" data-testid="next-booking-link">
          {t('client.dashboard.viewBooking')}
        </Button>
      </Box>
    );
  }
  return (
    <Card title={t('client.dashboard.nextBooking')} testId="next-booking">
      {body}
    </Card>
  );
}

function PendingForms() {
  const { t } = useTranslation();
  const consent = useConsentForm();
  const health = useHealthAssessment();
  const loading = (!consent.data && !consent.error) || (!health.data && !health.error);
  const pending: { key: string; text: string; action: string; to: string }[] = [];
  if (consent.data && !consent.data.data.state.up_to_date) {
    pending.push({ key: 'consent-form', text: t('client.dashboard.consentPending'), action: t('client.dashboard.consentAction'), to: paths.client.consentForm });
  }
  if (health.data && !health.data.data.up_to_date) {
    pending.push({ key: 'health-assessment', text: t('client.dashboard.healthPending'), action: t('client.dashboard.healthAction'), to: paths.client.healthAssessment });
  }
  const failed = consent.error ?? health.error;
  return (
    <Card title={t('client.dashboard.forms')} testId="pending-forms">
      {loading ? <Loading minHeight={80} /> : null}
      {!loading && failed && pending.length === 0 ? <LoadError error={failed} onRetry={() => void Promise.all([consent.mutate(), health.mutate()])} /> : null}
      {!loading && !failed && pending.length === 0 ? (
        <Alert severity="success" data-testid="forms-done">
          {t('client.dashboard.formsDone')}
        </Alert>
      ) : null}
      {pending.length > 0 ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography sx={{ color: 'text.secondary' }}>{t('client.dashboard.formsNeeded')}</Typography>
          {pending.map((item) => (
            <Alert
              key={item.key}
              severity="warning"
              data-testid={`pending-${item.key}`}
              action={
                <Button component={RouterLink} to={item.to} color="inherit" size="small">
                  {item.action}
                </Button>
              }
            >
              {item.text}
            </Alert>
          ))}
        </Box>
      ) : null}
    </Card>
  );
}

function Favourites() {
  const { t } = useTranslation();
  const read = useFavourites();
  const cards = read.data?.data ?? [];
  return (
    <Card
      title={t('client.dashboard.favourites')}
      testId="dashboard-favourites"
      action={
        cards.length > 0 ? (
          <Button component={RouterLink} to={paths.client.favourites} size="small">
            {t('client.dashboard.allFavourites', { count: cards.length })}
          </Button>
        ) : undefined
      }
    >
      {!read.data && read.error ? <LoadError error={read.error} onRetry={() => void read.mutate()} /> : null}
      {!read.data && !read.error ? <Loading minHeight={80} /> : null}
      {read.data && cards.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('client.dashboard.noFavourites')}</Typography> : null}
      {cards.length > 0 ? (
        <CardGrid>
          {cards.slice(0, DASHBOARD_FAVOURITES).map((expert) => (
            <ExpertCard key={expert.id} expert={expert} />
          ))}
        </CardGrid>
      ) : null}
    </Card>
  );
}

/** The block under the dashboard's welcome. */
export function ClientOverview() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 3, mt: 3 }} data-testid="client-overview">
      <NextBooking />
      <PendingForms />
      <Favourites />
      <Box>
        <Button component={RouterLink} to={paths.experts} variant="contained" size="large" startIcon={<SearchIcon />} data-testid="find-expert">
          {t('client.findExpert')}
        </Button>
      </Box>
    </Box>
  );
}
