/**
 * `/booking/:token` (spec §2: wrapped in the client guard). Placeholder until bookings arrive.
 *
 * @module features/account/components/booking-page
 */
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { RequireSession } from './require-session';

/** The page, behind the client guard. */
export function BookingPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <RequireSession role="client">
      <PageHeader title={t('account.booking.title')} breadcrumbs={[{ label: t('account.booking.title') }]} />
      <Container maxWidth="md" data-testid="booking-placeholder">
        <Typography>{t('account.booking.text')}</Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('account.booking.reference', { token })}</Typography>
      </Container>
    </RequireSession>
  );
}
