// Three projects: `web` (the SPA, in jsdom), `server` (Fastify and PostgreSQL, in Node) and `lint`
// (the lint rules fail where they should: lint/lint.test.ts).
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

const config: Config = {
  // Jest's default is one worker fewer than the cores: on a 2-core machine one worker, and with one,
  // Jest runs every file in band, one after another, in its own process. Server test files wait on
  // PostgreSQL and on their child processes for about half their time, so two workers keep both
  // cores busy (docs/testing.md has the measurements). --maxWorkers / -w still overrides it.
  maxWorkers: Math.max(2, availableParallelism()),
  // With two workers beside PostgreSQL on two busy cores, a screen test that takes one second alone
  // has taken over Jest's default 5 s (SettlementPage.test.tsx, passing when re-run). 15 s bounds a
  // hang without failing a slow machine; the server project sets its own (server/test/timeouts.ts).
  testTimeout: 15_000,
  // The run ends with its ten slowest files (scripts/slowestFilesReporter.mjs).
  reporters: ['default', '<rootDir>/scripts/slowestFilesReporter.mjs'],
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      // __mocks__ beside node_modules holds the node-module mocks (tesseract.js, uplot); it must be a root.
      roots: ['<rootDir>/src', '<rootDir>/__mocks__'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/src/domain/'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.web.ts'],
      // msw (src/testing/mockApi.ts) needs three dependencies that ship only ESM (some as .mjs), which
      // Jest on Node 20 cannot require: compile them to CommonJS like our own code.
      transform: { '^.+\\.(t|j)sx?$|\\.mjs$': swc as never },
      transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)'],
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/__mocks__/fileMock.ts' },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/src/domain'],
      testMatch: ['**/*.test.ts'],
      globalSetup: '<rootDir>/server/test/globalSetup.ts',
      setupFilesAfterEnv: ['<rootDir>/server/test/fastCheckSetup.ts', '<rootDir>/server/test/timeouts.ts'],
      globalTeardown: '<rootDir>/server/test/globalTeardown.ts',
      transform: { '^.+\\.(t|j)sx?$': swc as never },
      // content-disposition 3 and cookie 2 ship only ESM, and @fastify/cookie loads cookie with import():
      // Jest on Node 20 can neither require ESM nor import() without a flag, so compile them to CommonJS.
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|@fastify/cookie)/)'],
    },
    {
      displayName: 'lint',
      testEnvironment: 'node',
      roots: ['<rootDir>/lint'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/fixtures/'],
      transform: { '^.+\\.(t|j)sx?$': swc as never },
    },
  ],
};

export default config;
