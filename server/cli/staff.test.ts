// `npm run operator -- staff …` against the real app on a free port: add, list, roles, suspend,
// reset-password, reset-2fa; and logging in as a staff member with two-factor, the code asked for.
import { useApp } from '../test/fixtures';
import { runCli } from './run';
import { commands } from './operator';
import { runOperatorCli } from './testSupport';
import { enrolTotp, logInStaff, staffLogin } from '../test/auth/staffSupport';
import { totpCode } from '../modules/operator/totp';

jest.setTimeout(60_000);

const app = useApp({ listen: true });
const cli = (argv: string[]) => runOperatorCli(app.url, argv);

test('staff add, list, roles, suspend, reset-password, as the owner; usage errors exit 2', async () => {
  const added = await cli(['staff', 'add', '--username', 'cli_cashier', '--password', 'cli-cashier-pass', '--roles', 'cashier']);
  expect(added).toMatchObject({ code: 0, stderr: '' });
  expect(JSON.parse(added.stdout)).toMatchObject({ username: 'cli_cashier', roles: ['cashier'], status: 'active' });
  expect(await cli(['staff', 'add', '--username', 'x_bad', '--password', 'whatever', '--roles', 'king'])).toMatchObject({ code: 2 });

  const list = JSON.parse((await cli(['staff', 'list'])).stdout);
  expect(list.staff.map((s: { username: string }) => s.username)).toEqual(expect.arrayContaining(['operator', 'cli_cashier']));

  expect(JSON.parse((await cli(['staff', 'roles', '--username', 'cli_cashier', '--roles', 'cashier,support'])).stdout).roles).toEqual([
    'cashier',
    'support',
  ]);
  expect(JSON.parse((await cli(['staff', 'suspend', '--username', 'cli_cashier'])).stdout).status).toBe('suspended');
  expect((await staffLogin(app.t.app, 'cli_cashier', 'cli-cashier-pass')).statusCode).toBe(403);
  expect(JSON.parse((await cli(['staff', 'suspend', '--username', 'cli_cashier', '--undo', '1'])).stdout).status).toBe('active');
  expect((await cli(['staff', 'reset-password', '--username', 'cli_cashier', '--password', 'cli-new-pass'])).code).toBe(0);
  expect((await staffLogin(app.t.app, 'cli_cashier', 'cli-new-pass')).statusCode).toBe(200);
});

test('a staff member with two-factor: the CLI asks for the code, and refuses without one', async () => {
  const { t } = app;
  await cli(['staff', 'add', '--username', 'cli_trader', '--password', 'cli-trader-pass', '--roles', 'trader']);
  const session = await logInStaff(t.app, 'cli_trader', 'cli-trader-pass');
  const { secret } = await enrolTotp(t.app, t.clock, session.cookie);
  t.clock.advance(30_000);
  const env = { OPERATOR_URL: app.url, OPERATOR_USER: 'cli_trader', OPERATOR_PASSWORD: 'cli-trader-pass' };
  const out: string[] = [];
  const err: string[] = [];
  const asked: string[] = [];
  const io = {
    out: (s: string) => out.push(s),
    err: (s: string) => err.push(s),
    ask: async (question: string) => {
      asked.push(question);
      return totpCode(secret, t.clock.now());
    },
  };
  expect(await runCli(commands, ['risk'], env, io)).toBe(0);
  expect(asked).toEqual(['Code from your authenticator app: ']);
  // A trader may not manage staff: the server's 403 names the permission.
  t.clock.advance(30_000);
  expect(await runCli(commands, ['staff', 'list'], env, io)).toBe(1);
  expect(err.join('\n')).toContain('staff.read');
  // With no terminal to ask, the log-in is refused saying a code is needed.
  const silent: string[] = [];
  expect(await runCli(commands, ['risk'], env, { out: () => undefined, err: (s) => silent.push(s) })).toBe(1);
  expect(silent.join('\n')).toContain('401 Enter the 6-digit code');
  // reset-2fa by the owner: the trader logs in with the password alone again.
  expect((await cli(['staff', 'reset-2fa', '--username', 'cli_trader'])).code).toBe(0);
  expect((await staffLogin(t.app, 'cli_trader', 'cli-trader-pass')).statusCode).toBe(200);
});

test('help names the staff commands', async () => {
  const help = await cli(['help']);
  for (const name of ['staff add', 'staff list', 'staff suspend', 'staff reset-password', 'staff reset-2fa', 'staff roles']) {
    expect(help.stdout).toContain(name);
  }
});
