/**
 * Browser code shared by the two front ends (web and admin-ui): the Content-Security-Policy nonce of
 * this page load (README "Security"). The server writes a fresh nonce into `<meta name="csp-nonce">`
 * of index.html and allows only styles carrying it, so that no `'unsafe-inline'` is needed. The style
 * engines are given it: Emotion (MUI, react-admin) through its cache and goober (notistack's toasts)
 * through `window.__nonce__`.
 *
 * @module config/browser/csp-nonce
 */
import createCache, { type EmotionCache } from '@emotion/cache';

/** The page's nonce, or `undefined` when the page was not served with one (Vite's dev server, tests). */
export function cspNonce(): string | undefined {
  const value = typeof document !== 'undefined' ? document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') : null;
  return value && /^[A-Za-z0-9+/=_-]{16,}$/.test(value) ? value : undefined;
}

/** The Emotion cache of the app, stamping every style element with the page's nonce. */
export function createStyleCache(): EmotionCache {
  const nonce = cspNonce();
  if (nonce) (window as Window & { __nonce__?: string }).__nonce__ = nonce;
  return createCache({ key: 'css', nonce, prepend: true });
}
