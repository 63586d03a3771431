/**
 * The booking page `/booking/:token` (spec §2, behind the client guard; docs/api-bookings.md): from
 * `GET bookings/by-token/:token`, the expert, date, day and time in the viewer's zone with the zone's
 * name, duration, fees (with the coupon's discount), payment status with a "Pay now" link while a
 * Stripe checkout is open, status, a link to the session room `/client/room/<room_id>`, and who was in
 * that room when (each party's visits, in the viewer's zone; "nobody joined" once a booking is over). Cancel (reason, confirmation) and reschedule (the slot picker) when `can_change`;
 * otherwise the change deadline is explained. While it can change, the switch "Tell me if an earlier slot
 * frees up" asks for one e-mail when an earlier slot with the same expert frees up (earlier-slot-alert-toggle). Someone else's booking (404) shows the not-found view.
 *
 * Once the booking has begun, a link "Signaler un problème"/"Report a problem" opens the add-complaint page
 * with the expert and the booking chosen, and the route's `after` part follows ("Rate this session").
 *
 * Accessible names: buttons "Annuler la réservation"/"Cancel the booking" and "Déplacer"/"Reschedule",
 * links "Payer maintenant"/"Pay now", "Rejoindre la salle de consultation"/"Join the session room" and
 * "Signaler un problème"/"Report a problem".
 *
 * @module features/bookings/components/booking-details-page
 */
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { NotFoundView } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { formatDateTime, timeZoneName } from '../../../lib/format';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { currentLanguage } from '../../../lib/i18n';
import { useBookingByToken } from '../api/get-booking';
import type { Booking } from '../model/types';
import { Attendance, bookingWhen, discountText, feeText, PaymentChip, StatusChip } from './booking-bits';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { EarlierSlotAlertToggle } from './earlier-slot-alert-toggle';
import { clock } from '../../../lib/clock';

/** Props of {@link BookingDetailsPage}. */
export interface BookingDetailsPageProps {
  /** IANA zone the times are shown in; default the viewer's (lib/viewer-time-zone). */
  timeZone?: string;
  /**
   * Renders what follows the booking's details once it has begun (the reviews feature's "Rate this
   * session"), composed by the route module: this feature does not import another.
   */
  after?: (booking: Booking) => ReactNode;
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}

