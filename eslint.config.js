// Lint: typescript-eslint's recommended rules plus the architecture's import boundaries
// (docs/architecture.md "Boundaries" says which rule enforces each direction).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SOURCES = ['**/*.{ts,tsx,js,mjs}'];
const TS_PROJECTS = ['packages/*/tsconfig.json', 'scripts/soak/tsconfig.json', 'bench/tsconfig.json'];

/** Where each architectural element lives; the first matching descriptor wins. */
const ELEMENTS = [
  { type: 'domain', pattern: 'packages/domain', partialMatch: false },
  { type: 'simulator', pattern: 'packages/simulator', partialMatch: false },
  { type: 'server', pattern: 'packages/server', partialMatch: false },
  { type: 'web-app', pattern: 'packages/web/src/app', partialMatch: false },
  { type: 'web-components', pattern: 'packages/web/src/components', partialMatch: false },
  { type: 'web-lib', pattern: 'packages/web/src/lib', partialMatch: false },
  { type: 'web-feature', pattern: 'packages/web/src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'web-test-kit', pattern: 'packages/web/src/test', partialMatch: false },
  { type: 'web', pattern: 'packages/web', partialMatch: false },
  { type: 'e2e', pattern: 'e2e', partialMatch: false },
  { type: 'tooling', pattern: ['scripts', 'bench'], partialMatch: false },
];

/**
 * File roles inside an element: tests, the simulator's public entry, the server's composition root,
 * the server's tables and the server files that may query them.
 */
const FILES = [
  { category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/test/**'] },
  { category: 'public-entry', pattern: 'packages/simulator/src/index.ts' },
  { category: 'main', pattern: 'packages/server/src/main.ts' },
  { category: 'tables', pattern: ['packages/server/src/db/schema.ts', 'packages/server/src/db/tables/**'] },
  {
    category: 'table-access',
    pattern: [
      'packages/server/src/**/repository.ts',
      'packages/server/src/**/*-repository.ts',
      // the database itself; the seed writes every table by design; a crash-test child process checks stored commands
      'packages/server/src/db/**',
      'packages/server/src/seed/**',
      'packages/server/src/recovery/crash-child.ts',
    ],
  },
];

/** Folders whose texts are still being moved into the translations; each leaves this list when done. */
const I18N_PENDING = [].map((folder) => `packages/web/src/${folder}/**`).filter(() => !process.env.I18N_LINT_ALL);

const type = (...types) => ({ element: { types: { anyOf: types } } });
const category = (name) => ({ file: { categories: { anyOf: [name] } } });
const SIMULATOR_ENTRY = { ...type('simulator'), ...category('public-entry') };
const WEB_SHARED = ['web-components', 'web-lib', 'domain'];

/** Allowed directions (where policies overlap, the last one that matches decides); anything not allowed is a violation. */
const POLICIES = [
  { from: type('domain'), allow: { to: type('domain') } },
  { from: type('simulator'), allow: { to: type('simulator', 'domain') } },
  { from: type('server'), allow: { to: type('server', 'domain') } },
  // main wires the simulator's one public entry in demo mode; tests play the robot bar through it
  {
    from: [
      { ...type('server'), ...category('main') },
      { ...type('server'), ...category('test') },
    ],
    allow: { to: SIMULATOR_ENTRY },
  },
  // each server area owns its tables: only repositories query them, other areas call the owning area's repository or service
  {
    from: type('server'),
    disallow: { to: category('tables') },
    message:
      "Only repositories (repository.ts, *-repository.ts), db/, seed/ and tests import the tables: call the owning area's repository or service instead.",
  },
  {
    from: [
      { ...type('server'), ...category('table-access') },
      { ...type('server'), ...category('test') },
    ],
    allow: { to: category('tables') },
  },
  { from: type('web-lib'), allow: { to: type('web-lib', 'domain') } },
  { from: type('web-components'), allow: { to: type(...WEB_SHARED) } },
  { from: type('web-feature'), allow: { to: type(...WEB_SHARED) } },
  {
    from: type('web-feature'),
    allow: { to: { element: { types: { anyOf: ['web-feature'] }, captured: { feature: '{{ from.element.captured.feature }}' } } } },
  },
  { from: type('web-app'), allow: { to: type('web-app', 'web-feature', ...WEB_SHARED) } },
  { from: type('web'), allow: { to: type('web-app', 'web-lib', 'domain') } },
  { from: type('web-test-kit'), allow: { to: type('web-test-kit', 'web-app', 'web-feature', ...WEB_SHARED) } },
  { from: { ...type('web-app', 'web-components', 'web-lib', 'web-feature', 'web'), ...category('test') }, allow: { to: type('web-test-kit') } },
  { from: type('e2e'), allow: { to: type('e2e', 'domain') } },
  { from: type('tooling'), allow: { to: type('tooling', 'server', 'domain') } },
];
const DEPENDENCIES = { default: 'disallow', policies: POLICIES };

export default defineConfig(
  globalIgnores([
    '**/dist/**',
    '**/node_modules/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'bench/results/**',
    'soak-results/**',
    'packages/server/migrations/**',
  ]),
  {
    files: SOURCES,
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: SOURCES,
    rules: {
      // a leading underscore names what is left out on purpose (rest-destructuring to drop a field)
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // a `let` declared early so a closure can reach what is assigned just after stays a `let`
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // tests and tooling read loosely typed JSON answers
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'scripts/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // every text a user reads comes from the translations (packages/web/src/lib/i18n/locales)
    files: ['packages/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'packages/web/src/test/**', ...I18N_PENDING],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'title',
              'label',
              'placeholder',
              'alt',
              'helperText',
              'tooltip',
              'emptyText',
              'confirmLabel',
              'cancelLabel',
              'message',
            ],
          },
          // permission checks and lookups take keys, not texts
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'can',
              'require',
              'addEventListener',
              'removeEventListener',
              'includes',
              'indexOf',
              'endsWith',
              'startsWith',
              'get',
              'has',
              'format',
              'formatInTimeZone',
            ],
          },
          message: 'a text shown to users must come from the translations: t(key) of react-i18next',
        },
      ],
    },
  },
  {
    // domain: business rules only, no I/O and no framework
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'domain does no I/O: keep Node modules in server or simulator.' },
            {
              group: ['fs', 'path', 'http', 'https', 'net', 'crypto', 'child_process', 'os', 'url', 'worker_threads'],
              message: 'domain does no I/O: keep Node modules in server or simulator.',
            },
            {
              regex: '^(fastify|@fastify/|react|react-dom|@mui/|@tanstack/|drizzle-orm|pg|@electric-sql/|mqtt|aedes|ws|exceljs)',
              message: 'domain is framework-free: frameworks belong to server or web.',
            },
          ],
        },
      ],
    },
  },
  {
    files: SOURCES,
    plugins: { boundaries, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: TS_PROJECTS, noWarnOnMultipleProjects: true })],
      // boundaries reads the classic resolver setting
      'import/resolver': { typescript: { project: TS_PROJECTS, noWarnOnMultipleProjects: true } },
      'boundaries/elements': ELEMENTS,
      'boundaries/files': FILES,
      'boundaries/elements-single-match': true,
    },
    rules: {
      'boundaries/dependencies': ['error', DEPENDENCIES],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // imports between files of one element are not checked by default; inside the server they are,
    // so that the policies on its tables apply
    files: ['packages/server/**/*.ts'],
    rules: { 'boundaries/dependencies': ['error', { ...DEPENDENCIES, checkInternals: true }] },
  },
  // layout is Prettier's (`prettier --check .` in npm run lint): no ESLint rule may argue with it
  eslintConfigPrettier,
);
