/**
 * Vite configuration of the public web site (DESIGN §4).
 *
 * - Dev server on port 5173; `/api`, `/uploads`, `/app-config.js` and the consultation room's Socket.IO
 *   (`/socket.io`, WebSocket included) are proxied to the CMS on http://localhost:1337 so the browser sees
 *   one origin, as in production.
 * - Production build goes to `web/dist` with base `/` (the CMS serves it with an SPA fallback).
 * - `routePatternsFile` writes the pages' URL patterns to `dist/route-patterns.json` for the server's 404.
 * - `pageMetaFile` writes each page's title, description and indexing to `dist/page-meta.json` for the
 *   head the server writes into every page (docs/seo.md).
 * - `localeSections` splits the translation files into a core and a lazy part (account pages).
 * - Every module the entry imports statically (`$initial`) goes into one chunk: without this group the
 *   bundler splits that code into many small shared chunks as lazy routes multiply (the account pages),
 *   which made the home page load more JavaScript, in more files.
 * - The cards and content blocks of the public catalogue pages (home, experts, blog, webinars, content pages:
 *   {@link CATALOGUE_UI}) and the MUI pieces and Markdown renderer they use go into one chunk
 *   (`catalogue-ui`), instead of a dozen small files each of which the server answers separately; the
 *   home page then loads three files of code (entry, route, catalogue UI), which the server preloads
 *   (docs/performance.md).
 */
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../config/vite/precompress';
import { localeSections } from './vite/locale-sections';
import { routePatternsFile } from './vite/route-patterns';
import { pageMetaFile } from './vite/page-meta';

const CMS_ORIGIN = process.env.CMS_ORIGIN ?? 'http://localhost:1337';

/** Modules of the `catalogue-ui` chunk (with what they import that is not in the entry's chunk). */
const CATALOGUE_UI =
  /[\\/](web[\\/]src[\\/]components[\\/](expert-card|blog-card|card-grid|content-sections|markdown|load-error|favourite-toggle)\.tsx|web[\\/]src[\\/]features[\\/]webinars[\\/]components[\\/]webinar-card\.tsx|node_modules[\\/]@mui[\\/]material[\\/](Card|CardContent|CardActionArea|Paper|Chip|Avatar)[\\/]|node_modules[\\/]markdown-to-jsx[\\/])/;

export default defineConfig({
  base: '/',
  resolve: { alias: { '@contracts': path.resolve(__dirname, '../cms/src/contracts') } },
  plugins: [localeSections(), react(), precompress(), routePatternsFile(), pageMetaFile()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: CMS_ORIGIN, changeOrigin: true },
      '/uploads': { target: CMS_ORIGIN, changeOrigin: true },
      '/app-config.js': { target: CMS_ORIGIN, changeOrigin: true },
      '/socket.io': { target: CMS_ORIGIN, changeOrigin: true, ws: true },
    },
  },
  preview: {
    port: 4173,
    strictPort: true,
    proxy: {
      '/api': { target: CMS_ORIGIN, changeOrigin: true },
      '/uploads': { target: CMS_ORIGIN, changeOrigin: true },
      '/app-config.js': { target: CMS_ORIGIN, changeOrigin: true },
      '/socket.io': { target: CMS_ORIGIN, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser the site supports has `<link rel="modulepreload">`: no polyfill in the entry. A lazy
    // route's own imports are not listed in the entry (the list of ~190 hashed file names weighed about
    // 2.5 KiB compressed on every first load): the browser finds them when it reads the route's chunk, and
    // the server already preloads a first page's route code (docs/performance.md §2); style sheets stay listed.
    modulePreload: { polyfill: false, resolveDependencies: (_file, dependencies) => dependencies.filter((dependency) => dependency.endsWith('.css')) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: 'catalogue-ui', test: CATALOGUE_UI },
          ],
        },
      },
    },
  },
});
