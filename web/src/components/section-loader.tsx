/**
 * Loading of a section's record before its form is shown: the form is rendered once, with the record as
 * its initial values (a record the API does not have yet — `404` — counts as empty); a failed read shows
 * the error with a retry.
 *
 * @module components/section-loader
 */
import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { LoadError } from './load-error';
import { Loading } from './loading';
import type { ApiError } from '../lib/api-client';

/** Props of {@link SectionLoader}. */
export interface SectionLoaderProps<T> {
  read: SWRResponse<{ data: T }, ApiError>;
  /** Renders the form with the record (`null` when there is none yet). */
  children: (record: T | null) => ReactNode;
}

/** Loading, error, or the form. */
export function SectionLoader<T>({ read, children }: SectionLoaderProps<T>) {
  if (read.data) return <>{children(read.data.data ?? null)}</>;
  if (read.error?.status === 404) return <>{children(null)}</>;
  if (read.error) return <LoadError error={read.error} onRetry={() => void read.mutate()} />;
  return <Loading minHeight={200} />;
}
