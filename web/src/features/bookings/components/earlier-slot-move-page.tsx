/**
 * `/bookings/move?token=…` (docs/api-bookings.md "Earlier-slot alerts"): the page of the earlier-slot
 * e-mail's link. It shows the freed slot in the viewer's zone and one button that moves the booking there
 * (no sign-in: the signed link is the authority). Opening the page does nothing by itself, since mail
 * scanners follow links (as the newsletter's pages). The result: moved (with the new time and a link to the
 * booking), taken ("this slot was just taken": the booking keeps its time), expired or already used, or an
 * unreadable link; each message is the API's, in the interface language.
 *
 * Accessible names: button "Avancer ma consultation" / "Move my consultation"; the result is announced
 * (`role="status"` when moved, `role="alert"` otherwise).
 *
 * @module features/bookings/components/earlier-slot-move-page
 */
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
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
import { formatDateTime, timeZoneName, viewerTimeZone } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { moveToEarlierSlot, slotOfMoveToken } from '../api/earlier-slot-alert';
import type { Booking } from '../model/types';

/** What became of the click. */
export type MoveOutcome = 'moved' | 'taken' | 'expired' | 'used' | 'invalid' | 'failed';

type State = { step: 'idle' | 'sending' } | { step: 'moved'; booking: Booking } | { step: 'refused'; outcome: Exclude<MoveOutcome, 'moved'>; message: string };

/** The outcome an API error stands for. */
export function outcomeOf(error: unknown): Exclude<MoveOutcome, 'moved'> {
  if (!(error instanceof ApiError) || !error.fromServer) return 'failed';
  if (error.code === 'SlotTaken') return 'taken';
  if (error.code === 'EarlierSlotLinkExpired') return 'expired';
  if (error.code === 'EarlierSlotLinkUsed') return 'used';
  if (error.status === 400) return 'invalid';
  return 'failed';
}

/** The page. */
export function EarlierSlotMovePage({ timeZone = viewerTimeZone() }: { timeZone?: string } = {}) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const slot = useMemo(() => (token ? slotOfMoveToken(token) : null), [token]);
  const [state, setState] = useState<State>({ step: token && slot ? 'idle' : 'refused', ...(token && slot ? {} : { outcome: 'invalid', message: t('bookings.move.invalid') }) } as State);
  const zone = timeZoneName(timeZone, locale);

  const move = async () => {
    setState({ step: 'sending' });
    try {
      setState({ step: 'moved', booking: await moveToEarlierSlot(token) });
    } catch (error) {
      setState({ step: 'refused', outcome: outcomeOf(error), message: error instanceof ApiError && error.fromServer ? error.message : t('errors.generic') });
    }
  };

  return (
    <>
      <PageHeader title={t('bookings.move.title')} breadcrumbs={[{ label: t('bookings.move.breadcrumb') }]} />
      <Container maxWidth="sm" sx={{ pb: 6 }} data-testid="earlier-slot-move">
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          {state.step === 'idle' || state.step === 'sending' ? (
            <>
              <Typography sx={{ mb: 1 }}>{t('bookings.move.intro')}</Typography>
              {slot ? (
                <Typography sx={{ mb: 3, fontWeight: 700 }} data-testid="move-slot">
                  {t('bookings.move.slot', { when: formatDateTime(slot, timeZone, locale), zone })}
                </Typography>
              ) : null}
              <Button
                variant="contained"
                size="large"
                onClick={() => void move()}
                disabled={state.step === 'sending'}
                startIcon={state.step === 'sending' ? <CircularProgress size={18} color="inherit" /> : undefined}
                sx={{ maxWidth: '100%' }}
                data-testid="move-booking"
              >
                {t('bookings.move.action')}
              </Button>
            </>
          ) : null}
          {state.step === 'moved' ? (
            <Alert severity="success" role="status" data-testid="move-result" data-outcome="moved">
              <AlertTitle>{t('bookings.move.moved')}</AlertTitle>
              {t('bookings.move.movedTo', { when: formatDateTime(state.booking.start, timeZone, locale), zone })}
              <Box sx={{ mt: 1 }}>
                <Link component={RouterLink} to={paths.booking(state.booking.token)}>
                  {t('bookings.move.seeBooking')}
                </Link>
              </Box>
            </Alert>
          ) : null}
          {state.step === 'refused' ? (
            <Alert severity={state.outcome === 'taken' ? 'warning' : 'error'} role="alert" data-testid="move-result" data-outcome={state.outcome}>
              <AlertTitle>{t(`bookings.move.outcome.${state.outcome}`)}</AlertTitle>
              {state.message}
            </Alert>
          ) : null}
          <Box sx={{ mt: 3 }}>
            <Link component={RouterLink} to={paths.clientMyBooking}>
              {t('bookings.move.myBookings')}
            </Link>
          </Box>
        </Paper>
      </Container>
    </>
  );
}
