import { MSG, SERVER_MSG } from '../../../src/domain/messages';
import { logIn, logInOperator, nextIp } from '../../test/auth/testSupport';
import { OPERATOR_MSG } from './messages';
import { accountRows, expectInvalidWritesNothing, useApp } from '../../test/fixtures';

const app = useApp({ signIn: ['operator'] });

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, cookie: string | undefined, payload?: unknown, headers: Record<string, string> = {}) =>
  app.t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const counts = () => accountRows(app.t);

const createUser = (payload: Record<string, unknown>, cookie = app.operator.cookie) => call('POST', '/admin/users', cookie, payload);

describe('operator log-in', () => {
  test('the operator logs in with a session cookie; a player or a wrong password is refused', async () => {
    const ok = await app.t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'operator', password: 'operator-test-pass' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      isSuccess: true,
      user: { id: app.operator.userId, username: 'operator', role: 'operator', roles: ['owner'] },
    });
    expect(String(ok.headers['set-cookie'])).toMatch(/^exsid=.+; Path=\/; HttpOnly; SameSite=Strict$/);

    for (const payload of [
      { username: 'player1', password: 'player123' },
      { username: 'operator', password: 'nope' },
    ]) {
      const refused = await app.t.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: nextIp(), payload });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ message: SERVER_MSG.invalidCredentials });
    }
  });

  test("a player's name guessed at the console door is counted apart: it locks there, never the player's own log-in", async () => {
    const address = '192.0.2.77';
    const consoleLogin = (password: string) =>
      app.t.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: address, payload: { username: 'self1', password } });
    for (let i = 0; i < 5; i += 1) expect((await consoleLogin(`x${i}`)).statusCode).toBe(401);
    // The console door now refuses that name from that address before checking anything…
    const locked = await consoleLogin('self123');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(SERVER_MSG.tooManyAttempts(1));
    // …and the player still logs in at their own door, from the same address.
    const player = await app.t.app.inject({
      method: 'POST',
      url: '/api/user/auth/login',
      remoteAddress: address,
      payload: { UserName: 'self1', pass: 'self123', ip: 'x', geoLocation: 'x' },
    });
    expect(player.statusCode).toBe(200);
    app.t.clock.advance(61_000);
  });

  test('log-out ends the operator session', async () => {
    const session = await logInOperator(app.t.app);
    expect((await call('POST', '/admin/logout', session.cookie)).json()).toEqual({ isSuccess: true });
    expect((await call('GET', `/admin/users/${app.operator.userId + 1}`, session.cookie)).statusCode).toBe(401);
  });
});

describe('who may call what', () => {
  // Every row has three items: jest treats a test function with more parameters than the row as `done`-style.
  const adminCalls: Array<[Method, string, unknown]> = [
    ['POST', '/admin/users', { username: 'sneaky', password: 'secret1', credit: 100, exposureLimit: 100 }],
    ['GET', '/admin/users?username=player1', undefined],
    ['GET', '/admin/users/2', undefined],
    ['POST', '/admin/users/2/credit', { amount: 1000 }],
    ['PATCH', '/admin/users/2', { lockBetting: 0 }],
    ['POST', '/admin/logout', undefined],
  ];

  test.each(adminCalls)('a player gets 403 on %s %s, and nothing is written', async (method, url, payload) => {
    const player = await logIn(app.t.app, 'player1', 'player123');
    const before = await counts();
    const response = await call(method, url, player.cookie, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: SERVER_MSG.operatorOnly });
    expect(await counts()).toEqual(before);
  });

  test.each(adminCalls)('nobody signed in gets 401 on %s %s', async (method, url, payload) => {
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
  });

  test.each([
    ['GET', '/api/fetchPasswordStatus/:id', undefined],
    ['GET', '/expo1/:id/0', undefined],
    ['PUT', '/api/changePassword/users/:id', { oldPassword: 'operator-test-pass', newPassword: 'hijacked' }],
  ] as Array<[Method, string, unknown]>)('the operator gets 403 on the player call %s %s', async (method, url, payload) => {
    const response = await call(method, url.replace(':id', String(app.operator.userId)), app.operator.cookie, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: SERVER_MSG.playersOnly });
  });

  test('an admin write from another site is refused', async () => {
    const before = await counts();
    const response = await createUser({ username: 'csrf_user', password: 'secret1', credit: 100, exposureLimit: 100 }, app.operator.cookie);
    expect(response.statusCode).toBe(201);
    const evil = await call(
      'POST',
      '/admin/users',
      app.operator.cookie,
      { username: 'csrf_user2', password: 'secret1', credit: 100, exposureLimit: 100 },
      { origin: 'http://evil.example' },
    );
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe(SERVER_MSG.crossSite);
    expect((await counts()).users).toBe(before.users + 1);
  });
});

