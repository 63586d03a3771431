import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../config/vite/precompress';

/** Where the Strapi process (REST API and runtime config) listens in development. */
const API_TARGET = 'http://localhost:1337';

/**
 * Vite configuration of the react-admin back office.
 * Served under `/admin/` by the cms in production (DESIGN §1); built to `admin-ui/dist`.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin + MUI + the screens make ~1.1 MB of initial chunks (~355 kB gzip); the rich-text
    // editor and the Markdown conversions are lazy chunks loaded by the first form or page that shows
    // rich text, and the dashboard's charts (@mui/x-charts, ~300 kB) one loaded by the dashboard.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/app-config.js': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    port: 5174,
  },
});
