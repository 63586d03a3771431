/**
 * Whether an element has come near the viewport, for content whose code is fetched only when the
 * visitor is about to see it (docs/performance.md).
 *
 * @module lib/use-near-viewport
 */
import { useEffect, useState, type RefObject } from 'react';

/** How far below (or above) the viewport an element counts as near, in px. */
export const NEAR_VIEWPORT_MARGIN_PX = 400;

/**
 * Becomes `true` once the element is within {@link NEAR_VIEWPORT_MARGIN_PX} of the viewport, or is the
 * target of the address's `#fragment`, and stays `true`. Without `IntersectionObserver` (older browsers,
 * tests) it is `true` at once.
 *
 * @param ref - the element watched.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  // Not near on the first render, wherever it runs: a page rendered on the server is hydrated with the same answer.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    if (element.id && window.location.hash === `#${element.id}`) {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
