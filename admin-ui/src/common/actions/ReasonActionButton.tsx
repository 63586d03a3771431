import { useState, type ReactElement } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

import { ActionButton, DialogButton } from './buttons';
import { useRecordAction, type ActionSuccess } from './useRecordAction';

export interface ReasonActionButtonProps {
  /** the record the action runs on */
  recordId: string | number;
  /** the custom action, sent as `POST /<resource>/:id/<action>` `{ reason }` */
  action: string;
  /** the button's and the dialog's submit label (translation key) */
  label: string;
  icon: ReactElement;
  color: 'error' | 'warning';
  disabled?: boolean;
  /** the dialog's title, text, field label and field help (translation keys); help gets `{ min, max }` */
  title: string;
  content: string;
  reasonLabel: string;
  help: string;
  /** arguments of the title, e.g. `{ name }` */
  titleArgs?: Record<string, unknown>;
  /** the reason's length in characters, trimmed */
  limits: { min: number; max: number };
  /** the translation key of what is wrong with a reason, or `undefined` when it may be sent */
  validate: (reason: string) => string | undefined;
  /** what the admin is told once done */
  success: ActionSuccess;
  /** lines the reason field shows */
  minRows?: number;
  /** the dialog title's element id */
  titleId: string;
}

/**
 * A button opening a dialog that asks the reason of an action (reject a consultant, hide a review…),
 * checked before sending, then runs the action with `{ reason }` on the record ({@link useRecordAction});
 * the dialog closes, and the reason is forgotten, once the action is done.
 */
export const ReasonActionButton = ({
  recordId,
  action,
  label,
  icon,
  color,
  disabled = false,
  title,
  content,
  reasonLabel,
  help,
  titleArgs,
  limits,
  validate,
  success,
  minRows = 3,
  titleId,
}: ReasonActionButtonProps) => {
  const translate = useTranslate();
  const { run, running } = useRecordAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setOpen(false);
    setError(undefined);
  };
  const submit = async () => {
    const refused = validate(reason);
    setError(refused);
    if (refused) return;
    const done = await run({ id: recordId, action, data: { reason: reason.trim() } }, success);
    if (done) {
      setReason('');
      close();
    }
  };
  return (
    <>
      <ActionButton label={label} color={color} disabled={disabled || running} onClick={() => setOpen(true)}>
        {icon}
      </ActionButton>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogTitle id={titleId}>{translate(title, titleArgs)}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate(content)}</DialogContentText>
            <TextField
              fullWidth
              multiline
              minRows={minRows}
              required
              label={translate(reasonLabel)}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (error) setError(validate(event.target.value));
              }}
              error={Boolean(error)}
              helperText={translate(error ?? help, limits)}
              slotProps={{ htmlInput: { maxLength: limits.max } }}
            />
          </DialogContent>
          <DialogActions>
            <DialogButton label="ra.action.cancel" onClick={close} disabled={running} />
            <DialogButton label={label} type="submit" color={color} variant="contained" disabled={running} />
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
};
