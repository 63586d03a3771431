/**
 * Browser tests (playwright-core + Debian's Chromium) against `E2E_BASE_URL`, the seeded app served
 * on one origin. Node environment, one file at a time, 60 s per test, one Chromium for all.
 */
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@contracts': path.resolve(import.meta.dirname, '../cms/src/contracts') } },
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    // One Chromium for every file (e2e/global-setup.ts).
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // A worker's files share loaded modules (playwright-core, the translation files): each file's own
    // fork loaded them again, a tenth of the runner's CPU. The support modules keep no state of a file.
    isolate: false,
  },
});
