/**
 * ESLint flat configuration of the whole repository (`npm run lint`, zero warnings allowed).
 *
 * - TypeScript is linted without type information here: the rules that need types (promises not
 *   awaited or passed where a callback's result is ignored, awaiting a non-promise, needless
 *   assertions) run in oxlint's type-aware mode (`.oxlintrc.json`, typescript-go through
 *   oxlint-tsgolint), each file with its workspace's tsconfig.json (the CMS's tests with
 *   cms/tests/tsconfig.json), in a tenth of the time the same rules take here.
 * - Import cycles, self-imports and duplicate imports are oxlint's (`import/no-cycle`…, `.oxlintrc.json`,
 *   over every file, scripts included). `boundaries/dependencies` enforces the web's module
 *   structure (app → features → components → lib; config and @contracts/* from anywhere; a feature
 *   never imports another feature) and the admin UI's (lib imports nothing above it; a resource
 *   never imports another resource).
 *   Inside a web feature: `api/` holds the API calls only, one per file named `<verb>-<noun>.ts` (the
 *   call or its SWR hook: `get-bookings.ts`, `cancel-booking.ts`); records' types, constants, parsers,
 *   validation and menus live in `model/`, hooks that are not data hooks in `hooks/`, React in `components/`.
 * - Root scripts (plain ES modules on Node) are linted without type information.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

const tsconfigs = ['cms/tsconfig.json', 'cms/tests/tsconfig.json', 'web/tsconfig.json', 'admin-ui/tsconfig.json'];
const tsFiles = ['**/*.{ts,tsx,mts,cts}'];
const webFiles = ['web/src/**/*.{ts,tsx}', 'web/e2e/**/*.ts'];
const adminFiles = ['admin-ui/src/**/*.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/build/**',
      '**/.cache/**',
      '**/.tmp/**',
      'cms/.strapi/**',
      'cms/types/generated/**',
      'config/api/**',
      // Outside the linted tree: build configuration and generated Strapi admin customisation.
      'cms/config/**',
      'cms/database/**',
      'cms/src/admin/**',
      'cms/src/plugins/**',
      'cms/vitest.config.mts',
      'web/vite/**',
      'web/*.config.ts',
      'admin-ui/*.config.ts',
      'config/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // ── Every file ────────────────────────────────────────────────────────────────────────────────
  js.configs.recommended,
  {
    settings: {
      // eslint-plugin-boundaries resolves imports through eslint-module-utils, which reads this key.
      'import/resolver': { typescript: { project: tsconfigs, noWarnOnMultipleProjects: true } },
    },
  },

  // ── TypeScript ────────────────────────────────────────────────────────────────────────────────
  // typescript-eslint's `recommended` set (no type information; the type-aware rules are in .oxlintrc.json).
  // The `no-unsafe-*` family (values typed `any` flowing on) is not on yet: the CMS has thousands of them.
  {
    files: tsFiles,
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // One clock (contracts/clock): "now" is never read from the machine directly, so that tests can move it.
    files: ['cms/src/**/*.ts', 'cms/tests/**/*.ts', ...webFiles, ...adminFiles],
    rules: {
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'Read the time from the one clock: clock.ms() (contracts/clock).' }],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Read the time from the one clock: clock.now() (contracts/clock).' }],
    },
  },
  {
    // The CMS's API and unit tests: as in the sources, tests type what they read with the generated API
    // types (helpers/api-types), Strapi's content types (helpers/strapi-types) or `unknown`; supertest's
    // `body` stays its own `any`.
    files: ['cms/tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: ['cms/src/**/*.ts', 'cms/tests/**/*.ts'],
    languageOptions: { globals: globals.node },
  },

  // ── Front ends (web, admin-ui) ────────────────────────────────────────────────────────────────
  {
    files: [...webFiles, ...adminFiles],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      // The rules of hooks; the React Compiler's rules (set-state-in-effect, refs, purity…) are a later step.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // `role` on our own components (RequireSession, PrivateFileLink…) is a prop, not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['web/e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      // Browser tests replay: a file's markers and address come from e2e/support (runStamp, ownAddress).
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Read the time from the one clock: clock.ms() (contracts/clock).' },
        { object: 'Math', property: 'random', message: 'Browser tests replay: runStamp() / ownAddress() from e2e/support.' },
      ],
    },
  },

  // ── Module boundaries ─────────────────────────────────────────────────────────────────────────
  {
    files: [...webFiles, ...adminFiles],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['web/src/**', 'admin-ui/src/**', 'cms/src/contracts/**'],
      'boundaries/elements': [
        { type: 'web-app', pattern: 'web/src/app' },
        { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'web-components', pattern: 'web/src/components' },
        { type: 'web-lib', pattern: 'web/src/lib' },
        { type: 'web-config', pattern: 'web/src/config' },
        { type: 'web-test', pattern: 'web/src/test' },
        { type: 'web-main', pattern: 'web/src' },
        { type: 'admin-resource', pattern: 'admin-ui/src/resources/*', capture: ['resource'] },
        { type: 'admin-lib', pattern: 'admin-ui/src/lib' },
        { type: 'admin-config', pattern: 'admin-ui/src/config' },
        { type: 'admin-test', pattern: 'admin-ui/src/test' },
        { type: 'admin-other', pattern: 'admin-ui/src' },
        { type: 'contracts', pattern: 'cms/src/contracts' },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // Shared everywhere: configuration and the API's contracts.
            { allow: { to: { element: { types: { anyOf: ['web-config', 'admin-config', 'contracts'] } } } } },
            // The entry point (main.tsx) wires everything together.
            {
              from: { element: { type: 'web-main' } },
              allow: { to: { element: { types: { anyOf: ['web-app', 'web-feature', 'web-components', 'web-lib'] } } } },
            },
            {
              from: { element: { type: 'web-app' } },
              allow: { to: { element: { types: { anyOf: ['web-app', 'web-feature', 'web-components', 'web-lib'] } } } },
            },
            // A feature uses its own files, components and lib; never another feature.
            { from: { element: { type: 'web-feature' } }, allow: { to: { element: { types: { anyOf: ['web-components', 'web-lib'] } } } } },
            {
              from: { element: { type: 'web-feature' } },
              allow: { to: { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
            },
            { from: { element: { type: 'web-components' } }, allow: { to: { element: { types: { anyOf: ['web-components', 'web-lib'] } } } } },
            { from: { element: { type: 'web-lib' } }, allow: { to: { element: { type: 'web-lib' } } } },
            { from: { element: { type: 'web-test' } }, allow: { to: { element: { types: { anyOf: ['web-test', 'web-app', 'web-lib', 'web-components'] } } } } },
            // Unit tests may render the whole route tree (app/router) and use the test helpers.
            { from: { file: { categories: 'test' } }, allow: { to: { element: { types: { anyOf: ['web-test', 'web-app'] } } } } },
            // Admin UI: lib imports only lib; a resource never imports another resource.
            { from: { element: { type: 'admin-lib' } }, allow: { to: { element: { type: 'admin-lib' } } } },
            {
              from: { element: { type: 'admin-resource' } },
              allow: { to: { element: { types: { anyOf: ['admin-lib', 'admin-other', 'admin-test'] } } } },
            },
            {
              from: { element: { type: 'admin-resource' } },
              allow: { to: { element: { type: 'admin-resource', captured: { resource: '{{ from.element.captured.resource }}' } } } },
            },
            {
              from: { element: { types: { anyOf: ['admin-other', 'admin-test'] } } },
              allow: { to: { element: { types: { anyOf: ['admin-other', 'admin-lib', 'admin-resource', 'admin-test'] } } } },
            },
          ],
        },
      ],
    },
  },

  // ── Root scripts: Node ES modules, no type information ────────────────────────────────────────
  {
    files: ['scripts/**/*.mjs', '*.mjs'],
    languageOptions: { globals: globals.node, sourceType: 'module' },
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' }] },
  },
);
