// Linked accounts for the operator: accounts sharing a payout account (saved or named in a withdrawal),
// a payment slip image, a device and address within a day, each said with its value masked; and the
// phone numbers two accounts shared before one phone opened one account, kept and listed.
import { Migrator, sql } from 'kysely';
import { useWalletApp, depositForm, openSelfUser, postDeposit, slipPng, type Session } from '../../test/wallet/testSupport';
import { operatorSession, useOperator } from '../../test/fixtures';
import { createTestDatabase } from '../../test/db';
import { migrateToLatest } from '../../db/migrate';
import { migrations } from '../../db/migrations/index';
import { makeLinkedService } from './linkedService';

const app = useWalletApp({ self2Rupees: 5_000 });
const admin = useOperator(app);

const call = (session: Session, url: string, payload: object) =>
  app.t.app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie: session.cookie }, payload });
const logInFrom = (name: string, device: string, remoteAddress: string) =>
  app.t.app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    remoteAddress,
    headers: device ? { cookie: device } : {},
    payload: { UserName: name, pass: `${name}-pass`, ip: '127.0.0.1', geoLocation: 'Local, Local, Local' },
  });
const deviceOf = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0] ?? '')
    .find((c) => c.startsWith('exdev=')) ?? '';

test('a pair sharing a UPI id, a bank account, a slip image and a device is listed both ways, masked; others are not', async () => {
  const a = await openSelfUser(app.t, 'link_a', 2_000);
  const b = app.self2;
  await openSelfUser(app.t, 'link_c', 2_000);

  // The same UPI id saved by one and named in a withdrawal by the other, in another case.
  const upi = {
    userId: a.userId,
    withdrawAmountBtn: '500',
    withdrawPaymentMethod: 'UPI',
    withdrawAccountHolder: 'A',
    withdrawUpiId: 'shared.payee@ybl',
  };
  expect((await call(a, '/api/selfUser/saveBankDetail', upi)).statusCode).toBe(200);
  expect(
    (
      await call(b, '/api/selfUser/withdrawRequest', {
        userId: b.userId,
        withdrawAmountBtn: 200,
        paymentMethod: 'UPI',
        UPIID: 'Shared.Payee@YBL',
      })
    ).statusCode,
  ).toBe(200);
  // A bank account written with and without spaces.
  const bank = {
    withdrawPaymentMethod: 'BANK',
    withdrawAccountHolder: 'X',
    withdrawAccountNumber: '001234567890',
    withdrawIfsc: 'HDFC0001234',
    withdrawBankName: 'HDFC',
  };
  expect((await call(a, '/api/selfUser/saveBankDetail', { userId: a.userId, ...bank })).statusCode).toBe(200);
  expect(
    (await call(b, '/api/selfUser/saveBankDetail', { userId: b.userId, ...bank, withdrawAccountNumber: '0012 3456 7890' })).statusCode,
  ).toBe(200);

  // One slip image: deposited by A, rejected, then deposited by B.
  const slip = slipPng(['UTR 612345678901', 'Paid 500']);
  const first = await postDeposit(app.t.app, a.cookie, depositForm({ userId: a.userId, UTR: '612345678901' }, { bytes: slip }));
  expect(first.statusCode).toBe(200);
  const [pending] = await app.t.deps.db
    .selectFrom('wallet_requests')
    .select('id')
    .where('user_id', '=', a.userId)
    .where('request_type', '=', 'deposit')
    .execute();
  expect((await admin.call('POST', `/wallet-requests/${pending?.id}/reject`, { comment: 'not received' })).statusCode).toBe(200);
  expect((await postDeposit(app.t.app, b.cookie, depositForm({ userId: b.userId, UTR: '612345678902' }, { bytes: slip }))).statusCode).toBe(
    200,
  );

  // One browser and address: A logs in, then B from the same device and address hours later.
  const fromA = await logInFrom('link_a', '', '198.51.100.77');
  const device = deviceOf(fromA);
  expect(device).not.toBe('');
  app.t.clock.advance(5 * 60 * 60_000);
  expect((await logInFrom('self2', device, '198.51.100.77')).statusCode).toBe(200);

  // The operator signs in again: hours passed.
  const operator = await operatorSession(app.t);
  const linked = await operator.call('GET', `/users/${a.userId}/linked`);
  expect(linked.statusCode).toBe(200);
  expect(linked.json()).toEqual({
    isSuccess: true,
    linked: [
      {
        id: b.userId,
        username: 'self2',
        shares: expect.arrayContaining([
          { kind: 'upi', value: 'sh**********@ybl' },
          { kind: 'bank', value: '********7890' },
          { kind: 'slip', value: expect.stringMatching(/^sha256 [0-9a-f]{12}…$/) },
          { kind: 'device', value: '198.51.100.x' },
        ]),
      },
    ],
  });
  expect(linked.json().linked[0].shares).toHaveLength(4);
  expect(linked.body).not.toContain('shared.payee');
  expect(linked.body).not.toContain('001234567890');
  // Both ways.
  const fromB = (await operator.call('GET', `/users/${b.userId}/linked`)).json();
  expect(fromB.linked.map((l: { username: string }) => l.username)).toEqual(['link_a']);
  expect((await operator.call('GET', '/users/999999/linked')).statusCode).toBe(404);
});

