/**
 * Server build of the web app (docs/performance.md "The first screen rendered on the server"): `src/entry-server.tsx`
 * and everything it imports, as one ES module for Node (`dist-server/entry-server.js`), which the CMS
 * imports to render the public pages' first screen. Dependencies are bundled in (`noExternal`), so the
 * module needs nothing at run time but Node; translation files are split as in the browser build.
 */
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { localeSections } from './vite/locale-sections';

export default defineConfig({
  resolve: { alias: { '@contracts': path.resolve(__dirname, '../cms/src/contracts') } },
  plugins: [localeSections(), react()],
  ssr: { noExternal: true, target: 'node' },
  // The libraries' production code, as in the browser build (their development code names styles differently).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rolldownOptions: { output: { format: 'esm', entryFileNames: 'entry-server.js', codeSplitting: false } },
  },
});
