/**
 * The submit button of the site's forms (account forms, contact, waiting list, starter kit): disabled
 * while the form is being sent, with a label and a progress circle saying so.
 *
 * @module components/submit-button
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

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
    <Button type="submit" variant="contained" size="large" disabled={sending || disabled} startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}>
      {sending ? sendingLabel : label}
    </Button>
  );
}
