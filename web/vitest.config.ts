/**
 * Unit tests of the web workspace: jsdom + testing-library, files `src/**\/*.test.ts(x)`.
 */
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { localeSections } from './vite/locale-sections';

export default defineConfig({
  resolve: { alias: { '@contracts': path.resolve(__dirname, '../cms/src/contracts') } },
  plugins: [localeSections(), react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Test files of a worker share loaded modules (MUI, React, i18n): importing them again for every
    // file took over half of the suite's time. A test that needs a module's first-load state imports it
    // afresh (vi.resetModules).
    isolate: false,
    // Full-page flows type into real forms; on a busy 2-core machine (the pipeline runs other suites beside
    // this one) one takes several seconds. One limit for every test: no file sets a shorter one.
    testTimeout: 60_000,
  },
});
