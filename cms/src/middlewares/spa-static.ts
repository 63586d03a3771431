/**
 * One origin for everything (DESIGN §1): serves the web build at `/` and the admin-ui build at
 * `/admin`, each with a client-side-routing fallback to its `index.html`, plus `/app-config.js`
 * (runtime front-end settings: the public application key). `/api`, `/cms` and `/uploads` are left
 * to Strapi. Build folders: env `WEB_DIST_DIR` / `ADMIN_UI_DIST_DIR`, default `../web/dist` and
 * `../admin-ui/dist` next to the cms folder.
 *
 * Status of the web's pages: a path matching one of the web app's route patterns (written by the web
 * build to `route-patterns.json`, from the router's own list `web/src/config/routes.ts`) answers 200
 * with `index.html`; any other path without a file extension answers 404 with the same `index.html`,
 * whose router shows the not-found page. `/admin/*` is react-admin's: its fallback answers 200.
 * `index.html` goes out with a fresh CSP nonce and a strict policy ({@link pageSecurityPolicy}).
 *
 * Head of the web's pages (docs/seo.md): the web's `index.html` goes out with the page's own title,
 * description, robots, canonical URL, `hreflang` alternates, sharing tags and JSON-LD (lib/seo), from
 * the build's `page-meta.json` and live content; an unknown blog post or consultant answers 404.
 *
 * First paint of the web's pages (docs/performance.md): the head also carries the page's first API
 * answers (a JSON data block the web app takes as SWR's `fallback`) and `modulepreload` links to its
 * route's code (lib/seo/initial-data). Build files are served pre-compressed (Brotli or gzip, per
 * `Accept-Encoding`), those of `assets/` (hashed names) with a year-long immutable cache.
 */
import type { Context, Next } from 'koa';
import fs from 'fs';
import path from 'path';
import { randomBytes } from 'crypto';
import send from 'koa-send';
import type { Core } from '@strapi/strapi';
import { publicApiKey } from '../lib/api-key';
import { injectHead } from '../lib/seo/head';
import { pageCatalogue } from '../lib/seo/pages';
import { LANGUAGE_COOKIE, LANGUAGE_PARAM, pageLanguage, webPageHead, type PageAnswer } from '../lib/seo/page-head';
import { pageStartTags } from '../lib/seo/initial-data';
import { renderPage, type ServerRenderedPage } from '../lib/seo/server-render';
import { siteUrl } from '../lib/mail';
import { publicMediaOrigin } from '../lib/object-storage';

const STRAPI_OWNED = /^\/(api|cms|uploads|content-manager|content-type-builder|upload|i18n|users-permissions|email|review-workflows|content-releases|_health)(\/|$)/;
const ADMIN_UI = /^\/admin(\/|$)/;
const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Placeholder of the CSP nonce in both builds' index.html (`<meta name="csp-nonce">`, `<style nonce>`). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The public media's origin on the object store (S3_PUBLIC_URL), as an extra CSP source, or nothing. */
const mediaSources = (): string => {
  const origin = publicMediaOrigin();
  return origin ? ` ${origin}` : '';
};

/**
 * Content-Security-Policy of the web and back-office pages: scripts and every other resource from
 * the site itself only (images and media also from the public media's origin when they are on the
 * object store), no `'unsafe-inline'` for scripts or style elements: styles need this answer's `nonce`,
 * which the apps hand to their style engines (Emotion, goober); only style attributes are allowed inline. Strapi's own `/cms` panel keeps helmet's policy.
 * @param nonce - base64 nonce of this answer
 */
export function pageSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    `style-src 'self' 'nonce-${nonce}'`,
    // Style attributes (not style elements): a page rendered on the server carries React's `style` props as
    // attributes (a closed accordion panel's `height: 0`), which the browser would otherwise drop, showing
    // what the page hides. An attribute styles its own element only; what it could fetch is held by img-src.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob:${mediaSources()}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    `media-src 'self' data: blob:${mediaSources()}`,
    // blob: the back office previews a private PDF it has read with the admin's token in a frame
    "frame-src 'self' blob: https://www.youtube-nocookie.com https://player.vimeo.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The web's `index.html` with a page's first screen rendered on the server (lib/seo/server-render): its
 * styles at the end of the head, its markup in `<div id="root">`, which the app hydrates, and without the
 * loading overlay, which would hide it until the app has run.
 */
