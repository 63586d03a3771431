/**
 * `/favourites/alerts/stop?token=…` (docs/api-bookings.md "Earlier-slot alerts"): the stop link of the
 * favourite experts' digest e-mail, without sign-in. One button stops the e-mails (opening the page does
 * nothing by itself, since mail scanners follow links); an unreadable link shows the API's message.
 *
 * @module features/client/components/favourite-alerts-stop-page
 */
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { stopFavouriteAlerts } from '../api/favourite-alerts';

type State = { step: 'idle' | 'sending' | 'done' } | { step: 'failed'; message: string };

/** The page. */
export function FavouriteAlertsStopPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'idle' });

  const stop = async () => {
    setState({ step: 'sending' });
    try {
      await stopFavouriteAlerts(token);
      setState({ step: 'done' });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof ApiError && error.fromServer ? error.message : t('errors.generic') });
    }
  };

  return (
    <>
      <PageHeader title={t('client.favourites.stop.title')} breadcrumbs={[{ label: t('client.favourites.stop.breadcrumb') }]} />
      <Container maxWidth="sm" sx={{ pb: 6 }} data-testid="favourite-alerts-stop">
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          {state.step === 'done' ? (
            <Alert severity="success" role="status">
              {t('client.favourites.stop.done')}
            </Alert>
          ) : (
            <>
              <Typography sx={{ mb: 3 }}>{t('client.favourites.stop.intro')}</Typography>
              <Button
                variant="contained"
                size="large"
                onClick={() => void stop()}
                disabled={state.step === 'sending' || !token}
                startIcon={state.step === 'sending' ? <CircularProgress size={18} color="inherit" /> : undefined}
                sx={{ maxWidth: '100%' }}
              >
                {t('client.favourites.stop.action')}
              </Button>
            </>
          )}
          {state.step === 'failed' ? (
            <Alert severity="error" role="alert" sx={{ mt: 3 }}>
              {state.message}
            </Alert>
          ) : null}
          <Box sx={{ mt: 3 }}>
            <Link component={RouterLink} to={paths.home}>
              {t('newsletter.backHome')}
            </Link>
          </Box>
        </Paper>
      </Container>
    </>
  );
}
