/**
 * Server-side rendering of the public pages (docs/performance.md "The first screen rendered on the server"): the CMS
 * imports the server build of this module (`web/dist-server/entry-server.js`, `npm run build -w web`) and
 * asks it for the HTML of a page's first screen, which the browser then hydrates (`main.tsx`).
 *
 * The same route modules as in the browser render the page (react-router's static handler over
 * `app/router` `routes`, lazy modules resolved), with the same providers (theme, translations, SWR) and the
 * same embedded first-render answers as SWR's `fallback` (cms `lib/seo/initial-data`): what the server
 * renders is what the browser's first render produces, so hydration finds no mismatch. Reads that the page
 * makes and that the answers do not hold are reported ({@link RenderedPage.missing}): the server reads
 * them and renders again, so that a page with a query (the expert search's filters) paints its own results.
 *
 * Styles: MUI's Emotion styles used by the page are extracted into `<style>` tags carrying the page's CSP
 * nonce (the `nonce` argument; the server passes its placeholder and writes the answer's nonce into the
 * whole page); the browser's Emotion cache (same key, `css`) takes them over.
 *
 * Nothing personal is rendered: the server renders as a signed-out visitor; a signed-in visitor's header
 * and favourites appear once the page has hydrated.
 *
 * @module entry-server
 */
import { StrictMode } from 'react';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { unstable_serialize, type Middleware } from 'swr';
import type { i18n as I18n } from 'i18next';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { createI18n, ensureLanguageLoaded } from './lib/i18n';
import { initialFallback, type InitialData } from './lib/initial-data';
import type { ApiKey } from './lib/fetcher';
import type { Language } from './config/constants';

/** What the server asks for. */
export interface RenderRequest {
  /** the page's absolute URL (its path and query decide the page and its reads) */
  url: string;
  /** the page's language (`?lang=`, else the visitor's stored choice, else French) */
  language: Language;
  /** the API answers known for this page (the embedded data block's content) */
  reads: InitialData['reads'];
  /** the nonce written on the style tags (the server's placeholder, replaced per answer) */
  nonce: string;
}

/** What the server gets back. */
export interface RenderedPage {
  /** HTTP status the page's routes give (200, or 404 for a path no route matches) */
  status: number;
  /** the markup of the app, to go inside `<div id="root">` */
  html: string;
  /** the page's Emotion styles, as `<style data-emotion … nonce>` tags for the head */
  styles: string;
  /**
   * Public reads (`[path, language, query?]` on `/api/client/`) the render asked for that `reads` did not
   * hold, each once: the page then showed their loading state in their place.
   */
  missing: ApiKey[];
}

/** react-router's handler over the app's routes (lazy route modules are resolved once, then kept). */
const handler = createStaticHandler(routes, { future: { v7_relativeSplatPath: true } });

/** One translation instance per language, loaded once (renders are synchronous, so never switched mid-render). */
const translations = new Map<Language, Promise<I18n>>();

function translationsOf(language: Language): Promise<I18n> {
  let instance = translations.get(language);
  if (!instance) {
    const created = createI18n(language);
    instance = ensureLanguageLoaded(created, language).then(() => created);
    translations.set(language, instance);
  }
  return instance;
}

/**
 * The markup of `element` once everything in it has rendered, lazy parts included (a page's lazily loaded
 * panels are resolved on the server rather than left for the browser to render, which hydration would
 * report as a boundary the server could not finish).
 * @throws the error of a render that failed before anything could be rendered
 */
function renderAll(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

/** Whether an SWR key is a public read the server can make on its own (no role, no user). */
const isPublicRead = (key: unknown): key is ApiKey => Array.isArray(key) && key.length <= 3 && typeof key[0] === 'string' && typeof key[1] === 'string';

/**
 * Renders the first screen of a page.
 * @returns its markup, styles, status and the reads it missed ({@link RenderedPage})
 * @throws Error when a route module throws while rendering (the server then sends the page without it)
 */
export async function render({ url, language, reads, nonce }: RenderRequest): Promise<RenderedPage> {
  const i18n = await translationsOf(language);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { status: context.status, html: '', styles: '', missing: [] };
  const router = createStaticRouter(handler.dataRoutes, context, { future: { v7_partialHydration: true, v7_relativeSplatPath: true } });

  const fallback = initialFallback({ reads });
  const missing = new Map<string, ApiKey>();
  const recordMissing: Middleware = (useSWRNext) => (key, fetcher, config) => {
    let value: unknown;
    try {
      value = typeof key === 'function' ? key() : key;
    } catch {
      value = null;
    }
    if (isPublicRead(value)) {
      const serialized = unstable_serialize(value);
      if (!(serialized in fallback)) missing.set(serialized, value);
    }
    return useSWRNext(key, fetcher, config);
  };

  const cache = createCache({ key: 'css', nonce, prepend: true });
  const emotion = createEmotionServer(cache);
  const html = await renderAll(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders i18n={i18n} fallback={fallback} use={[recordMissing]}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { status: context.statusCode, html, styles, missing: [...missing.values()] };
}
