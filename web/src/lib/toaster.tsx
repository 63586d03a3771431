/**
 * The toast container, loaded on the first toast (keeps notistack out of the initial bundle).
 * Used only by `lib/toast.tsx`.
 *
 * @module lib/toaster
 */
import { forwardRef, useEffect } from 'react';
import { SnackbarContent, SnackbarProvider, closeSnackbar, enqueueSnackbar, type CustomContentProps } from 'notistack';
import Alert from '@mui/material/Alert';
import { TOAST_AUTO_CLOSE_MS, TOAST_WIDTH_PX } from '../config/constants';
import type { ToastRequest, ToastType } from './toast-request';

const ToastAlert = forwardRef<HTMLDivElement, CustomContentProps>(function ToastAlert({ id, message, variant }, ref) {
  const severity: ToastType = variant === 'default' ? 'info' : variant;
  return (
    <SnackbarContent ref={ref} style={{ width: TOAST_WIDTH_PX, maxWidth: 'calc(100vw - 32px)' }}>
      <Alert severity={severity} variant="filled" onClose={() => closeSnackbar(id)} sx={{ width: '100%', boxShadow: 3 }} data-testid={`toast-${severity}`}>
        {message}
      </Alert>
    </SnackbarContent>
  );
});

/** Props of {@link Toaster}. */
export interface ToasterProps {
  /** Called once mounted with the function that displays a toast. */
  onReady: (show: (request: ToastRequest) => void) => void;
}

/** notistack provider: top-right, 4.5 s auto-close, width 384, at most 4 at once (spec §9). */
export default function Toaster({ onReady }: ToasterProps) {
  useEffect(() => {
    onReady((request) => enqueueSnackbar(request.message, { variant: request.type }));
  }, [onReady]);
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={TOAST_AUTO_CLOSE_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      Components={{ default: ToastAlert, success: ToastAlert, info: ToastAlert, warning: ToastAlert, error: ToastAlert }}
    />
  );
}