describe('players', () => {
  test('create: 201 with the account; selfUser 0, must change the password, credited through the ledger', async () => {
    const response = await createUser({ username: 'Rahul_77', password: 'first-pass', credit: 2500.5, exposureLimit: 50000 });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      username: 'Rahul_77',
      role: 'player',
      selfUser: 0,
      balance: 2500.5,
      exposure: 0,
      reserved: 0,
      available: 2500.5,
      ledgerSum: 2500.5,
      exposureLimit: 50000,
      lockBetting: 0,
      lockLogin: 0,
      passwordstatus: 0,
    });
    const row = await app.t.deps.db.selectFrom('users').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ created_by: app.operator.userId, self_user: 0, password_status: 0, exposure_limit: 5_000_000 });
    const ledger = await app.t.deps.db
      .selectFrom('ledger')
      .select(['amount', 'kind', 'balance_after'])
      .where('user_id', '=', created.id)
      .execute();
    expect(ledger).toEqual([{ amount: 250_050, kind: 'credit', balance_after: 250_050 }]);

    const login = await app.t.app.inject({
      method: 'POST',
      url: '/api/user/auth/login',
      payload: { UserName: 'rahul_77', pass: 'first-pass', ip: 'x', geoLocation: 'x' },
    });
    expect(login.json().result[0]).toMatchObject({ UserName: 'Rahul_77', selfUser: 0, passwordstatus: 0, ExposureLimit: 50000 });
  });

  test('create with no credit books nothing', async () => {
    const created = (await createUser({ username: 'zero_credit', password: 'secret1', credit: 0, exposureLimit: 0 })).json();
    expect(created).toMatchObject({ balance: 0, ledgerSum: 0 });
    expect(await app.t.deps.db.selectFrom('ledger').select('id').where('user_id', '=', created.id).execute()).toEqual([]);
  });

  test('a name taken in any case: 409, nothing written', async () => {
    const before = await counts();
    const response = await createUser({ username: 'PLAYER1', password: 'secret1', credit: 100, exposureLimit: 100 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: MSG.tryAnotherUsername });
    expect(await counts()).toEqual(before);
  });

  test.each([
    ['a name of 33 characters', { username: 'u'.repeat(33), password: 'secret1', credit: 1, exposureLimit: 1 }],
    ['a password of 129 characters', { username: 'longpw', password: 'p'.repeat(129), credit: 1, exposureLimit: 1 }],
    ['a negative credit', { username: 'negative', password: 'secret1', credit: -1, exposureLimit: 1 }],
    ['a credit that is not a number', { username: 'nan_credit', password: 'secret1', credit: 'lots', exposureLimit: 1 }],
    ['a credit in fractions of a paisa', { username: 'fraction', password: 'secret1', credit: 10.001, exposureLimit: 1 }],
    ['a missing exposure limit', { username: 'nolimit', password: 'secret1', credit: 1 }],
  ])('create with %s: 400 { message }, nothing written', async (_name, payload) => {
    await expectInvalidWritesNothing(app.t, () => createUser(payload));
  });

  test('find by name or id; unknown players and the operator are 404', async () => {
    const byName = await call('GET', '/admin/users?username=PLAYER1', app.operator.cookie);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ username: 'player1', balance: 100000, ledgerSum: 100000, exposureLimit: 200000, selfUser: 0 });
    const byId = await call('GET', `/admin/users/${byName.json().id}`, app.operator.cookie);
    expect(byId.json()).toEqual(byName.json());

    for (const url of ['/admin/users?username=nobody', '/admin/users/999999', `/admin/users/${app.operator.userId}`]) {
      const response = await call('GET', url, app.operator.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: OPERATOR_MSG.noSuchUser });
    }
    expect((await call('GET', '/admin/users', app.operator.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/admin/users/abc', app.operator.cookie)).statusCode).toBe(400);
  });
});

