/**
 * Entry point: fonts, language preference (spec §2), the style cache carrying the page's CSP nonce,
 * providers, router; removes the initial loading overlay 300 ms after start (spec §4).
 *
 * A page the server rendered (`entry-server`; docs/performance.md "The first screen rendered on the server") comes
 * with its first screen inside `#root`: the app hydrates it in the language it was rendered in (the
 * document's `lang`), after loading the route modules of the page (as the server did), so that its first
 * render matches the markup; a stored choice of another language is applied right after. Any other page
 * is rendered from scratch, as before. Once React has committed its first render (hydrated or not), the
 * document carries `data-hydrated`: the page answers clicks from then on (the browser tests wait for it).
 */
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import '@fontsource/lato/400.css';
import '@fontsource/lato/700.css';
import { AppProviders } from './app/providers';
import { createStyleCache } from '../../config/browser/csp-nonce';
import { createAppRouter, routes } from './app/router';
import { LOADING_OVERLAY_DELAY_MS } from './config/constants';
import { i18n, ensureLanguageLoaded, isLanguage } from './lib/i18n';
import { initLanguagePreference, syncDocumentLanguage } from './features/language/model/language-preference';

window.setTimeout(() => document.getElementById('app-loading')?.remove(), LOADING_OVERLAY_DELAY_MS);

const container = document.getElementById('root') as HTMLElement;

/** Marks the document once React's first render is committed (`<html data-hydrated>`); renders nothing. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The app in its providers. */
function app(): ReactNode {
  const router = createAppRouter();
  return (
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <AppProviders>
          <RouterProvider router={router} future={{ v7_startTransition: true }} />
        </AppProviders>
        <HydrationMark />
      </CacheProvider>
    </StrictMode>
  );
}

/** Loads the lazy route modules the current address matches, into the route objects (as the server's handler does). */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy) return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

function render() {
  syncDocumentLanguage(i18n);
  createRoot(container).render(app());
}

async function hydrate() {
  const rendered = document.documentElement.lang;
  if (isLanguage(rendered)) {
    await ensureLanguageLoaded(i18n, rendered);
    await i18n.changeLanguage(rendered);
  }
  await loadMatchedRoutes();
  hydrateRoot(container, app(), {
    onRecoverableError: (error) => console.error('hydration mismatch:', error),
  });
  // The visitor's stored choice (or `?lang=`) once the page is live.
  await initLanguagePreference(i18n);
  syncDocumentLanguage(i18n);
}

if (container.hasChildNodes()) {
  hydrate().catch((error: unknown) => {
    console.error(error);
    container.replaceChildren();
    render();
  });
} else {
  // A stored English choice loads its translations before the first render (no French flash).
  initLanguagePreference(i18n).then(render, render);
}
