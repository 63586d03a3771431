/**
 * Vite plugin writing `route-patterns.json` into the build: the URL patterns of the web app's pages
 * (`src/config/routes.ts`, the router's own list), so that the server answers a path outside them with
 * HTTP 404 while still showing the not-found page (cms `middlewares/spa-static`).
 *
 * File shape: `{ "patterns": ["/", "/blog/:slug", "/our-experts/:search?", …] }` (react-router syntax).
 *
 * @module vite/route-patterns
 */
import type { Plugin } from 'vite';
import { routePatterns } from '../src/config/routes';

/** Name of the emitted file, at the root of `dist`. */
export const ROUTE_PATTERNS_FILE = 'route-patterns.json';

/** The plugin (build only). */
export function routePatternsFile(): Plugin {
  return {
    name: 'route-patterns',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ROUTE_PATTERNS_FILE, source: `${JSON.stringify({ patterns: routePatterns() }, null, 2)}\n` });
    },
  };
}
