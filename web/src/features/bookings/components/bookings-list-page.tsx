/**
 * "My bookings" of both sides (docs/api-bookings.md; spec §2 client and consultant `my-booking`, spec §3
 * "Booking: appointment date, day, time slot, fees, payment status, session duration, expert name,
 * client name"): tabs upcoming/past (`GET bookings?when=`), a table — the expert (client side) or the
 * client and the notes count (consultant side), date, day, time slot in the viewer's zone, duration,
 * fees, payment status, status, who was in the consultation room when (in the viewer's zone) — with pagination; on small screens each booking is a card
 * (components/data-table). The tab and page are in the URL (`?when=past&page=2`).
 *
 * Actions: the client opens the booking page (`/booking/<token>`); the consultant marks a pending
 * booking paid, cancels or reschedules while `can_change`, adds a note
 * (`/consultant/my-booking/add-note/<bookingId>/<clientId>`), and once a booking has begun reports a
 * problem with it (the add-complaint page with the client and the booking chosen).
 *
 * Accessible names: the tabs "À venir"/"Upcoming" and "Passées"/"Past"; per row, actions named with the
 * person and the time, e.g. "Voir la réservation : Dr Jeanne Martin, 1 décembre 2026 14:30–15:30",
 * "Marquer payée : …", "Annuler : …", "Déplacer : …", "Ajouter une note : …", "Signaler un problème : …".
 *
 * @module features/bookings/components/bookings-list-page
 */
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/EventNoteOutlined';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { paths } from '../../../config/paths';
import { timeZoneName } from '../../../lib/format';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { errorMessage } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { markBookingPaid } from '../api/mark-booking-paid';
import { useBookings } from '../api/get-bookings';
import type { Booking, BookingRole, BookingsWhen } from '../model/types';
import { Attendance, bookingWhen, feeText, PaymentChip, StatusChip } from './booking-bits';
import { BookingsPageFrame } from './bookings-page-frame';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { clock } from '../../../lib/clock';

/** Props of {@link BookingsListPage}. */
export interface BookingsListPageProps {
  role: BookingRole;
  /** IANA zone the times are shown in; default the viewer's (lib/viewer-time-zone). */
  timeZone?: string;
}

