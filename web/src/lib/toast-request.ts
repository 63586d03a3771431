/**
 * What a toast is (types only): shared by the toast helper (`lib/toast`) and the container it loads
 * lazily (`lib/toaster`), which therefore do not import each other.
 *
 * @module lib/toast-request
 */

/** Kinds of toast. */
export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** One toast to show. */
export interface ToastRequest {
  type: ToastType;
  /** Already translated text. */
  message: string;
}
