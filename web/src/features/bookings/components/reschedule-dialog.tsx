/**
 * Rescheduling a booking (docs/api-bookings.md; `POST bookings/:id/reschedule`): the consultant's free time
 * slots (the slot picker of the booking panel, in the viewer's zone), then "Move to this new time slot". The
 * chosen start is checked by the API's own schema (`RescheduleBookingRequest`); the server's message is
 * shown on failure (400 field error on `start`, 409 `ChangeTooLate`, `SlotUnavailable`).
 *
 * Accessible names: the dialog is named "Déplacer la réservation"/"Reschedule the booking"; slot buttons
 * by their time; the confirm button "Choisir ce nouveau créneau"/"Move to this new time slot" and the
 * close button "Garder le créneau actuel"/"Keep the current time slot" (never "Annuler"/"Cancel", which
 * beside a booking reads as cancelling it).
 *
 * @module features/bookings/components/reschedule-dialog
 */
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-rules';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { RescheduleBookingRequest, rescheduleBooking } from '../api/reschedule-booking';
import type { Booking, BookingRole } from '../model/types';
import { useSlotWindow } from '../hooks/use-slot-window';
import { SlotPicker } from './slot-picker';

/** Props of {@link RescheduleDialog}. */
export interface RescheduleDialogProps {
  /** The booking to move, or `null` when closed. */
  booking: Booking | null;
  role: BookingRole;
  /** IANA zone the times are shown in (the viewer's). */
  timeZone: string;
  /** Summary of the current time shown in the dialog. */
  summary: string;
  onClose: () => void;
  /** Called with the moved booking. */
  onDone: (booking: Booking) => void;
}

function RescheduleContent({ booking, role, timeZone, summary, onClose, onDone }: RescheduleDialogProps & { booking: Booking }) {
  const { t } = useTranslation();
  const slots = useSlotWindow(booking.consultant.id, timeZone);
  const form = useContractForm(RescheduleBookingRequest, { defaultValues: { start: '' } });
  const selected = form.watch('start') || null;
  const busy = form.formState.isSubmitting;
  const error = form.formState.errors.start?.message ?? form.formState.errors.root?.message ?? null;

  const confirm = form.handleSubmit(async (request) => {
    try {
      const moved = await rescheduleBooking(role, booking.id, request);
      toast.success(t('bookings.reschedule.done'));
      onDone(moved);
    } catch (e) {
      if (applyServerErrors(form, e, ['start'])) return;
      form.setError('root', { type: 'server', message: errorMessage(e, t('errors.generic')) });
      if (e instanceof ApiError && e.code === 'SlotUnavailable') {
        form.setValue('start', '');
        void slots.mutate();
      }
    }
  });

  return (
    <>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('bookings.reschedule.current', { summary })}</Typography>
        {slots.error && !slots.data ? <LoadError error={slots.error} onRetry={() => void slots.mutate()} /> : null}
        {!slots.data && !slots.error ? <Loading minHeight={120} /> : null}
        {slots.data ? (
          <SlotPicker
            slots={slots.data.data}
            days={slots.days}
            timeZone={timeZone}
            consultantTimeZone={slots.data.meta.time_zone}
            selected={selected}
            onSelect={(slot) => {
              form.clearErrors();
              form.setValue('start', slot.start);
            }}
            onPrevious={slots.previous}
            onNext={slots.next}
            canPrevious={slots.canPrevious}
            canNext={slots.canNext}
          />
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="reschedule-error">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        {/* Not "Annuler": next to a booking, that word reads as cancelling it. */}
        <Button onClick={onClose}>{t('bookings.reschedule.keep')}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={!selected || busy} data-testid="reschedule-confirm">
          {busy ? t('bookings.reschedule.sending') : t('bookings.reschedule.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}

/** The dialog. */
export function RescheduleDialog(props: RescheduleDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.booking !== null} onClose={props.onClose} aria-labelledby="reschedule-dialog-title" fullWidth maxWidth="sm" data-testid="reschedule-dialog">
      <DialogTitle id="reschedule-dialog-title">{t('bookings.reschedule.title')}</DialogTitle>
      {props.booking ? <RescheduleContent {...props} booking={props.booking} /> : null}
    </Dialog>
  );
}
