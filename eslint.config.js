import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Boundaries (docs/ARCHITECTURE.md, "Boundaries"): imports go one way. The contract imports no
 * app; the server's plugins and shared homes import no module; a web feature imports no other
 * feature, and the shared web folders import no feature. Any import cycle fails.
 */
const webFeatures = fs.readdirSync('apps/web/src/features');
const server = './apps/server/src';
const web = './apps/web/src';
const boundaries = [
  { target: './packages/contract', from: './apps', message: 'The contract imports no app code.' },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web app talks to the server over HTTP.',
  },
  { target: './apps/server', from: './apps/web', message: 'The server imports no web code.' },
  ...['plugins', 'jobs', 'credentials', 'machines', 'audit', 'db', 'mail', 'limits'].map(
    (home) => ({
      target: `${server}/${home}`,
      from: `${server}/modules`,
      message: 'Shared server homes are used by modules, not the other way round.',
    }),
  ),
  ...['lib', 'components'].map((shared) => ({
    target: `${web}/${shared}`,
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared web code imports no feature and not the app shell.',
  })),
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need down to lib/ or components/.',
  })),
];

/** A Kysely query started, or an `sql` template or helper, outside a repository. */
const QUERY_STARTS =
  /^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|withRecursive)$/;
const sqlMessage = 'Write SQL in a repository (*.repository.ts) or in db/; services call it.';
const queriesOutsideRepositories = [
  { selector: `CallExpression[callee.property.name=${QUERY_STARTS}]`, message: sqlMessage },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: sqlMessage },
  { selector: "TaggedTemplateExpression[tag.callee.name='sql']", message: sqlMessage },
  { selector: "CallExpression[callee.object.name='sql']", message: sqlMessage },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tmp/**',
      '.stryker-tmp/**',
      'reports/mutation/**',
      'apps/server/test/openapi/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly' },
    },
  },
  {
    // Command-line scripts print their results.
    files: ['scripts/**', 'apps/server/src/scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // SQL lives in repositories (docs/ARCHITECTURE.md, "A call, end to end"): a service holds the
    // rules and the transaction, and hands the transaction to repository functions.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**'],
    rules: {
      'no-restricted-syntax': ['error', ...queriesOutsideRepositories],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              importNames: ['sql'],
              allowTypeImports: true,
              message: 'Write SQL in a repository (*.repository.ts) or in db/.',
            },
          ],
        },
      ],
    },
  },
  {
    // process.env is read in config.ts only (docs/ARCHITECTURE.md, "Conventions"); test runners and scripts configure themselves.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['apps/server/src/config.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in config.ts.' },
      ],
    },
  },
);
