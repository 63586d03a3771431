/**
 * `global::cms-panel-policy`: the Content-Security-Policy of Strapi's own panel (`/cms` and everything
 * under it), set after helmet's (`strapi::security`) so that it replaces it there.
 *
 * Scripts run only from the site itself, with neither `'unsafe-inline'` nor `'unsafe-eval'`: the built
 * panel's `index.html` loads one module script and has no inline script. Should a Strapi upgrade add one,
 * its SHA-256 hash, computed at start from the served `index.html`, is allowed, and nothing else inline.
 * Helmet's policy, which this one replaces, gains `'unsafe-inline'` scripts on the panel's pages whenever
 * `NODE_ENV` is `development` or `test` (Strapi's exception for Vite's hot reload), and Strapi makes an
 * unset `NODE_ENV` `development`, as under `npm start`. `strapi develop` (`npm run dev`) keeps helmet's,
 * as its panel page does carry Vite's inline hot-reload script.
 *
 * Styles keep `'unsafe-inline'`: the panel's design system (styled-components) writes `<style>` elements
 * at run time without a nonce, and its `index.html` has inline `<style>` blocks.
 */
import type { Context, Next } from 'koa';
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { publicMediaOrigin } from '../lib/object-storage';

/**
 * CSP sources (`'sha256-…'`) of the inline scripts of an HTML page: every `<script>` without `src`
 * whose type runs as script (none, a JavaScript type or `module`), hashed as the browser hashes them.
 * @param html - the page as served
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !/^(text|application)\/(java|ecma)script$/.test(type)) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/**
 * Content-Security-Policy of Strapi's panel: scripts from the site only (plus the hashes given), no
 * inline script attribute, and otherwise the sources the panel uses (Strapi's marketplace images, the
 * public media's origin when they are on the object store, HTTPS calls to Strapi's services).
 * @param scriptHashes - `'sha256-…'` sources of the panel page's inline scripts ({@link inlineScriptHashes})
 */
export function cmsPanelSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const media = publicMediaOrigin();
  const mediaSources = media ? ` ${media}` : '';
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://market-assets.strapi.io${mediaSources}`,
    "font-src 'self' data:",
    "connect-src 'self' https:",
    `media-src 'self' data: blob:${mediaSources}`,
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The middleware: {@link cmsPanelSecurityPolicy} with the hashes of the built panel page's inline scripts,
 * set on every answer under the panel's path (`admin.path`); nothing under `strapi develop`.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const panelPath = strapi.config.get<string>('admin.path', '/cms').replace(/\/+$/, '');
  // `strapi develop` serves the panel from Vite's dev server, whose page carries inline scripts.
  if (strapi.config.get<boolean>('autoReload', false)) return async (_ctx: Context, next: Next) => next();
  let index = '';
  try {
    index = fs.readFileSync(path.join(strapi.dirs.dist.root, 'build', 'index.html'), 'utf8');
  } catch {
    // No panel build (CMS_PANEL=false): nothing inline to allow.
  }
  const policy = cmsPanelSecurityPolicy(inlineScriptHashes(index));
  const isPanelPath = (urlPath: string) => urlPath === panelPath || urlPath.startsWith(`${panelPath}/`);
  return async (ctx: Context, next: Next): Promise<void> => {
    if (isPanelPath(ctx.path)) ctx.set('Content-Security-Policy', policy);
    await next();
  };
};
