// ESLint (flat config): typescript-eslint's strict rules, the rules of hooks, no import cycles, and the
// boundaries of lint/boundaries.mjs (a feature or server module is reached only through its index.ts).
// Formatting is Prettier's (.prettierrc.json), not ESLint's. CONTRIBUTING.md gives each rule's reason.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import boundaries from './lint/boundaries.mjs';

export default tseslint.config(
  {
    // lint/fixtures holds deliberately broken files for lint/lint.test.ts, which lints them itself.
    ignores: ['node_modules/', '.tmp/', 'dist/', 'build/', 'data/', 'coverage/', 'public/', 'lint/fixtures/', '**/*.d.ts'],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { boundaries },
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A cycle makes the load order decide what is undefined at import time, and it means two files
      // are one unit in disguise. Type-only imports count too (lint/importCycles.mjs says why; it
      // replaces import-x/no-cycle, which skipped them and took over half of the lint's time).
      'boundaries/no-cycle': 'error',
      'boundaries/public-entry': 'error',
      // `_name` marks a parameter a signature needs but the body does not.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // styled-components' theme typing is an interface that only extends ours (declaration merging).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // RTK Query types an endpoint without an argument as `build.query<Result, void>` (its documented
    // form: the hook is then called with no argument), which the rule reads as a misplaced `void`.
    // Only the endpoint files (`*Api.ts`); everywhere else `void` stays a return type.
    files: ['src/**/*Api.ts'],
    rules: { '@typescript-eslint/no-invalid-void-type': 'off' },
  },
  {
    // Slices keep maps as plain records (Redux state must be serialisable, so no Map), and removing an
    // entry from an Immer draft is `delete draft[id]`: the rule's advice (use a Map) does not apply.
    files: ['src/**/*Slice.ts'],
    rules: { '@typescript-eslint/no-dynamic-delete': 'off' },
  },
  {
    // Migrations are frozen, written against `Kysely<any>` so they never import the app's schema
    // (docs: conventions); the bench's data loader likewise writes raw tables before the schema's types apply.
    files: ['server/db/migrations/**/*.ts', 'bench/reportsData.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/sw/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // React lives only in the SPA; on the server a `use…` name is no hook (Jest helpers are named so).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // src/domain is the maths the slip and the server both run: no UI, no server, no Node. (The `**/`
    // globs of these boundary rules reach lint/fixtures too, where lint/lint.test.ts breaks each one.)
    files: ['**/src/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: 'src/domain runs in the browser too: no Node modules.' })),
          patterns: [
            { regex: '^node:', message: 'src/domain runs in the browser too: no Node modules.' },
            {
              regex:
                '^(react|react-dom|react-redux|react-router(-dom)?|styled-components|@reduxjs/.*|fastify|@fastify/.*|kysely|pg)(/.*)?$',
              message: 'src/domain is pure TypeScript shared by the SPA and the server: no UI, store, server or database library.',
            },
          ],
        },
      ],
    },
  },
  {
    // src/ui is presentational: props in, markup out. The store, the API and the features are the
    // callers' business (the theme lives in src/ui, so a component needs nothing above it).
    files: ['**/src/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(react-redux|@reduxjs/.*)$', message: 'src/ui is presentational: take values and callbacks as props.' },
            {
              regex: '^(\\.\\./)+(app|api|features|admin)(/|$)',
              message: 'src/ui is presentational: it imports only src/ui and src/domain (the caller passes the rest in).',
            },
          ],
        },
      ],
    },
  },
  {
    // react-redux's hooks are untyped: components use the typed ones, and the store's Provider comes
    // from the same files, so react-redux has two importers.
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: ['**/src/app/hooks.ts', '**/src/admin/app/adminHooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              message: 'Use the typed hooks and Provider of src/app/hooks.ts (the console: src/admin/app/adminHooks.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL is written in repositories (and the bet path's statements.ts, and server/money): a service
    // or a route reads as rules, and every query of a table is found in one kind of file. Types from
    // Kysely (Db, Trx, Selectable…) may go anywhere.
    files: ['**/server/**/*.ts'],
    ignores: [
      '**/server/**/repository.ts',
      '**/server/**/*Repository.ts',
      '**/server/modules/bets/position/statements.ts',
      '**/server/money/**',
      '**/server/db/**',
      // Tests and their support read and write rows directly to set up and check what they prove.
      '**/server/test/**',
      '**/server/**/*.test.ts',
      '**/server/**/testSupport.ts',
      '**/server/**/testing/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'kysely', allowTypeImports: true, message: 'SQL goes in a repository (CONTRIBUTING.md): import its function instead.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'SQL goes in a repository (CONTRIBUTING.md): call its function instead.',
        },
      ],
    },
  },
  {
    files: ['src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'jest.setup.web.ts', '__mocks__/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
