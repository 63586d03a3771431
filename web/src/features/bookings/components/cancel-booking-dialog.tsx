/**
 * Cancelling a booking (docs/api-bookings.md; `POST bookings/:id/cancel`): a confirmation dialog with an
 * optional reason. The server's message is shown on failure (409 `ChangeTooLate`, `BookingCancelled`).
 *
 * Accessible names: the dialog is named by its title ("Annuler la réservation ?"), the field "Motif
 * (facultatif)", the confirm button "Confirmer l’annulation".
 *
 * @module features/bookings/components/cancel-booking-dialog
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { cancelBooking } from '../api/cancel-booking';
import type { Booking, BookingRole } from '../model/types';

/** Props of {@link CancelBookingDialog}. */
export interface CancelBookingDialogProps {
  /** The booking to cancel, or `null` when closed. */
  booking: Booking | null;
  role: BookingRole;
  /** Summary of the booking shown in the dialog (e.g. date and time). */
  summary: string;
  onClose: () => void;
  /** Called with the cancelled booking. */
  onDone: (booking: Booking) => void;
}

/** The dialog. */
export function CancelBookingDialog({ booking, role, summary, onClose, onDone }: CancelBookingDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!booking || busy) return;
    setBusy(true);
    setError(null);
    try {
      const cancelled = await cancelBooking(role, booking.id, reason);
      toast.success(t('bookings.cancel.done'));
      setReason('');
      onDone(cancelled);
    } catch (e) {
      setError(errorMessage(e, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={booking !== null}
      title={t('bookings.cancel.title')}
      confirmLabel={busy ? t('bookings.cancel.sending') : t('bookings.cancel.confirm')}
      cancelLabel={t('bookings.cancel.keep')}
      destructive
      onConfirm={() => void confirm()}
      onCancel={close}
      data-testid="cancel-dialog"
    >
      {t('bookings.cancel.text', { summary })}
      <TextField
        label={t('bookings.cancel.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'cancel-reason' } }}
      />
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="cancel-error">
          {error}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
