/**
 * The ONE toast helper (spec §8 "A toast helper shows a notification of type success, info, warning or
 * error with a message"; spec §9 defaults: top-right, auto-close 4.5 s, width 384 px).
 *
 * `toast.success|info|warning|error(message)` can be called from anywhere (components, effects, plain
 * functions). `<ToastProvider>` (mounted once in `app/providers.tsx`) loads the container — notistack
 * with MUI `Alert`, see `lib/toaster.tsx` — on the first toast, and toasts asked for meanwhile are shown
 * as soon as it is ready.
 *
 * @module lib/toast
 */
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { ToastRequest, ToastType } from './toast-request';

const Toaster = lazy(() => import('./toaster'));

const pending: ToastRequest[] = [];
let deliver: ((request: ToastRequest) => void) | null = null;
let requestMount: (() => void) | null = null;

/**
 * Shows a toast.
 *
 * @param type - success, info, warning or error.
 * @param message - already translated text.
 */
export function showToast(type: ToastType, message: string): void {
  const request = { type, message };
  if (deliver) {
    deliver(request);
    return;
  }
  pending.push(request);
  requestMount?.();
}

/** Shorthands of {@link showToast}. */
export const toast = {
  success: (message: string) => showToast('success', message),
  info: (message: string) => showToast('info', message),
  warning: (message: string) => showToast('warning', message),
  error: (message: string) => showToast('error', message),
};

/** Mounts the toast container on demand. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    requestMount = () => setMounted(true);
    if (pending.length > 0) setMounted(true);
    return () => {
      requestMount = null;
      deliver = null;
    };
  }, []);

  const onReady = useCallback((show: (request: ToastRequest) => void) => {
    deliver = show;
    for (const request of pending.splice(0)) show(request);
  }, []);

  return (
    <>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <Toaster onReady={onReady} />
        </Suspense>
      ) : null}
    </>
  );
}
