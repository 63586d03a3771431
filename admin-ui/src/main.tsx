import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';

import { App } from './App';
import { createStyleCache } from '../../config/browser/csp-nonce';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    {/* Styles carry the page's CSP nonce (no 'unsafe-inline'). */}
    <CacheProvider value={createStyleCache()}>
      <App />
    </CacheProvider>
  </StrictMode>,
);
