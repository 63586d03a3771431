/**
 * The registration box of a webinar's page (docs/api-webinars.md "Registration"):
 *
 * - a signed-out visitor's "Register" goes to the client sign-in, which brings them back to this page;
 * - a signed-in client registers (`POST webinars/:id/registration`); when the consent form or the health
 *   assessment is missing (`FormsMissing`), or the consent to process health data was withdrawn
 *   (`HealthDataConsentMissing`), links lead to the missing step and back here, as the booking panel does;
 * - a webinar with a fee paid online (docs/api-webinars.md "Payment", provider `stripe`): once registered
 *   the client is sent to the Checkout page (`checkout_url`); back on this page (`?payment=success` or
 *   `?payment=cancelled`, Stripe's return addresses) an alert says whether the payment was received, is
 *   being confirmed (the registration is re-read every few seconds until the webhook marks it paid), or
 *   was not completed (the seat stays held until the checkout expires: "Pay online" is still there);
 * - once registered: "You are registered", the payment status chip (components/payment-chip, as on a
 *   booking's page), how to pay a webinar with a fee (the online payment page while the registration has
 *   one, else directly to the consultant, as a booking with the `direct` provider), and "Unregister" (with
 *   confirmation) until the change deadline, shown in the viewer's zone;
 * - a full, started or cancelled webinar cannot be registered for.
 *
 * @module features/webinars/components/webinar-registration
 */
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormsGateLinks } from '../../../components/forms-gate-links';
import { PaymentChip } from '../../../components/payment-chip';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { clock } from '../../../lib/clock';
import { useRevalidateRole } from '../../../lib/fetcher';
import { formatDateTime, formatMoney, viewerTimeZone } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { pageNavigation } from '../../../lib/page-navigation';
import { withRedirect } from '../../../lib/redirect';
import { useLoggedIn } from '../../../lib/session';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { toast } from '../../../lib/toast';
import { REGISTRATIONS_PATH, useWebinarRegistrations } from '../api/get-webinar-registrations';
import { registerForWebinar, unregisterFromWebinar } from '../api/register-webinar';
import type { WebinarDetail, WebinarRegistration } from '../model/types';
import { WebinarLiveLink } from './webinar-live-link';

/** How often the registration is re-read while a payment that Stripe returned from is being confirmed, in ms. */
export const PAYMENT_POLL_MS = 4000;

/** The client's active registration for `webinarId` among `registrations`. */
const activeFor = (registrations: readonly WebinarRegistration[] | undefined, webinarId: string) => registrations?.find((entry) => entry.webinar.id === webinarId && entry.status === 'active') ?? null;

/** Whether the registration waits for an online payment (provider `stripe`, still pending). */
const awaitingOnlinePayment = (registration: WebinarRegistration | null) => registration?.payment_provider === 'stripe' && registration.payment_status === 'pending';

/** Props of {@link WebinarRegistrationBox}. */
export interface WebinarRegistrationBoxProps {
  webinar: WebinarDetail;
  /** Re-reads the webinar (its seats left) after a change. */
  onChanged: () => void;
}

