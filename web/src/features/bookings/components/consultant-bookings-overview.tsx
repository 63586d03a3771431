/**
 * The bookings part of the consultant's dashboard (spec §2 "Dashboard content": next appointment,
 * today's visits, health assessment, post-meeting notes, weekly upcoming bookings, total users,
 * reschedule, add note; docs/api-bookings.md), from `GET dashboard`: the next appointment with its actions
 * (session room, reschedule while `can_change`, add note), today's visits, the next 7 days, the totals
 * (clients, upcoming and past bookings), the health assessments to read (links to the client's notes
 * page, where the assessment is shown) and the latest post-meeting notes. Times in the viewer's zone.
 *
 * Accessible names: regions named by their headings ("Prochain rendez-vous", "Visites du jour", …);
 * buttons "Déplacer : <client>, <time>", "Ajouter une note : <client>, <time>", links "Lire le bilan de
 * santé de <client>".
 *
 * @module features/bookings/components/consultant-bookings-overview
 */
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { currentLanguage } from '../../../lib/i18n';
import { useConsultantDashboard } from '../api/get-consultant-dashboard';
import type { Booking } from '../model/types';
import { Attendance, bookingWhen, PaymentChip } from './booking-bits';
import { RescheduleDialog } from './reschedule-dialog';

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: { xs: 2.5, md: 3 } }} data-testid={id}>
      <Typography variant="h2" component="h2" id={`${id}-title`} sx={{ fontSize: '1.35rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Props of {@link ConsultantBookingsOverview}. */
export interface ConsultantBookingsOverviewProps {
  /** IANA zone the times are shown in; default the viewer's (lib/viewer-time-zone). */
  timeZone?: string;
}

/** The block. */
export function ConsultantBookingsOverview({ timeZone: zone }: ConsultantBookingsOverviewProps = {}) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const viewer = useViewerTimeZone('consultant');
  const timeZone = zone ?? viewer.timeZone ?? viewer.deviceZone;
  const zoneReady = Boolean(zone ?? viewer.timeZone);
  const { data, error, mutate } = useConsultantDashboard();
  const [moving, setMoving] = useState<Booking | null>(null);
  const dashboard = data?.data;

  const summaryOf = (booking: Booking) => {
    const w = bookingWhen(booking, timeZone, locale);
    return `${booking.client.display_name}, ${w.day} ${w.date} ${w.time}`;
  };

  const actions = (booking: Booking) => (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {booking.can_change ? (
        <Button size="small" onClick={() => setMoving(booking)} aria-label={t('bookings.actions.rescheduleFor', { summary: summaryOf(booking) })}>
          {t('bookings.actions.reschedule')}
        </Button>
      ) : null}
      <Button size="small" component={RouterLink} to={paths.consultant.addNote(booking.id, booking.client.id)} aria-label={t('bookings.actions.addNoteFor', { summary: summaryOf(booking) })}>
        {t('bookings.actions.addNote')}
      </Button>
    </Box>
  );

  const bookingList = (bookings: Booking[], empty: string, testId: string) =>
    bookings.length === 0 ? (
      <Typography sx={{ color: 'text.secondary' }} data-testid={`${testId}-empty`}>
        {empty}
      </Typography>
    ) : (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} data-testid={testId}>
        {bookings.map((booking) => {
          const w = bookingWhen(booking, timeZone, locale);
          return (
            <Box component="li" key={booking.id} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }} data-testid="dashboard-booking">
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 700 }}>{booking.client.display_name}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {w.day} {w.date} · {w.time}
                </Typography>
              </Box>
              <PaymentChip booking={booking} />
              {actions(booking)}
            </Box>
          );
        })}
      </Box>
    );

  // A consultant without access to bookings yet (profile not approved) sees the profile part only.
  if (error && !dashboard && (error.status === 403 || error.status === 404)) return null;
  if (error && !dashboard) return <LoadError error={error} onRetry={() => void mutate()} />;
  if (!dashboard || !zoneReady) return <Loading minHeight={160} />;
  const next = dashboard.next_booking;
  const nextWhen = next ? bookingWhen(next, timeZone, locale) : null;

  return (
    <Box sx={{ display: 'grid', gap: 3, mt: 3 }} data-testid="dashboard-bookings">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Card title={t('bookings.dashboard.next')} id="dashboard-next">
          {next && nextWhen ? (
            <>
              <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }} data-testid="next-client">
                {next.client.display_name}
              </Typography>
              <Typography data-testid="next-when">{nextWhen.text}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                {t('bookings.minutes', { minutes: next.duration_minutes })}
              </Typography>
              <Box sx={{ mb: 1 }} data-testid="next-attendance">
                <Attendance booking={next} viewer="consultant" timeZone={timeZone} />
              </Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Button size="small" variant="contained" component={RouterLink} to={paths.room('consultant', next.room_id)}>
                  {t('bookings.details.joinRoom')}
                </Button>
                {actions(next)}
              </Box>
            </>
          ) : (
            <Typography sx={{ color: 'text.secondary' }} data-testid="no-next">
              {t('bookings.dashboard.noNext')}
            </Typography>
          )}
        </Card>
        <Card title={t('bookings.dashboard.totals')} id="dashboard-totals">
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr max-content', rowGap: 1, m: 0, '& dd': { m: 0, fontWeight: 700 } }}>
            <dt>{t('bookings.dashboard.totalClients')}</dt>
            <dd data-testid="total-clients">{dashboard.total_clients}</dd>
            <dt>{t('bookings.dashboard.upcomingCount')}</dt>
            <dd data-testid="upcoming-count">{dashboard.upcoming_count}</dd>
            <dt>{t('bookings.dashboard.pastCount')}</dt>
            <dd data-testid="past-count">{dashboard.past_count}</dd>
          </Box>
          <Button component={RouterLink} to={paths.consultant.myBooking} sx={{ mt: 2 }}>
            {t('bookings.dashboard.allBookings')}
          </Button>
        </Card>
      </Box>
      <Card title={t('bookings.dashboard.today')} id="dashboard-today">
        {bookingList(dashboard.today, t('bookings.dashboard.noToday'), 'today-list')}
      </Card>
      <Card title={t('bookings.dashboard.week')} id="dashboard-week">
        {bookingList(dashboard.week, t('bookings.dashboard.noWeek'), 'week-list')}
      </Card>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Card title={t('bookings.dashboard.assessments')} id="dashboard-assessments">
          {dashboard.health_assessments_to_read.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('bookings.dashboard.noAssessments')}</Typography>
          ) : (
            <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1 }} data-testid="assessments-list">
              {dashboard.health_assessments_to_read.map((item) => (
                <li key={item.client.id}>
                  <Link component={RouterLink} to={paths.consultant.addNote(null, item.client.id)} aria-label={t('bookings.dashboard.readAssessmentOf', { name: item.client.display_name })}>
                    {item.client.display_name}
                  </Link>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('bookings.dashboard.assessmentCompleted', { date: formatDateTime(item.completed_at, timeZone, locale) })}
                    {item.next_booking_start ? ` · ${t('bookings.dashboard.nextSession', { date: formatDateTime(item.next_booking_start, timeZone, locale) })}` : ''}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </Card>
        <Card title={t('bookings.dashboard.notes')} id="dashboard-notes">
          {dashboard.recent_notes.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('bookings.dashboard.noNotes')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} data-testid="recent-notes">
              {dashboard.recent_notes.map((note) => (
                <li key={note.id}>
                  <Link component={RouterLink} to={paths.consultant.addNote(note.booking_id, note.client?.id)} sx={{ fontWeight: 700 }}>
                    {note.client?.display_name ?? t('bookings.notes.title')}
                  </Link>
                  {note.created_at ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {formatDateTime(note.created_at, timeZone, locale)}
                    </Typography>
                  ) : null}
                  <Typography variant="body2" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}>
                    {note.text}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </Card>
      </Box>
      <RescheduleDialog
        booking={moving}
        role="consultant"
        timeZone={timeZone}
        summary={moving ? summaryOf(moving) : ''}
        onClose={() => setMoving(null)}
        onDone={() => {
          setMoving(null);
          void mutate();
        }}
      />
    </Box>
  );
}
