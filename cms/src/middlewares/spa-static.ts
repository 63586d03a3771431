/**
 * One origin for everything (DESIGN §1): serves the web build at `/` and the admin-ui build at
 * `/admin`, each with a client-side-routing fallback to its `index.html`, plus `/app-config.js`
 * (runtime front-end settings: the public application key). `/api`, `/cms` and `/uploads` are left
 * to Strapi. Build folders: env `WEB_DIST_DIR` / `ADMIN_UI_DIST_DIR`, default `../web/dist` and
 * `../admin-ui/dist` next to the cms folder.
 */
import fs from 'fs';
import path from 'path';
import send from 'koa-send';
import type { Core } from '@strapi/strapi';
import { publicApiKey } from './role-surface';

const STRAPI_OWNED = /^\/(api|cms|uploads|content-manager|content-type-builder|upload|i18n|users-permissions|email|review-workflows|content-releases|_health)(\/|$)/;
const ADMIN_UI = /^\/admin(\/|$)/;
const LONG_CACHE = 'public, max-age=31536000, immutable';

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

  async function serve(ctx: any, root: string, relative: string): Promise<boolean> {
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

  return async (ctx: any, next: () => Promise<void>) => {
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
    if (relative !== '/' && (await serve(ctx, root, relative))) return;

    if (relative === '/' || relative === '/index.html') {
      if (await serve(ctx, root, 'index.html')) return;
    }
    await next();
    if (ctx.status === 404 && ctx.body == null && ctx.accepts('html') === 'html' && !path.posix.extname(relative)) {
      if (!(await serve(ctx, root, 'index.html'))) {
        ctx.status = 503;
        ctx.type = 'text/plain';
        ctx.body = `The ${admin ? 'admin-ui' : 'web'} build is missing: run "npm run build" at the repository root.`;
      }
    }
  };
};
