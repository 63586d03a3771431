/**
 * An MUI tooltip whose code (the tooltip and its positioning engine, about 20 KiB compressed) loads on
 * the first pointer hover or focus of its element rather than with the page (docs/performance.md): until
 * then the element is shown as it is; the first hover or focus loads the tooltip and opens it.
 *
 * @module components/lazy-tooltip
 */
import { cloneElement, lazy, Suspense, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/** Props of {@link LazyTooltip}. */
export interface LazyTooltipProps {
  /** The tooltip's text. */
  title: string;
  /** One element able to hold a ref and pointer/focus handlers (e.g. a `<span>` around a button). */
  children: ReactElement<{ onPointerEnter?: (event: PointerEvent) => void; onFocus?: (event: FocusEvent) => void }>;
}

/** The element, with its tooltip once the visitor points at it or focuses it. */
export function LazyTooltip({ title, children }: LazyTooltipProps) {
  const [open, setOpen] = useState<boolean | null>(null);
  if (open === null) return cloneElement(children, { onPointerEnter: () => setOpen(true), onFocus: () => setOpen(true) });
  return (
    <Suspense fallback={children}>
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
