/**
 * Cancelling a booking (docs/api-bookings.md; `POST bookings/:id/cancel`): a confirmation dialog with an
 * optional reason, checked by the API's own schema (`CancelBookingRequest`: at most 1000 characters).
 * A 400's field error shows under the reason; any other failure's message (409 `ChangeTooLate`,
 * `BookingCancelled`) above the buttons.
 *
 * Accessible names: the dialog is named by its title ("Annuler la réservation ?"), the field "Motif
 * (facultatif)", the confirm button "Confirmer l’annulation".
 *
 * @module features/bookings/components/cancel-booking-dialog
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage } from '../../../lib/form-rules';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { CancelBookingRequest, cancelBooking } from '../api/cancel-booking';
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

const EMPTY = { reason: '' };

/** The dialog. */
export function CancelBookingDialog({ booking, role, summary, onClose, onDone }: CancelBookingDialogProps) {
  const { t } = useTranslation();
  const form = useContractForm(CancelBookingRequest, { defaultValues: EMPTY });
  const busy = form.formState.isSubmitting;
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    form.reset(EMPTY);
    setError(null);
    onClose();
  };

  const confirm = form.handleSubmit(async (request) => {
    if (!booking) return;
    setError(null);
    try {
      const cancelled = await cancelBooking(role, booking.id, request);
      toast.success(t('bookings.cancel.done'));
      form.reset(EMPTY);
      onDone(cancelled);
    } catch (e) {
      if (!applyServerErrors(form, e, ['reason'])) setError(errorMessage(e, t('errors.generic')));
    }
  });

  return (
    <ConfirmDialog
      open={booking !== null}
      title={t('bookings.cancel.title')}
      confirmLabel={busy ? t('bookings.cancel.sending') : t('bookings.cancel.confirm')}
      cancelLabel={t('bookings.cancel.keep')}
      destructive
      onConfirm={() => {
        if (!busy) void confirm();
      }}
      onCancel={close}
      data-testid="cancel-dialog"
    >
      {t('bookings.cancel.text', { summary })}
      <FormTextField
        control={form.control}
        name="reason"
        id="cancel-reason"
        label={t('bookings.cancel.reason')}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { 'data-testid': 'cancel-reason' } }}
      />
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="cancel-error">
          {error}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
