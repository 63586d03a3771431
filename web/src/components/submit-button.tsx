/**
 * The submit button of the account forms: disabled while the form is being sent, with a label saying so.
 *
 * @module components/submit-button
 */
import Button from '@mui/material/Button';

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps {
  /** The form is being sent. */
  sending: boolean;
  label: string;
  /** The label while sending. */
  sendingLabel: string;
  /** Disabled for another reason than sending (e.g. a required step not done yet). */
  disabled?: boolean;
}

/** The button. */
export function SubmitButton({ sending, label, sendingLabel, disabled = false }: SubmitButtonProps) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={sending || disabled}>
      {sending ? sendingLabel : label}
    </Button>
  );
}