/** The details and actions of one booking. */
export function BookingDetails({ booking, timeZone, onChange }: { booking: Booking; timeZone: string; onChange: (booking: Booking) => void }) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const [cancelling, setCancelling] = useState(false);
  const [moving, setMoving] = useState(false);
  const when = bookingWhen(booking, timeZone, locale);
  const summary = `${when.day} ${when.date}, ${when.time}`;
  const confirmed = booking.status === 'confirmed';
  const discount = discountText(booking, locale, t);
  const over = Date.parse(booking.end) < clock.ms();
  // Once a booking has begun, something may have gone wrong with it: the client may report it.
  const started = Date.parse(booking.start) <= clock.ms();

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }} data-testid="booking-details">
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0, '& dt': { fontWeight: 700 }, '& dd': { m: 0 } }}>
        <Row label={t('bookings.fields.expert')} testId="booking-expert">
          {booking.consultant.display_name}
        </Row>
        <Row label={t('bookings.fields.date')} testId="booking-date">
          {when.date}
        </Row>
        <Row label={t('bookings.fields.day')} testId="booking-day">
          {when.day}
        </Row>
        <Row label={t('bookings.fields.time')} testId="booking-time">
          {when.time}
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }} data-testid="booking-zone">
            {t('bookings.slots.viewerZone', { zone: timeZoneName(timeZone, locale) })}
          </Typography>
        </Row>
        <Row label={t('bookings.fields.duration')} testId="booking-duration">
          {t('bookings.minutes', { minutes: booking.duration_minutes })}
        </Row>
        <Row label={t('bookings.fields.fees')} testId="booking-fees">
          {feeText(booking, locale, t)}
          {discount ? (
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }} data-testid="booking-discount">
              {discount}
            </Typography>
          ) : null}
        </Row>
        <Row label={t('bookings.fields.payment')} testId="booking-payment">
          <PaymentChip booking={booking} />
          {booking.payment_status === 'pending' && booking.checkout_url && confirmed ? (
            <Button href={booking.checkout_url} variant="contained" size="small" sx={{ ml: 2 }} data-testid="pay-now">
              {t('bookings.details.payNow')}
            </Button>
          ) : null}
          {booking.payment_status === 'pending' && !booking.checkout_url && confirmed ? (
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
              {t('bookings.details.payDirect')}
            </Typography>
          ) : null}
        </Row>
        <Row label={t('bookings.fields.status')} testId="booking-state">
          <StatusChip status={booking.status} />
        </Row>
        {confirmed ? (
          <Row label={t('bookings.fields.room')} testId="booking-room">
            <Button component={RouterLink} to={paths.room('client', booking.room_id)} size="small" variant="outlined" data-testid="room-link">
              {t('bookings.details.joinRoom')}
            </Button>
          </Row>
        ) : null}
        {booking.attendance.length > 0 || (confirmed && over) ? (
          <Row label={t('bookings.fields.attendance')} testId="booking-attendance">
            <Attendance booking={booking} viewer="client" timeZone={timeZone} empty={t('bookings.attendance.none')} />
          </Row>
        ) : null}
      </Box>

      {booking.status === 'cancelled' ? (
        <Alert severity="info" sx={{ mt: 3 }} data-testid="booking-cancelled">
          {t('bookings.details.cancelledOn', { date: booking.cancelled_at ? formatDateTime(booking.cancelled_at, timeZone, locale) : '' })}
          {booking.cancellation_reason ? ` ${t('bookings.details.reason', { reason: booking.cancellation_reason })}` : ''}
        </Alert>
      ) : booking.can_change ? (
        <>
          <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }} data-testid="change-deadline">
            {t('bookings.details.changeUntil', { deadline: formatDateTime(booking.change_deadline, timeZone, locale) })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }} data-testid="booking-actions">
            <Button variant="outlined" onClick={() => setMoving(true)} data-testid="reschedule-booking">
              {t('bookings.actions.reschedule')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setCancelling(true)} data-testid="cancel-booking">
              {t('bookings.actions.cancel')}
            </Button>
          </Box>
          <EarlierSlotAlertToggle booking={booking} onChange={onChange} />
        </>
      ) : (
        <Alert severity="info" sx={{ mt: 3 }} data-testid="change-closed">
          {t('bookings.details.changeClosed', { deadline: formatDateTime(booking.change_deadline, timeZone, locale) })}
        </Alert>
      )}

      {started ? (
        <Box sx={{ mt: 3 }}>
          <Button component={RouterLink} to={paths.client.addComplaintAbout(booking.consultant.id, booking.id)} size="small" data-testid="report-problem">
            {t('bookings.actions.reportProblem')}
          </Button>
        </Box>
      ) : null}

      <CancelBookingDialog
        booking={cancelling ? booking : null}
        role="client"
        summary={summary}
        onClose={() => setCancelling(false)}
        onDone={(next) => {
          setCancelling(false);
          onChange(next);
        }}
      />
      <RescheduleDialog
        booking={moving ? booking : null}
        role="client"
        timeZone={timeZone}
        summary={summary}
        onClose={() => setMoving(false)}
        onDone={(next) => {
          setMoving(false);
          onChange(next);
        }}
      />
    </Paper>
  );
}

function BookingLoader({ timeZone, after }: { timeZone: string; after?: BookingDetailsPageProps['after'] }) {
  const { t } = useTranslation();
  const { token } = useParams();
  const { data, error, mutate } = useBookingByToken(token);
  const booking = data?.data;
  if (error?.status === 404) return <NotFoundView />;
  return (
    <>
      <PageHeader title={t('bookings.details.title')} breadcrumbs={[{ label: t('bookings.list.clientTitle'), to: paths.clientMyBooking }, { label: t('bookings.details.title') }]} />
      <Container maxWidth="md" data-testid="booking-page">
        {error && !booking ? <LoadError error={error} onRetry={() => void mutate()} /> : null}
        {!booking && !error ? <Loading /> : null}
        {booking ? <BookingDetails booking={booking} timeZone={timeZone} onChange={(next) => void mutate({ data: next }, { revalidate: false })} /> : null}
        {booking && Date.parse(booking.start) <= clock.ms() ? after?.(booking) : null}
        <Button component={RouterLink} to={paths.clientMyBooking} sx={{ mt: 3 }}>
          {t('bookings.details.allBookings')}
        </Button>
      </Container>
    </>
  );
}

/** The page (the route module puts it behind the client guard). */
export function BookingDetailsPage({ timeZone: zone, after }: BookingDetailsPageProps = {}) {
  const viewer = useViewerTimeZone('client');
  const timeZone = zone ?? viewer.timeZone;
  return timeZone ? <BookingLoader timeZone={timeZone} after={after} /> : <Loading />;
}
