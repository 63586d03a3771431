import { useId, useState, type ReactElement } from 'react';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { TopToolbar, useRecordContext, useTranslate } from 'react-admin';

import { CANCEL_REASON_MAX, CANCEL_REASON_MIN, PAYMENT_REFERENCE_MAX, canCancel, canMarkPaid, canRefund, cancelReasonError, type AdminBooking } from './booking';
import { useBookingAction, type BookingActionKind } from './useBookingAction';
import { ActionButton, DialogButton } from '../../common/actions/buttons';

/** The text an action's dialog asks for: none, the optional payment reference, or the required reason. */
type ActionText = 'none' | 'payment_reference' | 'reason';

interface BookingActionButtonProps {
  kind: BookingActionKind;
  icon: ReactElement;
  /** what the dialog asks for besides a confirmation */
  text: ActionText;
  color?: 'primary' | 'error' | 'warning';
}

/**
 * A button opening a confirmation dialog for one action on the shown booking; the dialog may ask for a
 * payment reference (optional) or a cancellation reason (required, 3–500 characters, checked before
 * anything is sent). Confirming runs the action ({@link useBookingAction}); the dialog closes once the
 * server has answered.
 */
const BookingActionButton = ({ kind, icon, text, color = 'primary' }: BookingActionButtonProps) => {
  const record = useRecordContext<AdminBooking>();
  const translate = useTranslate();
  const { run, running } = useBookingAction(kind);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const titleId = useId();
  const descriptionId = useId();
  if (!record) return null;

  const close = () => {
    setOpen(false);
    setValue('');
    setError(undefined);
  };
  const confirm = async () => {
    if (text === 'reason') {
      const refusal = cancelReasonError(value);
      setError(refusal);
      if (refusal) return;
    }
    await run(record.id, text === 'reason' ? { reason: value } : text === 'payment_reference' ? { payment_reference: value } : {});
    close();
  };
  const label = `resources.bookings.actions.${kind}`;
  return (
    <>
      <ActionButton label={label} color={color} onClick={() => setOpen(true)} disabled={running}>
        {icon}
      </ActionButton>
      <Dialog open={open} onClose={running ? undefined : close} aria-labelledby={titleId} aria-describedby={descriptionId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate(`resources.bookings.actions.${kind}_title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId}>{translate(`resources.bookings.actions.${kind}_content`)}</DialogContentText>
          {text !== 'none' ? (
            <TextField
              fullWidth
              margin="normal"
              multiline={text === 'reason'}
              minRows={text === 'reason' ? 3 : undefined}
              required={text === 'reason'}
              label={translate(`resources.bookings.actions.${text}`)}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                if (error) setError(undefined);
              }}
              error={Boolean(error)}
              helperText={
                error
                  ? translate(error, { min: CANCEL_REASON_MIN, max: CANCEL_REASON_MAX })
                  : translate(`resources.bookings.actions.${text}_help`, { min: CANCEL_REASON_MIN, max: text === 'reason' ? CANCEL_REASON_MAX : PAYMENT_REFERENCE_MAX })
              }
              slotProps={{ htmlInput: { maxLength: text === 'reason' ? CANCEL_REASON_MAX : PAYMENT_REFERENCE_MAX } }}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <DialogButton label="ra.action.cancel" onClick={close} disabled={running} />
          <DialogButton label={`resources.bookings.actions.${kind}_confirm`} color={color} variant="contained" onClick={() => void confirm()} disabled={running} />
        </DialogActions>
      </Dialog>
    </>
  );
};

/** Marks the shown booking paid, with an optional reference; only for a confirmed booking awaiting payment. */
export const MarkPaidButton = () => {
  const record = useRecordContext<AdminBooking>();
  return record && canMarkPaid(record) ? <BookingActionButton kind="mark_paid" text="payment_reference" icon={<PaidIcon />} /> : null;
};

/** Refunds the shown booking; only for a paid booking. */
export const RefundButton = () => {
  const record = useRecordContext<AdminBooking>();
  return record && canRefund(record) ? <BookingActionButton kind="refund" text="none" icon={<UndoIcon />} color="warning" /> : null;
};

/** Cancels the shown booking with a reason; only for a confirmed booking that has not started. */
export const CancelBookingButton = () => {
  const record = useRecordContext<AdminBooking>();
  return record && canCancel(record) ? <BookingActionButton kind="cancel" text="reason" icon={<EventBusyIcon />} color="error" /> : null;
};

/** The show page's toolbar: the actions that apply to the booking. */
export const BookingShowActions = () => (
  <TopToolbar>
    <MarkPaidButton />
    <RefundButton />
    <CancelBookingButton />
  </TopToolbar>
);