describe('credit and debit', () => {
  let id: number;
  beforeAll(async () => {
    id = (await createUser({ username: 'wallet_user', password: 'secret1', credit: 1000, exposureLimit: 5000 })).json().id;
  });

  test('a credit and a debit are one ledger entry each; balance equals the ledger sum', async () => {
    const credited = await call('POST', `/admin/users/${id}/credit`, app.operator.cookie, {
      amount: 250.25,
      remark: 'Cash at the counter',
    });
    expect(credited.statusCode).toBe(200);
    expect(credited.json()).toMatchObject({ balance: 1250.25, ledgerSum: 1250.25, available: 1250.25 });
    const debited = await call('POST', `/admin/users/${id}/credit`, app.operator.cookie, { amount: -50 });
    expect(debited.json()).toMatchObject({ balance: 1200.25, ledgerSum: 1200.25 });
    const ledger = await app.t.deps.db
      .selectFrom('ledger')
      .select(['amount', 'kind', 'remark'])
      .where('user_id', '=', id)
      .orderBy('id')
      .execute();
    expect(ledger.slice(1)).toEqual([
      { amount: 25_025, kind: 'credit', remark: 'Cash at the counter' },
      { amount: -5_000, kind: 'debit', remark: 'Operator debit' },
    ]);
  });

  test('a debit beyond the available money (balance − exposure − reserved): 400, nothing written', async () => {
    await app.t.deps.db.updateTable('wallets').set({ exposure: 10_000, reserved: 10_025 }).where('user_id', '=', id).execute();
    const before = await counts();
    const response = await call('POST', `/admin/users/${id}/credit`, app.operator.cookie, { amount: -1000.01 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(OPERATOR_MSG.debitTooLarge(1000));
    expect(await counts()).toEqual(before);
    const exact = await call('POST', `/admin/users/${id}/credit`, app.operator.cookie, { amount: -1000 });
    expect(exact.json()).toMatchObject({ balance: 200.25, exposure: 100, reserved: 100.25, available: 0, ledgerSum: 200.25 });
  });

  test.each([
    ['a zero amount', { amount: 0 }],
    ['an amount that is not a number', { amount: 'ten' }],
    ['a missing amount', { remark: 'nothing' }],
    ['an amount in fractions of a paisa', { amount: 0.005 }],
    ['a remark of 201 characters', { amount: 1, remark: 'r'.repeat(201) }],
  ])('%s: 400, nothing written', async (_name, payload) => {
    await expectInvalidWritesNothing(app.t, () => call('POST', `/admin/users/${id}/credit`, app.operator.cookie, payload));
  });

  test('an unknown player: 404, nothing written', async () => {
    const before = await counts();
    expect((await call('POST', '/admin/users/999999/credit', app.operator.cookie, { amount: 10 })).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe('update', () => {
  test('lock betting and the exposure limit show in the next log-in', async () => {
    const { id } = (await createUser({ username: 'locked_one', password: 'secret1', credit: 0, exposureLimit: 100 })).json();
    const response = await call('PATCH', `/admin/users/${id}`, app.operator.cookie, { lockBetting: 1, exposureLimit: 7500.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lockBetting: 1, exposureLimit: 7500.5, passwordstatus: 0 });
    const login = await app.t.app.inject({
      method: 'POST',
      url: '/api/user/auth/login',
      payload: { UserName: 'locked_one', pass: 'secret1', ip: 'x', geoLocation: 'x' },
    });
    expect(login.json().result[0]).toMatchObject({ LockBetting: 1, ExposureLimit: 7500.5 });
  });

  test('a reason goes to the audit row of the change; a reason alone changes nothing', async () => {
    const { id } = (await createUser({ username: 'reasoned', password: 'secret1', credit: 0, exposureLimit: 100 })).json();
    expect(
      (await call('PATCH', `/admin/users/${id}`, app.operator.cookie, { lockBetting: 1, reason: ' Chasing losses ' })).statusCode,
    ).toBe(200);
    const row = await app.t.deps.db
      .selectFrom('operator_actions')
      .select(['action', 'reason', 'after'])
      .where('target', '=', `user:${id}`)
      .where('action', '=', 'user.update')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reason: 'Chasing losses', after: { lockBetting: 1 } });
    const alone = await call('PATCH', `/admin/users/${id}`, app.operator.cookie, { reason: 'Nothing else' });
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toMatchObject({ isSuccess: false, message: OPERATOR_MSG.nothingToChange });
  });

  test('a password reset sets passwordstatus 0 and signs the player out everywhere', async () => {
    const player = await logIn(app.t.app, 'self1', 'self123');
    const response = await call('PATCH', `/admin/users/${player.userId}`, app.operator.cookie, { password: 'reset-pass' });
    expect(response.json()).toMatchObject({ passwordstatus: 0 });
    expect((await call('GET', `/api/fetchPasswordStatus/${player.userId}`, player.cookie)).statusCode).toBe(401);
    const again = await logIn(app.t.app, 'self1', 'reset-pass');
    expect((await call('GET', `/api/fetchPasswordStatus/${again.userId}`, again.cookie)).json()).toEqual([{ passwordstatus: 0 }]);
  });

  test.each([
    ['nothing to change', {}],
    ['only unknown fields', { role: 'operator' }],
    ['lockBetting 2', { lockBetting: 2 }],
    ['a password of 5 characters', { password: '12345' }],
    ['a negative exposure limit', { exposureLimit: -1 }],
  ])('%s: 400, nothing changed', async (_name, payload) => {
    const before = await app.t.deps.db.selectFrom('users').selectAll().where('username', '=', 'player1').executeTakeFirstOrThrow();
    const response = await call('PATCH', `/admin/users/${before.id}`, app.operator.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(await app.t.deps.db.selectFrom('users').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow()).toEqual(before);
  });

  test('the operator account cannot be changed here: 404', async () => {
    expect((await call('PATCH', `/admin/users/${app.operator.userId}`, app.operator.cookie, { password: 'takeover' })).statusCode).toBe(
      404,
    );
  });
});
