import { lazy, Suspense } from 'react';
import type { FieldProps } from 'react-admin';

const MarkdownView = lazy(() => import('./MarkdownView'));

/** A Markdown field shown as rich text (show pages); its renderer loads on first use. */
export const MarkdownField = (props: FieldProps) => (
  <Suspense fallback={null}>
    <MarkdownView {...props} />
  </Suspense>
);
