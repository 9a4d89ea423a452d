// The operator command line against the real app listening on a free port.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildTestApp, type TestApp } from '../test/app';
import { TEST_OPERATOR } from '../test/constants';
import { SERVER_MSG, MSG } from '../../src/domain/messages';
import { commands } from './operator';
import { runCli } from './run';
import { rowCount } from '../test/fixtures';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const env = () => ({ OPERATOR_URL: url, OPERATOR_USER: TEST_OPERATOR.operatorUser, OPERATOR_PASSWORD: TEST_OPERATOR.operatorPassword });

async function cli(argv: string[], overrides: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(commands, argv, { ...env(), ...overrides }, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

const userCount = () => rowCount(t, 'users');
const ledgerCount = () => rowCount(t, 'ledger');

test('create-user, show-user, credit and update-user print the JSON answer', async () => {
  const created = await cli([
    'create-user',
    '--username',
    'cli_player',
    '--password',
    'first-pass',
    '--credit',
    '1500.75',
    '--exposure-limit',
    '20000',
  ]);
  expect(created).toMatchObject({ code: 0, stderr: '' });
  const user = JSON.parse(created.stdout);
  expect(user).toMatchObject({ username: 'cli_player', selfUser: 0, passwordstatus: 0, balance: 1500.75, exposureLimit: 20000 });

  const shown = await cli(['show-user', '--username', 'CLI_PLAYER']);
  // show-user adds what the player set to protect themselves: none yet.
  // And the accounts linked to them (a phone, a payout account, a slip, a device): none.
  // And the log-in lock (none), the last log-ins (none yet) and the language they chose (none yet).
  const withProtection = {
    ...user,
    language: null,
    protection: expect.objectContaining({ exclusion: null, realityCheckMinutes: 0 }),
    loginLock: { locked: false, reason: null, at: null, by: null },
    lastLogins: [],
    linkedAccounts: [],
  };
  expect(JSON.parse(shown.stdout)).toEqual(withProtection);
  expect(JSON.parse((await cli(['show-user', '--id', String(user.id)])).stdout)).toEqual(withProtection);
  // Numbers shared before one phone opened one account: none on a database opened under the rule.
  expect(JSON.parse((await cli(['phone-duplicates'])).stdout)).toEqual({ isSuccess: true, rows: [] });

  const credited = await cli(['credit', '--username', 'cli_player', '--amount', '500', '--remark', 'Top-up']);
  expect(JSON.parse(credited.stdout)).toMatchObject({ balance: 2000.75, ledgerSum: 2000.75 });
  // --reason, as debit takes it, is the same flag; --remark stays its older name.
  const bonus = await cli(['credit', '--username', 'cli_player', '--amount', '1', '--reason', 'Bonus']);
  expect(JSON.parse(bonus.stdout)).toMatchObject({ balance: 2001.75 });
  const statementLine = await t.deps.db
    .selectFrom('ledger')
    .select('remark')
    .where('user_id', '=', user.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  expect(statementLine?.remark).toBe('Bonus');
  await cli(['credit', '--username', 'cli_player', '--amount=-1', '--reason', 'Bonus back']);
  const debited = await cli(['credit', '--id', String(user.id), '--amount=-0.75']);
  expect(JSON.parse(debited.stdout)).toMatchObject({ balance: 2000, ledgerSum: 2000 });

  const updated = await cli([
    'update-user',
    '--id',
    String(user.id),
    '--lock-betting',
    '1',
    '--exposure-limit',
    '500',
    '--reason',
    'Review',
  ]);
  expect(JSON.parse(updated.stdout)).toMatchObject({ lockBetting: 1, exposureLimit: 500 });
  const reset = await cli(['update-user', '--username', 'cli_player', '--password', 'reset-pass', '--reason', 'Lost password']);
  expect(JSON.parse(reset.stdout)).toMatchObject({ passwordstatus: 0 });

  // The CLI logs out after each command: no operator session is left behind.
  const operatorSessions = await t.deps.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id_hash')
    .where('users.role', '=', 'operator')
    .execute();
  expect(operatorSessions).toEqual([]);
});

test("the server's refusals exit 1 with its message, and write nothing", async () => {
  const [users, ledger] = [await userCount(), await ledgerCount()];
  const taken = await cli(['create-user', '--username', 'player1', '--password', 'secret1']);
  expect(taken.code).toBe(1);
  expect(taken.stderr).toBe(`409 ${MSG.tryAnotherUsername}`);

  const tooMuch = await cli(['credit', '--username', 'self1', '--amount=-999999']);
  expect(tooMuch.code).toBe(1);
  expect(tooMuch.stderr).toMatch(/^400 The debit is more than the available ₹5,000.00/);

  const unknown = await cli(['show-user', '--username', 'nobody']);
  expect(unknown).toMatchObject({ code: 1, stderr: '404 No such player.' });

  const wrongPassword = await cli(['show-user', '--id', '2'], { OPERATOR_PASSWORD: 'wrong' });
  expect(wrongPassword).toMatchObject({ code: 1, stdout: '', stderr: `401 ${SERVER_MSG.invalidCredentials}` });
  expect([await userCount(), await ledgerCount()]).toEqual([users, ledger]);
});

test('command-line mistakes exit 2 with the usage, and nothing is written', async () => {
  const [users, ledger] = [await userCount(), await ledgerCount()];
  const cases = [
    ['create-user', '--username', 'no_password'],
    ['credit', '--id', '2', '--amount', 'ten'],
    ['credit', '--id', '2', '--amount', '-5'],
    ['credit', '--amount', '5'],
    ['update-user', '--id', '2', '--reason', 'x'],
    ['update-user', '--id', '2', '--lock-betting', 'maybe', '--reason', 'x'],
    // A change of a player needs its reason; so does a rejection.
    ['update-user', '--id', '2', '--lock-betting', '1'],
    ['reject', '--id', '2'],
    ['show-user', '--id', 'two'],
    ['show-user', '--colour', 'red'],
    ['launch-rockets'],
    [],
  ];
  for (const argv of cases) {
    const result = await cli(argv);
    expect({ argv, code: result.code, stdout: result.stdout }).toEqual({ argv, code: 2, stdout: '' });
    expect(result.stderr).toContain('npm run operator --');
  }
  expect([await userCount(), await ledgerCount()]).toEqual([users, ledger]);
});

test('help lists every command and each command explains its flags', async () => {
  const help = await cli(['help']);
  expect(help.code).toBe(0);
  for (const name of ['create-user', 'show-user', 'credit', 'update-user', 'OPERATOR_URL', 'OPERATOR_PASSWORD']) {
    expect(help.stdout).toContain(name);
  }
  expect((await cli(['help', 'credit'])).stdout).toContain('--amount');
  expect((await cli(['credit', '--help'])).stdout).toContain('--remark');
});

test('npm run operator runs as its own process and exits with its code', async () => {
  const run = promisify(execFile);
  const root = path.resolve(__dirname, '../..');
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const options = { cwd: root, env: { ...process.env, ...env() } };
  const ok = await run(tsx, ['server/cli/operator.ts', 'show-user', '--username', 'player1'], options);
  expect(JSON.parse(ok.stdout)).toMatchObject({ username: 'player1', balance: 100000 });
  await expect(run(tsx, ['server/cli/operator.ts', 'show-user', '--username', 'nobody'], options)).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining('404 No such player.'),
  });
}, 60_000);
