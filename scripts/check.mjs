/**
 * `npm run check`: the developer's quick loop, on what the working tree changed (against `HEAD`,
 * untracked files included; `CHECK_BASE=<ref>` compares with another commit):
 *  - lint: Prettier on the changed files, ESLint over the tree with its cache (only changed files are
 *    linted again), then oxlint's type-aware rules over the tree (typescript-go: seconds);
 *  - type checks of the four trees (TypeScript 7, scripts/lib.mjs `tsc`), the CMS compiled to cms/dist
 *    at the same time;
 *  - the CMS's unit tests, and the web and back-office unit tests that the change can affect (vitest
 *    `--changed`: tests importing a changed file);
 *  - the API test files the change touched (changed or new files under cms/tests/api), on SQLite.
 * Prints the same table of phases as `npm test`. The full suite stays `npm test`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cmsDir, root, tsc, typeChecks } from './lib.mjs';
import { runPhases } from './pipeline.mjs';

const base = process.env.CHECK_BASE ?? 'HEAD';
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])].filter((file) => fs.existsSync(path.join(root, file)));
const formatted = changed.filter((file) => /\.(ts|tsx|mts|mjs|js|cjs)$/.test(file));
const apiTests = changed.filter((file) => /^cms\/tests\/api\/.+\.test\.ts$/.test(file)).map((file) => path.relative(cmsDir, path.join(root, file)));
const npx = (...args) => ['npx', args];
console.log(`▶ ${changed.length} changed file(s) against ${base}; API test files: ${apiTests.length ? apiTests.join(', ') : 'none'}`);

/** @type {import('./pipeline.mjs').Phase[]} */
const phases = [
  {
    name: 'lint',
    commands: [
      ...(formatted.length ? [npx('prettier', '--check', '--log-level', 'warn', ...formatted)] : []),
      npx('eslint', '.', '--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '--cache-strategy', 'content'),
      npx('oxlint', '--type-aware', '--deny-warnings', '--quiet'),
    ],
    priority: 5,
  },
  { name: 'compile + type check: cms', commands: [tsc('-p', 'cms')], priority: 10 },
  { name: 'type check: cms tests', commands: [tsc(...typeChecks['cms tests'])], priority: 4 },
  { name: 'type check: web', commands: [tsc(...typeChecks.web)], priority: 4 },
  { name: 'type check: admin-ui', commands: [tsc(...typeChecks['admin-ui'])], priority: 4 },
  { name: 'unit tests: cms', commands: [npx('vitest', 'run', '--config', 'vitest.config.mts', 'tests/unit')], cwd: cmsDir, needs: ['compile + type check: cms'], priority: 3 },
  { name: 'unit tests: web (changed)', commands: [npx('vitest', 'run', '--changed', base, '--passWithNoTests')], cwd: path.join(root, 'web'), priority: 3 },
  { name: 'unit tests: admin-ui (changed)', commands: [npx('vitest', 'run', '--changed', base, '--passWithNoTests')], cwd: path.join(root, 'admin-ui'), priority: 3 },
  ...(apiTests.length
    ? [
        {
          name: 'API tests (changed files)',
          commands: [npx('vitest', 'run', '--config', 'vitest.config.mts', ...apiTests)],
          cwd: cmsDir,
          needs: ['compile + type check: cms'],
          env: { DATABASE_URL: '' },
          priority: 6,
        },
      ]
    : []),
];

const ok = await runPhases(phases, { title: 'npm run check: phases' });
process.exit(ok ? 0 : 1);
