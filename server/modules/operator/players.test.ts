// The operator's player calls and the audit log: list and search, a player's ledger, bets and
// requests, a debit with a reason that never takes the money at risk, the log-in lock (sessions end
// at once); every change has its audit row in the same transaction, and GET /admin/audit finds it.
import { sql } from 'kysely';
import { MSG } from '../../../src/domain/messages';
import { buildTestApp, type TestApp } from '../../test/app';
import { logIn, logInOperator, type Session } from '../../test/auth/testSupport';
import { admin, auditCount, auditRows, rowCount } from './testSupport';
import { OPERATOR_MSG } from './messages';
import { LOGIN_LOCKED_MSG } from '../auth';

let t: TestApp;
let op: Session;
let call: ReturnType<typeof admin>;
let player1: number;

beforeAll(async () => {
  t = await buildTestApp();
  op = await logInOperator(t.app);
  call = admin(t, op.cookie);
  player1 = (await call('GET', '/users?username=player1')).json().id;
});
afterAll(() => t.close());

const ledgerCount = () => rowCount(t, 'ledger');
const playerLogIn = (UserName: string, pass: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/auth/login', payload: { UserName, pass, ip: 'x', geoLocation: 'x' } });

test('list: by name prefix, selfUser, sorted by balance, paged', async () => {
  const byPrefix = (await call('GET', '/players?prefix=PLAY')).json();
  expect(byPrefix).toMatchObject({
    isSuccess: true,
    total: 1,
    page: 1,
    rows: [{ username: 'player1', balance: 100000, lockLogin: 0, selfUser: 0 }],
  });
  const self = (await call('GET', '/players?selfUser=1')).json();
  expect(self.rows.map((r: { username: string }) => r.username)).toEqual(['self1']);
  const rich = (await call('GET', '/players?sort=balance&order=desc&pageSize=1')).json();
  expect(rich).toMatchObject({ total: 2, pageSize: 1, rows: [{ username: 'player1' }] });
  expect((await call('GET', '/players?sort=mood')).statusCode).toBe(400);
  expect((await call('GET', '/players?pageSize=501')).statusCode).toBe(400);
});

test('a player\u2019s ledger, bets and requests; unknown ids are 404', async () => {
  const ledger = (await call('GET', `/users/${player1}/ledger`)).json();
  expect(ledger).toMatchObject({ total: 1, rows: [{ amount: 100000, balanceAfter: 100000, kind: 'opening' }] });
  expect((await call('GET', `/users/${player1}/bets?status=matched`)).json()).toMatchObject({ total: 0, rows: [] });
  expect((await call('GET', `/users/${player1}/requests`)).json()).toMatchObject({ isSuccess: true, rows: expect.any(Array) });
  for (const url of ['/users/999999/ledger', '/users/999999/bets', '/users/999999/requests', `/users/${op.userId}/ledger`]) {
    expect((await call('GET', url)).statusCode).toBe(404);
  }
});

test('debit: with a reason, never below the exposure; refusals write nothing', async () => {
  await t.deps.db.updateTable('wallets').set({ exposure: 90_000_00 }).where('user_id', '=', player1).execute();
  const [ledger, audits] = [await ledgerCount(), await auditCount(t)];
  for (const [body, status, message] of [
    [{ amount: 10_000.01, reason: 'Chargeback' }, 400, MSG.insufficientFunds],
    [{ amount: 100 }, 400, undefined],
    [{ amount: 100, reason: '' }, 400, undefined],
    [{ amount: 0, reason: 'x' }, 400, undefined],
    [{ amount: 0.001, reason: 'x' }, 400, OPERATOR_MSG.twoDecimals],
  ] as const) {
    const response = await call('POST', `/users/${player1}/debit`, body);
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json().message).toBe(message);
  }
  expect((await call('POST', '/users/999999/debit', { amount: 1, reason: 'x' })).statusCode).toBe(404);
  expect([await ledgerCount(), await auditCount(t)]).toEqual([ledger, audits]);

  const debited = await call('POST', `/users/${player1}/debit`, { amount: 10_000, reason: 'Chargeback on deposit 12' });
  expect(debited.statusCode).toBe(200);
  expect(debited.json()).toMatchObject({ balance: 90000, exposure: 90000, available: 0, ledgerSum: 90000 });
  const entry = await t.deps.db
    .selectFrom('ledger')
    .select(['amount', 'kind', 'remark'])
    .where('user_id', '=', player1)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(entry).toEqual({ amount: -1_000_000, kind: 'debit', remark: 'Chargeback on deposit 12' });
  expect((await auditRows(t)).at(-1)).toMatchObject({
    action: 'user.debit',
    target: `user:${player1}`,
    reason: 'Chargeback on deposit 12',
    before: { balance: 100000 },
    after: { balance: 90000, amount: -10000 },
  });
  await t.deps.db.updateTable('wallets').set({ exposure: 0 }).where('user_id', '=', player1).execute();
});

