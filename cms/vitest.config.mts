import { defineConfig } from 'vitest/config';

/**
 * API tests: one real Strapi (compiled, `cms/dist`) booted once per run in the single test worker,
 * on a temporary SQLite file, or on PostgreSQL in a throw-away schema when `DATABASE_URL` is set.
 */
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/helpers/global-setup.ts'],
    setupFiles: ['tests/helpers/contract-check.setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
