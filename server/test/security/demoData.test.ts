// A production start refuses a database that still offers the development sample data (player1 and
// self1 with published passwords, the made-up merchant accounts), naming it and the command that
// switches it off; that command (CLI, offline) and its admin call lock the players' log-in and betting
// and deactivate the merchants, audited, deleting nothing: afterwards the start goes on.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../app';
import { createTestDatabase } from '../db';
import { commands } from '../../cli/operator';
import { runCli } from '../../cli/run';
import { logInOperator } from '../auth/testSupport';
import { demoDataRefusal, NO_DEMO_DATA_MSG, REMOVE_DEMO_DATA_COMMAND } from '../../modules/operator';
import { LOGIN_LOCKED_MSG } from '../../modules/auth';
import { rowCount } from '../fixtures';
import { TEST_OPERATOR } from '../constants';

const KEYS = {
  LOGIN_COOKIE_KEY: 'q0Yx3o9Hc2mB5wVZr8fK1tLpN4sD7gJ6uE0aQzXyW2c=',
  PAYLOAD_KEY: 'Zt8pL2wQ9vR4nK6yH1mB3xC5jF7gD0sA2eU4iO6aP8k=',
  STAFF_SECRET_KEY: 'mF3kR8vT1qW6yB9nC2xJ5hL0dG7sA4pE1uZ3oI8rK5w=',
};
const SAMPLES = ['player1', 'self1', 'Exchange Payments', 'Exchange Services Pvt Ltd'];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test('NODE_ENV=production on a database with the sample data exits 1 naming it and the command', async () => {
  const database = await createTestDatabase();
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: path.resolve(__dirname, '../../..'),
      encoding: 'utf8',
      timeout: 90_000,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ...KEYS, DATABASE_URL: database.url, PORT: '0', RUN_FEED: '0' },
    });
    expect(run.status).toBe(1);
    for (const name of [...SAMPLES, REMOVE_DEMO_DATA_COMMAND]) expect(run.stderr).toContain(name);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  } finally {
    await database.drop();
  }
}, 120_000);

test('the admin call switches the sample data off, audited, deleting nothing; then production would start', async () => {
  const refusal = await demoDataRefusal(t.deps.db);
  for (const name of SAMPLES) expect(refusal).toContain(name);
  const ledger = await rowCount(t, 'ledger');
  const users = await rowCount(t, 'users');
  const op = await logInOperator(t.app);
  const remove = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/demo-data/remove',
      headers: { cookie: op.cookie },
      payload: { confirm: 'remove-demo-data' },
    });
  // Without saying so, nothing happens.
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/admin/demo-data/remove', headers: { cookie: op.cookie }, payload: {} })).statusCode,
  ).toBe(400);
  expect(await demoDataRefusal(t.deps.db)).not.toBeNull();
  const removed = await remove();
  expect(removed.statusCode).toBe(200);
  expect(removed.json()).toEqual({
    isSuccess: true,
    players: ['player1', 'self1'],
    merchants: ['Exchange Payments', 'Exchange Services Pvt Ltd'],
  });

  expect(await demoDataRefusal(t.deps.db)).toBeNull();
  expect({ ledger: await rowCount(t, 'ledger'), users: await rowCount(t, 'users') }).toEqual({ ledger, users });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    payload: { UserName: 'self1', pass: 'self123', ip: '1.1.1.1', geoLocation: 'x' },
  });
  expect(login.statusCode).toBe(403);
  expect(login.json().message).toBe(LOGIN_LOCKED_MSG);
  const merchants = await t.app.inject({ method: 'GET', url: '/api/admin/merchants', headers: { cookie: op.cookie } });
  if (merchants.statusCode === 200) expect(JSON.stringify(merchants.json())).not.toMatch(/"active":true/);
  const audit = await t.deps.db.selectFrom('operator_actions').select(['action', 'target']).where('action', '=', 'demo.remove').execute();
  expect(audit).toEqual([{ action: 'demo.remove', target: 'demo-data' }]);

  // Nothing left: 409, and no second audit row.
  const again = await remove();
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe(NO_DEMO_DATA_MSG);
  expect(await t.deps.db.selectFrom('operator_actions').select('id').where('action', '=', 'demo.remove').execute()).toHaveLength(1);
});

test('npm run operator -- remove-demo-data does the same on the database, with no server running', async () => {
  const database = await createTestDatabase();
  try {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(
      commands,
      ['remove-demo-data'],
      { DATABASE_URL: database.url, OPERATOR_USER: TEST_OPERATOR.operatorUser },
      { out: (s) => out.push(s), err: (s) => err.push(s) },
    );
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(JSON.parse(out.join('\n'))).toMatchObject({ players: ['player1', 'self1'] });
    expect(await demoDataRefusal(database.db)).toBeNull();
    const audit = await database.db.selectFrom('operator_actions').select(['action', 'ip']).execute();
    expect(audit).toEqual([{ action: 'demo.remove', ip: 'cli' }]);
  } finally {
    await database.drop();
  }
}, 60_000);
