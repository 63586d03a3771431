/**
 * The first screen of the public pages rendered on the server (docs/performance.md "The first screen
 * rendered on the server"): the HTML a visitor's browser paints before any JavaScript has run, and which the web app then
 * hydrates.
 *
 * The web build has a server part (`web/dist-server/entry-server.js`, from `web/src/entry-server.tsx`):
 * the web app's own route modules and providers, rendered by React on Node. This module gives it the
 * page's URL, language and the API answers of its first render ({@link pageReads}: the layout's and the
 * page's declared reads), and reads what the render reports missing (the expert search's filtered
 * results, the reference lists of its filters…) with the same anonymous loopback read, rendering again
 * until nothing is missing (at most {@link MAX_PASSES} renders). Every answer used goes into the page's
 * data block, so the browser's first render, fed the same answers, produces the same markup.
 *
 * Which pages: those of `page-meta.json` marked `serverRendered` (the public catalogue and content pages,
 * web `config/routes`), at their 200 answers. The rest (account pages, areas, the back office) go out as
 * before: the app's shell, rendered in the browser.
 *
 * A rendered page is kept 15 s per language, path and query in the heads' content cache, which every
 * write of content empties (docs/public-cache.md): an edit in the back office shows on the next load.
 * A render that fails (a missing server build, a route that throws) leaves the page to the browser.
 */
import fs from 'fs';
import path from 'path';
import { pathToFileURL } from 'url';
import { cached, isCached } from '../content-cache';
import { pageReads, readKeyAnswer, type ReadKey, type StartRequest } from './initial-data';

/** Renders of one page at most: the first, then one per round of missing reads. */
export const MAX_PASSES = 3;
/**
 * Pages rendered at once by this process, at most (`SERVER_RENDERS_AT_ONCE`, default 4): past it a page
 * goes out unrendered (the app renders it in the browser, as before), so that a burst of never-seen
 * addresses (an expert search with ever new words) cannot queue every visitor behind renders.
 * `SERVER_RENDERING=false` turns rendering off.
 */
const rendersAtOnce = (): number => {
  if (process.env.SERVER_RENDERING === 'false') return 0;
  const value = Number(process.env.SERVER_RENDERS_AT_ONCE ?? 4);
  return Number.isInteger(value) && value >= 0 ? value : 4;
};
/** Renders under way in this process. */
let rendering = 0;
/** File of the web's server build, relative to the web build folder's parent (`web/`). */
export const SERVER_ENTRY = path.join('dist-server', 'entry-server.js');

/** What the web's server entry takes (web `entry-server` `RenderRequest`). */
interface RenderRequest {
  url: string;
  language: ReadKey[1];
  reads: [ReadKey, unknown][];
  nonce: string;
}

/** What the web's server entry answers (web `entry-server` `RenderedPage`). */
interface RenderedPage {
  status: number;
  html: string;
  styles: string;
  missing: ReadKey[];
}

/** The web's server entry. */
interface ServerEntry {
  render(request: RenderRequest): Promise<RenderedPage>;
}

/** A page's first screen. */
export interface ServerRenderedPage {
  /** markup of the app, to go inside `<div id="root">` */
  html: string;
  /** the page's style tags (nonce: the placeholder given) */
  styles: string;
  /** every API answer the render used, for the page's data block */
  reads: [ReadKey, unknown][];
}

/** The loaded server entry per file, with the file's modification time (a new build is loaded again). */
const entries = new Map<string, { mtimeMs: number; entry: Promise<ServerEntry> }>();

/**
 * The web's server entry next to the web build `webDir`, or `null` when the build has none.
 * @param webDir - the web build folder (`web/dist`)
 */
function serverEntry(webDir: string): Promise<ServerEntry> | null {
  const file = path.join(path.dirname(webDir), SERVER_ENTRY);
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const known = entries.get(file);
  if (known?.mtimeMs === mtimeMs) return known.entry;
  // The query makes a rebuilt file a new module for Node's loader.
  const entry = import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<ServerEntry>;
  entries.set(file, { mtimeMs, entry });
  entry.catch(() => entries.delete(file));
  return entry;
}

/**
 * The first screen of a page, rendered by the web's server entry.
 * @param webDir - the web build folder
 * @param request - the page (its match, language, query), as for its data block
 * @param url - the page's absolute URL
 * @param nonce - the CSP nonce placeholder, written on the style tags
 * @returns the page's markup, styles and answers, or `null` when the build has no server part, rendering
 *   is off, or as many pages as allowed are being rendered
 * @throws Error when the render fails (the caller sends the page without it)
 */
export async function renderPage(webDir: string, request: StartRequest, url: string, nonce: string): Promise<ServerRenderedPage | null> {
  const key = `ssr:${request.language}:${url}`;
  const loading = serverEntry(webDir);
  if (!loading) return null;
  const render = async () => renderWithReads(await loading, request, url, nonce);
  // A page kept (or being rendered for another visitor) costs no render of its own.
  if (isCached(key)) return cached(key, render);
  if (rendering >= rendersAtOnce()) return null;
  rendering += 1;
  try {
    return await cached(key, render);
  } finally {
    rendering -= 1;
  }
}

/** Renders until the page's reads are all known (at most {@link MAX_PASSES} renders). */
async function renderWithReads(entry: ServerEntry, request: StartRequest, url: string, nonce: string): Promise<ServerRenderedPage> {
  const reads = await pageReads(request);
  for (let pass = 1; ; pass += 1) {
    const rendered = await entry.render({ url, language: request.language, reads, nonce });
    const known = new Set(reads.map(([key]) => JSON.stringify(key)));
    const missing = rendered.missing.filter((key) => !known.has(JSON.stringify(key)));
    if (!missing.length || pass >= MAX_PASSES) return { html: rendered.html, styles: rendered.styles, reads };
    const answers = await Promise.all(missing.map((key) => readKeyAnswer(key)));
    const found = missing.flatMap((key, index) => (answers[index] == null ? [] : [[key, answers[index]] as [ReadKey, unknown]]));
    // Nothing more could be read (failed or refused reads): the page shows their loading state.
    if (!found.length) return { html: rendered.html, styles: rendered.styles, reads };
    reads.push(...found);
  }
}