test('numbers two accounts shared before the rule are kept, left out of the unique index, and listed; a third is refused', async () => {
  const database = await createTestDatabase({ empty: true });
  try {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '20261128_44'));
    const old = new Migrator({ db: database.db, provider: { getMigrations: async () => before } });
    expect((await old.migrateToLatest()).error).toBeUndefined();
    for (const [name, phone] of [
      ['first', '+91 98000 00001'],
      ['second', '098000 00001'],
      ['third', '9800000002'],
    ]) {
      await sql`INSERT INTO users (username, username_key, password_hash, role, phone) VALUES (${name}, ${name}, 'x', 'player', ${phone})`.execute(
        database.db,
      );
    }
    // Every account has its wallet (the operator's view of a player reads it).
    await sql`INSERT INTO wallets (user_id, updated_at) SELECT id, now() FROM users`.execute(database.db);
    await migrateToLatest(database.db);
    const users = await database.db
      .selectFrom('users')
      .select(['username', 'phone', 'phone_key', 'phone_shared_before'])
      .orderBy('id')
      .execute();
    expect(users).toEqual([
      { username: 'first', phone: '+91 98000 00001', phone_key: '9800000001', phone_shared_before: false },
      { username: 'second', phone: '098000 00001', phone_key: '9800000001', phone_shared_before: true },
      { username: 'third', phone: '9800000002', phone_key: '9800000002', phone_shared_before: false },
    ]);
    const listed = await makeLinkedService({ db: database.db }).phoneDuplicates();
    expect(listed).toEqual({
      isSuccess: true,
      rows: [
        {
          phone: '******0001',
          accounts: [expect.objectContaining({ username: 'first' }), expect.objectContaining({ username: 'second' })],
        },
      ],
    });
    // The two are linked accounts of each other by their phone number.
    const [first, second] = await database.db.selectFrom('users').select('id').orderBy('id').limit(2).execute();
    expect(await makeLinkedService({ db: database.db }).linked(first?.id ?? 0)).toEqual({
      isSuccess: true,
      linked: [{ id: second?.id, username: 'second', shares: [{ kind: 'phone', value: '******0001' }] }],
    });
    // A new account with that number is refused, and the mark cannot be given to a new row.
    await expect(
      sql`INSERT INTO users (username, username_key, password_hash, role, phone, phone_shared_before)
          VALUES ('fourth', 'fourth', 'x', 'player', '9800000001', true)`.execute(database.db),
    ).rejects.toMatchObject({ code: '23505', constraint: 'users_phone_key_once' });
  } finally {
    await database.drop();
  }
});

test('the admin API lists shared numbers (none on a database opened under the rule)', async () => {
  const { call } = await operatorSession(app.t);
  const listed = await call('GET', '/phone-duplicates');
  expect(listed.statusCode).toBe(200);
  expect(listed.json()).toEqual({ isSuccess: true, rows: [] });
});