export function withFirstScreen(html: string, rendered: Pick<ServerRenderedPage, 'html' | 'styles'>): string {
  return html
    .replace(/<\/head>/i, () => `  ${rendered.styles}\n  </head>`)
    .replace(/\s*<div id="app-loading"[^>]*>(?:<div[^>]*><\/div>)?<\/div>/i, '')
    .replace(/<div id="root"><\/div>/i, () => `<div id="root">${rendered.html}</div>`);
}

/** File of the web build listing its route patterns (`{ patterns: string[] }`, react-router syntax). */
export const ROUTE_PATTERNS_FILE = 'route-patterns.json';

/**
 * A matcher for react-router route patterns, with react-router's rules: case-insensitive, optional
 * trailing slash, `:name` for one non-empty segment, `:name?` (or `segment?`) for an optional one,
 * a final `*` for any rest.
 *
 * @param patterns - absolute patterns such as `/blog/:slug` or `/our-experts/:search?`.
 * @returns a predicate on a URL path (as received, percent-encoded).
 */
export function routeMatcher(patterns: readonly string[]): (urlPath: string) => boolean {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const regexes = patterns.map((pattern) => {
    const source = pattern
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        if (segment === '*') return '(?:/.*)?';
        const optional = segment.endsWith('?');
        const bare = optional ? segment.slice(0, -1) : segment;
        const part = bare.startsWith(':') ? '/[^/]+' : `/${escape(bare)}`;
        return optional ? `(?:${part})?` : part;
      })
      .join('');
    return new RegExp(`^${source}/?$`, 'i');
  });
  return (urlPath) => regexes.some((regex) => regex.test(urlPath));
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const cmsRoot = strapi.dirs.app.root;
  const webDir = path.resolve(process.env.WEB_DIST_DIR ?? path.join(cmsRoot, '..', 'web', 'dist'));
  const adminDir = path.resolve(process.env.ADMIN_UI_DIST_DIR ?? path.join(cmsRoot, '..', 'admin-ui', 'dist'));

  const isFile = (file: string) => {
    try {
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  };

  /** The web app's route matcher, read once from its build; null while the build has no list. */
  let webRoutes: ((urlPath: string) => boolean) | null = null;
  const isWebRoute = (urlPath: string): boolean | null => {
    if (!webRoutes) {
      try {
        const { patterns } = JSON.parse(fs.readFileSync(path.join(webDir, ROUTE_PATTERNS_FILE), 'utf8')) as { patterns: string[] };
        webRoutes = routeMatcher(patterns);
      } catch {
        return null;
      }
    }
    return webRoutes(urlPath);
  };

  const webPages = pageCatalogue(webDir);

  /**
   * The head of the web page at `ctx.path` (lib/seo) and the tags of its first paint (lib/seo/initial-data),
   * or `null` when the build has no page list or the content cannot be read (the page then goes out with
   * the build's own head).
   */
  async function webHead(ctx: Context): Promise<(PageAnswer & { startTags: string; rendered: ServerRenderedPage | null }) | null> {
    const meta = webPages.meta();
    if (!meta) return null;
    // `/index.html` is the home page.
    const urlPath = /^\/index\.html$/i.test(ctx.path) ? '/' : ctx.path;
    const language = pageLanguage(ctx.query[LANGUAGE_PARAM], ctx.cookies.get(LANGUAGE_COOKIE, { signed: false }));
    const matched = webPages.match(urlPath);
    try {
      const page = await webPageHead({ urlPath, language, base: siteUrl(), matched, meta });
      const start = { matched, found: page.status === 200, meta, language, querystring: ctx.querystring };
      const rendered =
        start.found && matched?.page.serverRendered
          ? await renderPage(webDir, start, `${siteUrl()}${urlPath}${ctx.search}`, CSP_NONCE_PLACEHOLDER).catch((error: Error) => {
              strapi.log.warn(`server render of ${ctx.path}: ${error.message}`);
              return null;
            })
          : null;
      const startTags = await pageStartTags(start, rendered?.reads).catch((error: Error) => {
        strapi.log.warn(`first-paint data of ${ctx.path}: ${error.message}`);
        return '';
      });
      return { ...page, startTags, rendered };
    } catch (error) {
      strapi.log.warn(`page head of ${ctx.path}: ${(error as Error).message}`);
      return null;
    }
  }

  async function serve(ctx: Context, root: string, relative: string): Promise<boolean> {
    const clean = path.posix.normalize(`/${relative}`);
    if (!isFile(path.join(root, clean))) return false;
    ctx.vary('Accept-Encoding');
    await send(ctx, clean, {
      root,
      // Pre-compressed copies written at build time (config/vite/precompress.ts).
      brotli: true,
      gzip: true,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? LONG_CACHE : 'no-cache');
      },
    });
    return true;
  }

  /** `index.html` of each build, read again only when the file changes. */
  const indexCache = new Map<string, { mtimeMs: number; html: string }>();
  const readIndex = (root: string): string | null => {
    const file = path.join(root, 'index.html');
    try {
      const { mtimeMs } = fs.statSync(file);
      const cached = indexCache.get(file);
      if (cached?.mtimeMs === mtimeMs) return cached.html;
      const html = fs.readFileSync(file, 'utf8');
      indexCache.set(file, { mtimeMs, html });
      return html;
    } catch {
      return null;
    }
  };

  /**
   * Answers with the `index.html` of the web or of the back office (the one place that serves it),
   * with this answer's CSP nonce written into it and a strict Content-Security-Policy
   * ({@link pageSecurityPolicy}); a web page with its own head ({@link webHead}).
   *
   * @param status - HTTP status of the answer (404 for a path that is no page of the web app; an
   *   unknown blog post or consultant turns a 200 into a 404).
   */
  async function serveIndex(ctx: Context, admin: boolean, status: number): Promise<void> {
    let html = readIndex(admin ? adminDir : webDir);
    if (html !== null) {
      const nonce = randomBytes(18).toString('base64');
      const page = admin ? null : await webHead(ctx);
      if (page) {
        html = injectHead(html, page.head);
        if (page.startTags) html = html.replace(/<\/head>/i, () => `  ${page.startTags}\n  </head>`);
        if (page.rendered) html = withFirstScreen(html, page.rendered);
        if (status === 200) status = page.status;
        ctx.set('Content-Language', page.head.language);
      }
      ctx.status = status;
      ctx.type = 'html';
      // A nonce is good for one answer: no cache may hand this page out again.
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Security-Policy', pageSecurityPolicy(nonce));
      ctx.body = ctx.method === 'HEAD' ? null : html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
      return;
    }
    ctx.status = 503;
    ctx.type = 'text/plain';
    ctx.body = `The ${admin ? 'admin-ui' : 'web'} build is missing: run "npm run build" at the repository root.`;
  }

  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.path === '/app-config.js') {
      ctx.type = 'application/javascript';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = `window.__APP_CONFIG__ = ${JSON.stringify({ apiKey: publicApiKey() })};\n`;
      return;
    }
    const readable = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (!readable || STRAPI_OWNED.test(ctx.path)) return next();

    const admin = ADMIN_UI.test(ctx.path);
    const root = admin ? adminDir : webDir;
    const relative = admin ? ctx.path.replace(/^\/admin/, '') || '/' : ctx.path;
    // index.html itself always goes through serveIndex (its nonce), never as a plain file.
    if (relative !== '/' && !/^\/index\.html$/i.test(relative) && (await serve(ctx, root, relative))) return;

    // A page of the web app (even with a dot in it, like the reset link's e-mail address).
    const webRoute = admin ? null : isWebRoute(ctx.path);
    if (relative === '/' || relative === '/index.html' || webRoute === true) {
      await serveIndex(ctx, admin, 200);
      return;
    }
    await next();
    if (ctx.status === 404 && ctx.body == null && ctx.accepts('html') === 'html' && !path.posix.extname(relative)) {
      // react-admin routes on its own; the web's unknown paths keep their 404 and show its not-found page.
      await serveIndex(ctx, admin, admin || webRoute === null ? 200 : 404);
    }
  };
};
