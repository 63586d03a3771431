/**
 * Vite configuration of the public web site (DESIGN §4).
 *
 * - Dev server on port 5173; `/api`, `/uploads` and `/app-config.js` are proxied to the CMS on
 *   http://localhost:1337 so the browser sees one origin, as in production.
 * - Production build goes to `web/dist` with base `/` (the CMS serves it with an SPA fallback).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../config/vite/precompress';

const CMS_ORIGIN = process.env.CMS_ORIGIN ?? 'http://localhost:1337';

export default defineConfig({
  base: '/',
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: CMS_ORIGIN, changeOrigin: true },
      '/uploads': { target: CMS_ORIGIN, changeOrigin: true },
      '/app-config.js': { target: CMS_ORIGIN, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    strictPort: true,
    proxy: {
      '/api': { target: CMS_ORIGIN, changeOrigin: true },
      '/uploads': { target: CMS_ORIGIN, changeOrigin: true },
      '/app-config.js': { target: CMS_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
