/**
 * Entry point: fonts, language preference (spec §2), the style cache carrying the page's CSP nonce,
 * providers, router; removes the initial loading overlay 300 ms after start (spec §4).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import '@fontsource/lato/400.css';
import '@fontsource/lato/700.css';
import { AppProviders } from './app/providers';
import { createStyleCache } from '../../config/browser/csp-nonce';
import { createAppRouter } from './app/router';
import { LOADING_OVERLAY_DELAY_MS } from './config/constants';
import { i18n } from './lib/i18n';
import { initLanguagePreference, syncDocumentLanguage } from './features/language/model/language-preference';

window.setTimeout(() => document.getElementById('app-loading')?.remove(), LOADING_OVERLAY_DELAY_MS);

function render() {
  syncDocumentLanguage(i18n);
  const router = createAppRouter();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <AppProviders>
          <RouterProvider router={router} future={{ v7_startTransition: true }} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
}

// A stored English choice loads its translations before the first render (no French flash).
initLanguagePreference(i18n).then(render, render);