/** The box. */
export function WebinarRegistrationBox({ webinar, onChanged }: WebinarRegistrationBoxProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useLoggedIn('client');
  // Back from Stripe's Checkout: `success` or `cancelled`.
  const [search] = useSearchParams();
  const returned = search.get('payment');
  const registrations = useWebinarRegistrations('upcoming', {
    refreshInterval: (latest) => (returned === 'success' && awaitingOnlinePayment(activeFor(latest?.data, webinar.id)) ? PAYMENT_POLL_MS : 0),
  });
  const revalidate = useRevalidateRole('client');
  const registration = activeFor(registrations.data?.data, webinar.id);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const backHere = location.pathname;

  const started = new Date(webinar.start).getTime() <= clock.ms();
  const closed = webinar.status === 'cancelled' || started;

  const refresh = async () => {
    await revalidate([REGISTRATIONS_PATH]);
    onChanged();
  };

  const register = async () => {
    if (!signedIn) {
      navigate(withRedirect(paths.roleSignIn('client'), backHere), { state: { from: backHere } });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const made = await registerForWebinar(webinar.id);
      if (made.checkout_url) {
        // The seat is held: on to the online payment page.
        toast.success(t('webinars.registration.toCheckout'));
        await refresh();
        pageNavigation.assign(made.checkout_url);
        return;
      }
      toast.success(t('webinars.registration.done'));
      await refresh();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const unregister = async () => {
    setConfirming(false);
    setBusy(true);
    setFailure(null);
    try {
      await unregisterFromWebinar(webinar.id);
      toast.success(t('webinars.registration.undone'));
      await refresh();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  // the client's zone (their profile's, or the device's as they chose)
  const zone = useViewerTimeZone('client').timeZone ?? viewerTimeZone();

  return (
    <Paper variant="outlined" component="section" aria-labelledby="webinar-registration-title" sx={{ p: 2.5 }} data-testid="webinar-registration">
      <Typography variant="h5" component="h2" id="webinar-registration-title" sx={{ mb: 1.5 }}>
        {t('webinars.registration.title')}
      </Typography>
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="webinar-registration-error">
          {errorMessage(failure, t('errors.generic'))}
          <FormsGateLinks error={failure} back={backHere} />
        </Alert>
      ) : null}
      {registration ? (
        <>
          <Alert severity="success" sx={{ mb: 2 }} data-testid="webinar-registered">
            {t('webinars.registration.registered')}
          </Alert>
          {registration.payment_provider === 'stripe' && (returned === 'success' || returned === 'cancelled') ? (
            <Alert severity={registration.payment_status === 'paid' ? 'success' : returned === 'success' ? 'info' : 'warning'} sx={{ mb: 2 }} role="status" data-testid="webinar-payment-return">
              {registration.payment_status === 'paid'
                ? t('webinars.payment.received')
                : registration.payment_status === 'pending'
                  ? t(returned === 'success' ? 'webinars.payment.confirming' : 'webinars.payment.notCompleted')
                  : t(`webinars.paymentStatus.${registration.payment_status}`)}
            </Alert>
          ) : null}
          {registration.payment_status !== 'free' ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }} data-testid="webinar-payment-state">
              <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
                {t('webinars.payment.label')}
              </Typography>
              <PaymentChip record={registration} labels="webinars.paymentStatus" />
            </Box>
          ) : null}
          <Box sx={{ mb: 2 }}>
            <WebinarLiveLink webinar={webinar} role="client" />
          </Box>
          {registration.payment_status === 'pending' ? (
            <Typography variant="body2" sx={{ mb: 2 }} data-testid="webinar-payment">
              {registration.checkout_url ? (
                <Link href={registration.checkout_url}>{t('webinars.registration.payOnline', { amount: formatMoney(registration.fee_minor, registration.currency, locale) })}</Link>
              ) : registration.payment_provider === 'stripe' ? (
                t('webinars.registration.payUnavailable')
              ) : (
                t('webinars.registration.payDirect', { amount: formatMoney(registration.fee_minor, registration.currency, locale), name: webinar.consultant.display_name })
              )}
            </Typography>
          ) : null}
          {registration.can_unregister ? (
            <>
              <Typography variant="body2" sx={{ mb: 1.5, color: 'text.secondary' }}>
                {t('webinars.registration.deadline', { deadline: formatDateTime(registration.change_deadline, zone, locale) })}
              </Typography>
              <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirming(true)} data-testid="webinar-unregister">
                {t('webinars.registration.unregister')}
              </Button>
            </>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('webinars.registration.tooLate')}
            </Typography>
          )}
          <ConfirmDialog
            open={confirming}
            title={t('webinars.registration.confirmTitle')}
            confirmLabel={t('webinars.registration.unregister')}
            cancelLabel={t('webinars.registration.keep')}
            destructive
            onConfirm={() => void unregister()}
            onCancel={() => setConfirming(false)}
            data-testid="webinar-unregister-dialog"
          >
            {t('webinars.registration.confirmText', { title: webinar.title })}
          </ConfirmDialog>
        </>
      ) : closed ? (
        <Typography data-testid="webinar-closed">{webinar.status === 'cancelled' ? t('webinars.registration.cancelled') : t('webinars.registration.started')}</Typography>
      ) : webinar.seats_left === 0 ? (
        <Typography data-testid="webinar-full">{t('webinars.registration.full')}</Typography>
      ) : (
        <>
          {webinar.fee_minor > 0 ? (
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              {t('webinars.registration.feeNote', { amount: formatMoney(webinar.fee_minor, webinar.currency, locale) })}
            </Typography>
          ) : null}
          <Button variant="contained" size="large" fullWidth disabled={busy || (signedIn && registrations.isLoading)} onClick={() => void register()} data-testid="webinar-register">
            {signedIn ? t('webinars.registration.register') : t('webinars.registration.signInToRegister')}
          </Button>
        </>
      )}
    </Paper>
  );
}
