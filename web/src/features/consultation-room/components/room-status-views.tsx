/**
 * The room page's heading and the states in which the room cannot be entered (DESIGN §4
 * "Consultation room"; docs/api-room.md "Web"):
 * - {@link RoomHeading}: "Consultation with <name>", when the session takes place in the viewer's zone
 *   (with the zone's name), and that the session is not recorded;
 * - {@link TooEarlyView}: when the room opens, in the viewer's zone, and a live countdown; at zero it
 *   calls `onOpen` (the page then reads the room again and moves on to the pre-join screen);
 * - {@link ClosedView}: when the room closed;
 * - {@link ReplacedView}: the room was opened in another tab or on another device, with a button
 *   taking it back here;
 * - {@link EjectedView}: the room closed this connection because it sent too much or too fast (past the
 *   limits of the room's events, `room:ejected`), with a button connecting again.
 *
 * @module features/consultation-room/components/room-status-views
 */
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { formatBookingWhen, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useCountdown } from '../../../lib/use-countdown';
import { countdownParts } from '../model/countdown';
import type { ClosedReason, Room, RoomRole } from '../model/types';

/** "1 h 05 min 09 s" (days and hours only when there are some). */
function useCountdownText(seconds: number): string {
  const { t } = useTranslation();
  const { days, hours, minutes, seconds: rest } = countdownParts(seconds);
  const parts: string[] = [];
  if (days) parts.push(t('room.countdown.days', { value: days }));
  if (days || hours) parts.push(t('room.countdown.hours', { value: hours }));
  parts.push(t('room.countdown.minutes', { value: days || hours ? String(minutes).padStart(2, '0') : minutes }));
  parts.push(t('room.countdown.seconds', { value: String(rest).padStart(2, '0') }));
  return parts.join(' ');
}

/** Props shared by the views. */
interface ViewProps {
  role: RoomRole;
  room: Room;
  /** IANA zone the times are shown in (the viewer's). */
  timeZone: string;
}

/** The page's `h1`, the session's time in the viewer's zone, and "not recorded". */
export function RoomHeading({ room, timeZone }: Omit<ViewProps, 'role'>) {
  const { t, i18n } = useTranslation();
  const when = formatBookingWhen(room.booking, timeZone, currentLanguage(i18n));
  return (
    <Box sx={{ mb: 2 }} data-testid="room-heading">
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 0.5, overflowWrap: 'anywhere' }} data-testid="page-title">
        {t('room.heading', { name: room.counterpart.display_name })}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }} data-testid="room-when">
        {t('room.scheduled', { when: when.text })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="room-not-recorded">
        {t('room.notRecorded')}
      </Typography>
    </Box>
  );
}

function BookingsLink({ role }: { role: RoomRole }) {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={role === 'client' ? paths.client.myBooking : paths.consultant.myBooking} variant="outlined" sx={{ mt: 3 }}>
      {t('room.backToBookings')}
    </Button>
  );
}

/** The room opens later: when, and a live countdown. */
export function TooEarlyView({ role, room, timeZone, onOpen }: ViewProps & { onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const seconds = useCountdown(Date.parse(room.opens_at));
  const left = useCountdownText(seconds);

  useEffect(() => {
    if (seconds === 0) onOpen();
  }, [seconds, onOpen]);

  return (
    <Box sx={{ maxWidth: 760 }} data-testid="room-too-early">
      <RoomHeading room={room} timeZone={timeZone} />
      <Alert severity="info" sx={{ mt: 2 }}>
        <AlertTitle component="h2" sx={{ fontSize: '1.1rem' }}>
          {t('room.tooEarly.title')}
        </AlertTitle>
        <Typography data-testid="room-opens-at">{t('room.tooEarly.opensAt', { date: formatDateTime(room.opens_at, timeZone, locale) })}</Typography>
      </Alert>
      <Typography role="timer" aria-live="off" sx={{ mt: 2, fontSize: '1.4rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="room-countdown">
        {seconds > 0 ? t('room.tooEarly.countdown', { time: left }) : t('room.tooEarly.opening')}
      </Typography>
      <BookingsLink role={role} />
    </Box>
  );
}

/** The room has closed. */
export function ClosedView({ role, room, timeZone, closedAt, reason }: ViewProps & { closedAt?: string | null; reason?: ClosedReason | null }) {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ maxWidth: 760 }} data-testid="room-closed">
      <RoomHeading room={room} timeZone={timeZone} />
      <Alert severity="info" sx={{ mt: 2 }}>
        <AlertTitle component="h2" sx={{ fontSize: '1.1rem' }}>
          {t('room.closed.title')}
        </AlertTitle>
        {reason === 'cancelled'
          ? t('room.closed.cancelled')
          : reason === 'moved'
            ? t('room.closed.moved')
            : t('room.closed.text', { date: formatDateTime(closedAt ?? room.closes_at, timeZone, currentLanguage(i18n)) })}
      </Alert>
      <BookingsLink role={role} />
    </Box>
  );
}

/** The same person entered the room elsewhere; this page let it go. */
export function ReplacedView({ role, room, timeZone, onTakeOver }: ViewProps & { onTakeOver: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 760 }} data-testid="room-replaced">
      <RoomHeading room={room} timeZone={timeZone} />
      <Alert severity="warning" sx={{ mt: 2 }}>
        <AlertTitle component="h2" sx={{ fontSize: '1.1rem' }}>
          {t('room.replaced.title')}
        </AlertTitle>
        {t('room.replaced.text')}
      </Alert>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onTakeOver} sx={{ mt: 3 }}>
          {t('room.replaced.takeOver')}
        </Button>
        <BookingsLink role={role} />
      </Box>
    </Box>
  );
}

/**
 * The room closed this connection: this window sent too many messages or signals, or too large ones
 * (`room:ejected`, docs/api-room.md "Limits of the socket events"). The page does not reconnect by
 * itself; `onReconnect` connects again when the person chooses to.
 */
export function EjectedView({ role, room, timeZone, onReconnect }: ViewProps & { onReconnect: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 760 }} data-testid="room-ejected">
      <RoomHeading room={room} timeZone={timeZone} />
      <Alert severity="warning" sx={{ mt: 2 }}>
        <AlertTitle component="h2" sx={{ fontSize: '1.1rem' }}>
          {t('room.ejected.title')}
        </AlertTitle>
        {t('room.ejected.text')}
      </Alert>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onReconnect} sx={{ mt: 3 }}>
          {t('room.ejected.reconnect')}
        </Button>
        <BookingsLink role={role} />
      </Box>
    </Box>
  );
}