test('lock log-in: the player\u2019s sessions end at once and log-in is refused until unlocked', async () => {
  const session = await logIn(t.app, 'self1', 'self123');
  const locked = await call('POST', `/users/${session.userId}/lock-login`, { reason: 'Account under review' });
  expect(locked.json()).toEqual({ isSuccess: true, id: session.userId, lockLogin: 1 });
  const afterLock = await t.app.inject({
    method: 'GET',
    url: `/api/api/fetchPasswordStatus/${session.userId}`,
    headers: { cookie: session.cookie },
  });
  expect(afterLock.statusCode).toBe(401);
  const refused = await playerLogIn('self1', 'self123');
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ message: LOGIN_LOCKED_MSG });
  // Support reads why on the player's page: the reason, who locked it and when; and the last log-ins.
  const shown = (await call('GET', `/users/${session.userId}`)).json();
  expect(shown).toMatchObject({
    lockLogin: 1,
    loginLock: {
      locked: true,
      reason: 'Account under review',
      by: 'operator',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    },
  });
  expect(shown.lastLogins[0]).toMatchObject({ ip: expect.any(String), device: expect.any(String) });
  expect((await call('GET', '/users?username=self1')).json().loginLock.reason).toBe('Account under review');
  const audits = await auditCount(t);
  expect((await call('POST', `/users/${session.userId}/lock-login`, { reason: 'again' })).statusCode).toBe(409);
  expect(await auditCount(t)).toBe(audits);
  expect((await call('POST', `/users/${session.userId}/unlock-login`, { reason: 'Reviewed' })).statusCode).toBe(200);
  expect((await playerLogIn('self1', 'self123')).statusCode).toBe(200);
  expect((await call('GET', `/users/${session.userId}`)).json()).toMatchObject({
    lockLogin: 0,
    loginLock: { locked: false, reason: null, by: null, at: null },
  });
  expect((await call('GET', `/audit?target=user:${session.userId}`)).json().rows.map((r: { action: string }) => r.action)).toEqual([
    'user.unlock-login',
    'user.lock-login',
  ]);
});

test('the audit row is in the change\u2019s transaction: when it cannot be written, the change is not made', async () => {
  await sql`CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit down'; END $$`.execute(
    t.deps.db,
  );
  await sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON operator_actions FOR EACH ROW EXECUTE FUNCTION refuse_audit()`.execute(t.deps.db);
  try {
    const ledger = await ledgerCount();
    expect((await call('POST', `/users/${player1}/credit`, { amount: 500, remark: 'bonus' })).statusCode).toBe(500);
    expect((await call('PATCH', '/settings/master', { siteMessage: 'never shown' })).statusCode).toBe(500);
    expect(await ledgerCount()).toBe(ledger);
    const master = await t.deps.db.selectFrom('master_data').select('site_message').executeTakeFirstOrThrow();
    expect(master.site_message).not.toBe('never shown');
  } finally {
    await sql`DROP TRIGGER refuse_audit ON operator_actions`.execute(t.deps.db);
    await sql`DROP FUNCTION refuse_audit()`.execute(t.deps.db);
  }
});

test('GET /admin/audit: filters, paging, newest first; bad dates are 400', async () => {
  await call('POST', `/users/${player1}/credit`, { amount: 1, remark: 'one' });
  await call('POST', `/users/${player1}/credit`, { amount: 2, remark: 'two' });
  const page = (await call('GET', '/audit?action=user.credit&pageSize=1')).json();
  expect(page).toMatchObject({
    isSuccess: true,
    total: 2,
    pageSize: 1,
    rows: [{ action: 'user.credit', reason: 'two', operator: 'operator', operatorId: op.userId }],
  });
  expect((await call('GET', '/audit?action=user.credit&pageSize=1&page=2')).json().rows[0].reason).toBe('one');
  expect((await call('GET', '/audit?operator=OPERATOR&from=2020-01-01')).json().total).toBeGreaterThanOrEqual(2);
  expect((await call('GET', '/audit?to=2020-01-01')).json().total).toBe(0);
  expect((await call('GET', '/audit?from=2020-13-45')).statusCode).toBe(400);
  expect((await call('GET', '/audit?from=yesterday')).statusCode).toBe(400);
});
