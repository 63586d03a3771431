/**
 * A confirmation dialog (e.g. "your profile goes back to review", "delete this degree?").
 *
 * @module components/confirm-dialog
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  /** Red confirm button (deletions). */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  'data-testid'?: string;
}

/** The dialog. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, destructive = false, onConfirm, onCancel, 'data-testid': testId = 'confirm-dialog' }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{cancelLabel ?? t('forms.cancel')}</Button>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog moves focus into itself: onto its confirm action (WAI-ARIA dialog pattern) */}
        <Button onClick={onConfirm} variant="contained" color={destructive ? 'error' : 'primary'} autoFocus data-testid={`${testId}-confirm`}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