/** The page. */
export function BookingsListPage({ role, timeZone: zone }: BookingsListPageProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const viewer = useViewerTimeZone(role);
  const timeZone = zone ?? viewer.timeZone ?? viewer.deviceZone;
  const zoneReady = Boolean(zone ?? viewer.timeZone);
  const [search, setSearch] = useSearchParams();
  const when: BookingsWhen = search.get('when') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data, error, mutate, isLoading } = useBookings(role, when, page);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [moving, setMoving] = useState<Booking | null>(null);
  const [paying, setPaying] = useState<string | null>(null);
  const consultant = role === 'consultant';

  const go = (next: { when?: BookingsWhen; page?: number }) => {
    const params = new URLSearchParams(search);
    params.set('when', next.when ?? when);
    params.set('page', String(next.page ?? 1));
    setSearch(params);
  };

  const summaryOf = (booking: Booking) => {
    const w = bookingWhen(booking, timeZone, locale);
    return `${consultant ? booking.client.display_name : booking.consultant.display_name}, ${w.date} ${w.time}`;
  };

  const markPaid = async (booking: Booking) => {
    setPaying(booking.id);
    try {
      await markBookingPaid(booking.id);
      toast.success(t('bookings.actions.markedPaid'));
      await mutate();
    } catch (e) {
      toast.error(errorMessage(e, t('errors.generic')));
    } finally {
      setPaying(null);
    }
  };

  const changed = () => {
    setCancelling(null);
    setMoving(null);
    void mutate();
  };

  const rows = data?.data ?? [];
  return (
    <BookingsPageFrame
      title={t(consultant ? 'bookings.list.consultantTitle' : 'bookings.list.clientTitle')}
      intro={t('bookings.slots.viewerZone', { zone: timeZoneName(timeZone, locale) })}
      testId={`${role}-bookings`}
    >
      <Tabs value={when} onChange={(_, value: BookingsWhen) => go({ when: value })} aria-label={t('bookings.list.tabs')} sx={{ mb: 2 }}>
        <Tab value="upcoming" label={t('bookings.list.upcoming')} data-testid="tab-upcoming" />
        <Tab value="past" label={t('bookings.list.past')} data-testid="tab-past" />
      </Tabs>
      {error && !data ? <LoadError error={error} onRetry={() => void mutate()} /> : null}
      {(isLoading && !data) || !zoneReady ? <Loading minHeight={160} /> : null}
      {data && rows.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<EventIcon fontSize="inherit" />}
            title={t(when === 'upcoming' ? 'bookings.list.noUpcoming' : 'bookings.list.noPast')}
            description={consultant ? t('bookings.list.consultantEmptyHelp') : t('bookings.list.clientEmptyHelp')}
            action={
              consultant ? (
                <Button component={RouterLink} to={paths.consultant.addTiming} variant="outlined">
                  {t('bookings.list.editTimings')}
                </Button>
              ) : (
                <Button component={RouterLink} to={paths.experts} variant="outlined">
                  {t('bookings.list.findExpert')}
                </Button>
              )
            }
            data-testid="bookings-empty"
          />
        </Paper>
      ) : null}
      {rows.length > 0 && zoneReady ? (
        <DataTable
          label={t(consultant ? 'bookings.list.consultantTitle' : 'bookings.list.clientTitle')}
          rows={rows}
          rowKey={(booking) => booking.id}
          rowProps={(booking) => ({ 'data-testid': 'booking-row', 'data-id': booking.id })}
          columns={[
            {
              key: 'person',
              header: t(consultant ? 'bookings.fields.client' : 'bookings.fields.expert'),
              testId: 'row-person',
              cell: (booking) => (consultant ? booking.client.display_name : booking.consultant.display_name),
            },
            { key: 'date', header: t('bookings.fields.date'), testId: 'row-date', cell: (booking) => bookingWhen(booking, timeZone, locale).date },
            { key: 'day', header: t('bookings.fields.day'), testId: 'row-day', cell: (booking) => bookingWhen(booking, timeZone, locale).day },
            { key: 'time', header: t('bookings.fields.time'), testId: 'row-time', noWrap: true, cell: (booking) => bookingWhen(booking, timeZone, locale).time },
            { key: 'duration', header: t('bookings.fields.duration'), cell: (booking) => t('bookings.minutes', { minutes: booking.duration_minutes }) },
            { key: 'fees', header: t('bookings.fields.fees'), testId: 'row-fees', cell: (booking) => feeText(booking, locale, t) },
            { key: 'payment', header: t('bookings.fields.payment'), cell: (booking) => <PaymentChip booking={booking} /> },
            { key: 'status', header: t('bookings.fields.status'), cell: (booking) => <StatusChip status={booking.status} /> },
            { key: 'attendance', header: t('bookings.fields.attendance'), testId: 'row-attendance', cell: (booking) => <Attendance booking={booking} viewer={role} timeZone={timeZone} empty="—" /> },
            ...(consultant ? [{ key: 'notes', header: t('bookings.fields.notes'), testId: 'row-notes', cell: (booking: Booking) => booking.notes_count ?? 0 }] : []),
            {
              key: 'actions',
              header: t('bookings.fields.actions'),
              cell: (booking) => {
                const summary = summaryOf(booking);
                const open = booking.status === 'confirmed';
                return (
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="row-actions">
                    {consultant ? (
                      <>
                        {open && booking.payment_status === 'pending' ? (
                          <Button size="small" variant="outlined" disabled={paying === booking.id} onClick={() => void markPaid(booking)} aria-label={t('bookings.actions.markPaidFor', { summary })}>
                            {t('bookings.actions.markPaid')}
                          </Button>
                        ) : null}
                        {open && booking.can_change ? (
                          <>
                            <Button size="small" onClick={() => setMoving(booking)} aria-label={t('bookings.actions.rescheduleFor', { summary })}>
                              {t('bookings.actions.reschedule')}
                            </Button>
                            <Button size="small" color="error" onClick={() => setCancelling(booking)} aria-label={t('bookings.actions.cancelFor', { summary })}>
                              {t('bookings.actions.cancelShort')}
                            </Button>
                          </>
                        ) : null}
                        <Button size="small" component={RouterLink} to={paths.consultant.addNote(booking.id, booking.client.id)} aria-label={t('bookings.actions.addNoteFor', { summary })}>
                          {t('bookings.actions.addNote')}
                        </Button>
                        {Date.parse(booking.start) <= clock.ms() ? (
                          <Button
                            size="small"
                            component={RouterLink}
                            to={paths.consultant.addComplaintAbout(booking.client.id, booking.id)}
                            aria-label={t('bookings.actions.reportProblemFor', { summary })}
                            data-testid="report-problem"
                          >
                            {t('bookings.actions.reportProblem')}
                          </Button>
                        ) : null}
                      </>
                    ) : (
                      <Button size="small" component={RouterLink} to={paths.booking(booking.token)} aria-label={t('bookings.actions.viewFor', { summary })}>
                        {t('bookings.actions.view')}
                      </Button>
                    )}
                  </Box>
                );
              },
            },
          ]}
        />
      ) : null}
      {data ? <ListPagination page={page} pageCount={data.meta.pagination.pageCount} onChange={(next) => go({ page: next })} /> : null}
      {data && data.meta.pagination.total > 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }} data-testid="bookings-total">
          {t('bookings.list.total', { count: data.meta.pagination.total })}
        </Typography>
      ) : null}
      <CancelBookingDialog booking={cancelling} role={role} summary={cancelling ? summaryOf(cancelling) : ''} onClose={() => setCancelling(null)} onDone={changed} />
      <RescheduleDialog booking={moving} role={role} timeZone={timeZone} summary={moving ? summaryOf(moving) : ''} onClose={() => setMoving(null)} onDone={changed} />
    </BookingsPageFrame>
  );
}
