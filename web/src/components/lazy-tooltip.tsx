/**
 * An MUI tooltip whose code (the tooltip and its positioning engine, about 8 KiB compressed) is not part of
 * a page's first load (docs/performance.md). The first hover or focus of the element starts loading it and
 * shows the browser's own tooltip (`title`); once the pointer leaves (or focus moves on), the MUI tooltip
 * takes over. The element is never replaced while the visitor points at it, so no click is lost.
 *
 * @module components/lazy-tooltip
 */
import { cloneElement, useRef, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';

/** The part of MUI's Tooltip props used here. */
type TooltipComponent = ComponentType<{ title: ReactNode; children: ReactElement }>;

/** Props of {@link LazyTooltip}. */
export interface LazyTooltipProps {
  /** The tooltip's text. */
  title: string;
  /** One element able to hold a ref, a `title` and pointer/focus handlers (e.g. a `<span>` around a button). */
  children: ReactElement<{ title?: string; onPointerEnter?: () => void; onPointerLeave?: () => void; onFocus?: () => void; onBlur?: () => void }>;
}

/** The element, with its tooltip. */
export function LazyTooltip({ title, children }: LazyTooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(null);
  const loading = useRef<Promise<TooltipComponent> | null>(null);
  const loaded = useRef<TooltipComponent | null>(null);
  if (Tooltip) return <Tooltip title={title}>{children}</Tooltip>;
  const load = () => {
    loading.current ??= import('@mui/material/Tooltip').then((module) => (loaded.current = module.default as TooltipComponent));
  };
  const takeOver = () => {
    if (loaded.current) setTooltip(() => loaded.current);
  };
  return cloneElement(children, { title, onPointerEnter: load, onFocus: load, onPointerLeave: takeOver, onBlur: takeOver });
}
