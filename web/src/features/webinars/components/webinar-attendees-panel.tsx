/**
 * Who registered for one of the consultant's webinars (docs/api-webinars.md "Consultant",
 * `GET webinars/:id/registrations`), on its "Webinars" page: each client's name, when they registered
 * (in the consultant's zone), whether the registration stands or was cancelled, its payment status with
 * the fee, and the minutes the client spent in the live session. For a pending registration of a webinar
 * with a fee, "Record the direct payment" (`POST …/mark-paid`): the client paid the consultant directly,
 * as for a booking. Its accessible name says whose payment ("Record the direct payment: Jeanne Martin").
 *
 * @module features/webinars/components/webinar-attendees-panel
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { errorMessage } from '../../../lib/api-client';
import { formatDateAndTime, formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { CONSULTANT_WEBINARS_PATH, markRegistrationPaid, useWebinarAttendees } from '../api/consultant-webinars';
import { useRevalidateRole } from '../../../lib/fetcher';
import type { ConsultantWebinar, WebinarAttendee } from '../model/types';

/** Colour of each payment status's chip. */
const PAYMENT_COLORS = { pending: 'warning', paid: 'success', free: 'default', refunded: 'info' } as const;

/** Props of {@link WebinarAttendeesPanel}. */
export interface WebinarAttendeesPanelProps {
  webinar: ConsultantWebinar;
  /** IANA zone of the times shown (the consultant's). */
  timeZone: string;
  onClose: () => void;
}

/** The panel. */
export function WebinarAttendeesPanel({ webinar, timeZone, onClose }: WebinarAttendeesPanelProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const read = useWebinarAttendees(webinar.id);
  const revalidate = useRevalidateRole('consultant');
  const [paying, setPaying] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a row further down the page: the panel's heading takes the focus (and the view).
  useEffect(() => heading.current?.focus(), []);
  const attendees = read.data?.data ?? [];
  const title = locale === 'en' ? webinar.title_en || webinar.title_fr : webinar.title_fr || webinar.title_en;

  const markPaid = async (attendee: WebinarAttendee) => {
    setPaying(attendee.id);
    try {
      await markRegistrationPaid(webinar.id, attendee.id);
      toast.success(t('consultant.webinars.registrants.paid', { name: attendee.client.display_name }));
      await Promise.all([read.mutate(), revalidate([CONSULTANT_WEBINARS_PATH])]);
    } catch (error) {
      toast.error(errorMessage(error, t('errors.generic')));
      await read.mutate();
    } finally {
      setPaying(null);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="webinar-registrants-title" sx={{ p: { xs: 2, md: 3 }, mb: 3 }} data-testid="webinar-registrants" data-webinar={webinar.id}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h2" id="webinar-registrants-title" ref={heading} tabIndex={-1} sx={{ overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}>
          {t('consultant.webinars.registrants.title', { title })}
        </Typography>
        <Button onClick={onClose} data-testid="webinar-registrants-close">
          {t('consultant.webinars.close')}
        </Button>
      </Box>
      {read.error && !read.data ? <LoadError error={read.error} onRetry={() => void read.mutate()} /> : null}
      {!read.data && !read.error ? <Loading minHeight={80} /> : null}
      {read.data && attendees.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('consultant.webinars.registrants.empty')}</Typography> : null}
      {attendees.length > 0 ? (
        <DataTable
          label={t('consultant.webinars.registrants.title', { title })}
          rows={attendees}
          rowKey={(attendee) => attendee.id}
          rowProps={(attendee) => ({ 'data-testid': 'webinar-registrant', 'data-id': attendee.id, 'data-status': attendee.status })}
          columns={[
            { key: 'client', header: t('consultant.webinars.registrants.columns.client'), testId: 'registrant-name', cell: (attendee) => attendee.client.display_name },
            { key: 'registered', header: t('consultant.webinars.registrants.columns.registered'), cell: (attendee) => formatDateAndTime(attendee.created_at, timeZone, locale) },
            {
              key: 'status',
              header: t('consultant.webinars.registrants.columns.status'),
              testId: 'registrant-status',
              cell: (attendee) => t(`consultant.webinars.registrants.status.${attendee.status}`),
            },
            {
              key: 'payment',
              header: t('consultant.webinars.registrants.columns.payment'),
              testId: 'registrant-payment',
              cell: (attendee) => (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Chip size="small" color={PAYMENT_COLORS[attendee.payment_status]} label={t(`consultant.webinars.registrants.payment.${attendee.payment_status}`)} />
                  {attendee.fee_minor > 0 ? <span>{formatMoney(attendee.fee_minor, attendee.currency, locale)}</span> : null}
                </Box>
              ),
            },
            {
              key: 'attended',
              header: t('consultant.webinars.registrants.columns.attended'),
              testId: 'registrant-attended',
              cell: (attendee) => (attendee.attended_minutes === null ? '—' : t('consultant.webinars.registrants.minutes', { minutes: attendee.attended_minutes })),
            },
            {
              key: 'actions',
              header: t('consultant.webinars.columns.actions'),
              cell: (attendee) =>
                attendee.status === 'active' && attendee.payment_status === 'pending' ? (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={paying === attendee.id}
                    onClick={() => void markPaid(attendee)}
                    aria-label={t('consultant.webinars.registrants.markPaidFor', { name: attendee.client.display_name })}
                    data-testid="registrant-mark-paid"
                  >
                    {t('consultant.webinars.registrants.markPaid')}
                  </Button>
                ) : null,
            },
          ]}
        />
      ) : null}
    </Paper>
  );
}
