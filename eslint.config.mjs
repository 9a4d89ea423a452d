// ESLint (flat config): typescript-eslint's strict rules, the rules of hooks, no import cycles, and the
// boundaries of lint/boundaries.mjs (a feature or server module is reached only through its index.ts).
// Formatting is Prettier's (.prettierrc.json), not ESLint's. CONTRIBUTING.md gives each rule's reason.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import boundaries from './lint/boundaries.mjs';

export default tseslint.config(
  {
    // lint/fixtures holds deliberately broken files for lint/lint.test.ts, which lints them itself.
    ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', 'public/', 'lint/fixtures/', '**/*.d.ts'],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX, boundaries },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // import-x parses every imported file to follow cycles: .ts and .tsx need typescript-eslint's parser.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A cycle makes the load order decide what is undefined at import time, and it means two files
      // are one unit in disguise. Type-only imports are erased and do not count.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
    files: ['src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'jest.setup.web.ts', '__mocks__/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
