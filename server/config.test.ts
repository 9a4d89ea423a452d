// The configuration's parsing of the database pool size: its default follows the machine, a bad value
// stops the start instead of running with a guess.
import os from 'node:os';
import { loadConfig, productionProblems } from './config';

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

test('DB_POOL_SIZE: cores × 2 + 1 unless set', () => {
  expect(loadConfig(env({})).dbPoolSize).toBe(os.availableParallelism() * 2 + 1);
  expect(loadConfig(env({ DB_POOL_SIZE: '12' })).dbPoolSize).toBe(12);
});

test.each(['0', '-3', '2.5', 'many', '501'])('DB_POOL_SIZE=%s is refused', (value) => {
  expect(() => loadConfig(env({ DB_POOL_SIZE: value }))).toThrow('DB_POOL_SIZE must be an integer between 1 and 500');
});

describe('production refuses weak secrets, saying why', () => {
  const KEYS = {
    LOGIN_COOKIE_KEY: 'q0Yx3o9Hc2mB5wVZr8fK1tLpN4sD7gJ6uE0aQzXyW2c=',
    PAYLOAD_KEY: 'Zt8pL2wQ9vR4nK6yH1mB3xC5jF7gD0sA2eU4iO6aP8k=',
    STAFF_SECRET_KEY: 'mF3kR8vT1qW6yB9nC2xJ5hL0dG7sA4pE1uZ3oI8rK5w=',
  };
  const refusal = (vars: Record<string, string>) => {
    try {
      loadConfig(env({ NODE_ENV: 'production', ...vars }));
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  test('32 bytes of base64 keys and a long uncommon operator password start', () => {
    expect(productionProblems(env({ ...KEYS, OPERATOR_PASSWORD: 'tiger-ladder-monsoon-42' }))).toEqual([]);
    // base64url keys count the same.
    expect(productionProblems(env({ ...KEYS, PAYLOAD_KEY: 'Zt8pL2wQ9vR4nK6yH1mB3xC5jF7gD0sA2eU4iO6aP8k' }))).toEqual([]);
  });

  test.each([
    ['a one-character operator password', { ...KEYS, OPERATOR_PASSWORD: 'x' }, 'OPERATOR_PASSWORD is shorter than 12 characters'],
    ['an 11-character one', { ...KEYS, OPERATOR_PASSWORD: 'abcdefghijk' }, 'OPERATOR_PASSWORD is shorter than 12 characters'],
    ['a common one', { ...KEYS, OPERATOR_PASSWORD: 'Password1234' }, 'OPERATOR_PASSWORD is a common password'],
    ['a short cookie key', { ...KEYS, LOGIN_COOKIE_KEY: 'c2hvcnQta2V5' }, 'LOGIN_COOKIE_KEY holds 9 bytes; at least 32'],
    ['a payload key that is no base64', { ...KEYS, PAYLOAD_KEY: 'not base64 at all, even if long enough!!' }, 'PAYLOAD_KEY is not base64'],
    ['a long key of 31 bytes', { ...KEYS, PAYLOAD_KEY: Buffer.alloc(31, 7).toString('base64') }, 'PAYLOAD_KEY holds 31 bytes'],
  ])('%s is refused at start with the reason', (_name, vars, reason) => {
    expect(refusal(vars)).toContain(reason);
  });
});
