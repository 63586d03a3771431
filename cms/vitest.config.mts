import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run the daily retention job at instants years ahead: it removes every old enough row of the
 * shared test database, the seed's included (the demo client's health assessment, its audit trail…), as
 * it would in production. They run after every other file, so that no later file misses that data.
 */
const runLast = ['tests/api/retention.test.ts'];

/** Vitest's own order (failed and slow files first), then {@link runLast}. */
class RetentionLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (file: TestSpecification) => runLast.some((name) => file.moduleId.replaceAll('\\', '/').endsWith(name));
    return [...sorted.filter((file) => !last(file)), ...sorted.filter(last)];
  }
}

/**
 * Files whose assertions do not depend on the database engine (they fuzz or send bad input to the HTTP
 * layer, run coturn, check SEO heads, the OpenAPI document, the object store, or pure functions): the
 * PostgreSQL pass (`API_TESTS=database`) leaves them to the SQLite pass. The Cache-Control of the answers is
 * set by the HTTP layer whatever the database, and so is the time of the account forms' answers.
 */
const databaseIndependent = [
  'tests/unit/**/*.test.ts',
  'tests/api/fuzz.test.ts',
  'tests/api/bad-input.test.ts',
  'tests/api/turn.test.ts',
  'tests/api/seo.test.ts',
  'tests/api/openapi.test.ts',
  'tests/api/object-storage.test.ts',
  'tests/api/cache-headers.test.ts',
  'tests/api/account-enumeration.test.ts',
];

/**
 * API tests: one real Strapi (compiled, `cms/dist`) booted once per run in the single test worker,
 * on a temporary SQLite file, or on PostgreSQL in a throw-away schema when `DATABASE_URL` is set.
 * `API_TESTS=database` runs only the files whose assertions depend on the database.
 */
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    exclude: process.env.API_TESTS === 'database' ? databaseIndependent : [],
    environment: 'node',
    globalSetup: ['tests/helpers/global-setup.ts'],
    setupFiles: ['tests/helpers/contract-check.setup.ts', 'tests/helpers/seed.setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    sequence: { sequencer: RetentionLastSequencer },
    isolate: false,
    // A test that onboards a consultant end to end takes ~10 s alone; beside the browser tests on 2 cores, 3×.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
