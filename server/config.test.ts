// The configuration's parsing of the database pool size: its default follows the machine, a bad value
// stops the start instead of running with a guess.
import os from 'node:os';
import { loadConfig } from './config';

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

test('DB_POOL_SIZE: cores × 2 + 1 unless set', () => {
  expect(loadConfig(env({})).dbPoolSize).toBe(os.availableParallelism() * 2 + 1);
  expect(loadConfig(env({ DB_POOL_SIZE: '12' })).dbPoolSize).toBe(12);
});

test.each(['0', '-3', '2.5', 'many', '501'])('DB_POOL_SIZE=%s is refused', (value) => {
  expect(() => loadConfig(env({ DB_POOL_SIZE: value }))).toThrow('DB_POOL_SIZE must be an integer between 1 and 500');
});
