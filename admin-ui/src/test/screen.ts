import { vi } from 'vitest';

/**
 * A screen size for MUI's useMediaQuery (jsdom has no matchMedia): `desktop` answers min-width
 * queries, `phone` max-width ones. Undo with `vi.unstubAllGlobals()`.
 */
export function stubScreen(size: 'desktop' | 'phone') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes(size === 'desktop' ? 'min-width' : 'max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
