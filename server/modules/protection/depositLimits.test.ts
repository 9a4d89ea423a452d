// Deposit limits a player sets, on an injected clock: each period at, under and over its
// edge; a lowering at once, a raise or removal only after 24 hours; concurrent requests under the
// wallet lock; the operator's approval re-checks; bad input is a 400 that writes nothing.
import { buildWalletApp, logIn, logInOperator, openSelfUser, requestRows, type WalletTestApp } from '../../test/wallet/testSupport';
import type { Session } from '../../test/auth/testSupport';
import { PERIOD_MS, type LimitPeriod } from '../../../src/domain/contract/protection';
import { DAY, deposit, protection } from '../../test/protection/testSupport';

let t: WalletTestApp;
beforeAll(async () => {
  t = await buildWalletApp();
});
afterAll(() => t.close());

let players = 0;
async function player(): Promise<Session> {
  players += 1;
  return openSelfUser(t, `dl${players}`, 0);
}

/** Logs in again (a session ends after 30 idle minutes, and the tests move the clock by days). */
const again = (s: Session, n: number) => logIn(t.app, `dl${n}`, `dl${n}-pass`);

test.each<LimitPeriod>(['day', 'week', 'month'])(
  'a %s deposit limit of ₹1,000: under and at it accepted, over it refused with what is left; the window rolls',
  async (period) => {
    let me = await player();
    const n = players;
    const p = protection(t.app, me.cookie);
    const set = await p.setLimit({ kind: 'deposit', period, amount: 1000 });
    expect(set.statusCode).toBe(200);
    expect(set.json().state.deposit.find((l: { period: string }) => l.period === period)).toMatchObject({
      amount: 1000,
      pending: null,
      used: 0,
      left: 1000,
    });

    expect((await deposit(t.app, me, 800)).statusCode).toBe(200); // under
    const over = await deposit(t.app, me, 300);
    expect(over.statusCode).toBe(400);
    const name = { day: 'daily', week: 'weekly', month: 'monthly' }[period];
    expect(over.json()).toEqual({
      isSuccess: false,
      message: `Deposit limit: this deposit would pass your ${name} deposit limit of ₹1,000. You can deposit ₹200 more now.`,
    });
    expect((await deposit(t.app, me, 200)).statusCode).toBe(200); // exactly at the limit
    expect((await deposit(t.app, me, 100)).statusCode).toBe(400); // over by ₹100
    expect((await requestRows(t.deps.db, me.userId)).map((r) => r.amount)).toEqual([80_000, 20_000]);

    // A minute before the first request leaves the window: still full. After: room again.
    t.clock.advance(PERIOD_MS[period] - 60_000);
    me = await again(me, n);
    expect((await deposit(t.app, me, 100)).statusCode).toBe(400);
    t.clock.advance(2 * 60_000);
    me = await again(me, n);
    expect((await deposit(t.app, me, 100)).statusCode).toBe(200);
  },
);

test('lowering takes effect at once; a raise and a removal only after 24 hours, shown as pending until then', async () => {
  let me = await player();
  const n = players;
  let p = protection(t.app, me.cookie);
  expect((await p.setLimit({ kind: 'deposit', period: 'day', amount: 2000 })).statusCode).toBe(200);
  const lowered = await p.setLimit({ kind: 'deposit', period: 'day', amount: 500 });
  expect(lowered.json().message).toBe('Your daily deposit limit is now ₹500.');
  expect((await deposit(t.app, me, 600)).statusCode).toBe(400);

  const asked = t.clock.now();
  const raised = await p.setLimit({ kind: 'deposit', period: 'day', amount: 5000 });
  expect(raised.statusCode).toBe(200);
  expect(raised.json().message).toMatch(
    /^Your daily deposit limit will be ₹5,000 from \d\d\/\d\d\/\d{4} \d\d:\d\d IST \(pending until then\)\.$/,
  );
  expect(raised.json().state.deposit[0]).toMatchObject({ period: 'day', amount: 500, pending: { amount: 5000, from: asked + DAY } });
  // Asking again does not restart the wait.
  t.clock.advance(20 * 60_000);
  expect((await p.setLimit({ kind: 'deposit', period: 'day', amount: 5000 })).json().state.deposit[0].pending.from).toBe(asked + DAY);

  t.clock.advance(DAY - 20 * 60_000 - 60_000);
  me = await again(me, n);
  expect((await deposit(t.app, me, 600)).statusCode).toBe(400); // a minute before: still ₹500
  t.clock.advance(2 * 60_000);
  me = await again(me, n);
  expect((await deposit(t.app, me, 600)).statusCode).toBe(200); // the raise is in force
  p = protection(t.app, me.cookie);
  expect((await p.state()).json().deposit[0]).toMatchObject({ amount: 5000, pending: null, used: 600, left: 4400 });

  // A removal waits too; a lowering meanwhile cancels it.
  const removal = await p.setLimit({ kind: 'deposit', period: 'day', amount: null });
  expect(removal.json().state.deposit[0]).toMatchObject({ amount: 5000, pending: { amount: null } });
  expect((await p.setLimit({ kind: 'deposit', period: 'day', amount: 1000 })).json().state.deposit[0]).toMatchObject({
    amount: 1000,
    pending: null,
  });
  expect((await deposit(t.app, me, 500)).statusCode).toBe(400); // 600 + 500 > 1000
});

test('bad input is a 400 with a message and changes nothing', async () => {
  const me = await player();
  const p = protection(t.app, me.cookie);
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ kind: 'deposit', period: 'day', amount: 99 }, 'A limit must be whole rupees from ₹100 to ₹1,00,00,000.'],
    [{ kind: 'deposit', period: 'day', amount: 10_000_001 }, 'A limit must be whole rupees from ₹100 to ₹1,00,00,000.'],
    [{ kind: 'loss', period: 'week', amount: 150.5 }, 'A limit must be whole rupees from ₹100 to ₹1,00,00,000.'],
    [{ kind: 'deposit', period: 'year', amount: 1000 }, 'The period must be day, week or month.'],
    [{ kind: 'bets', period: 'day', amount: 1000 }, 'The limit must be a deposit or a loss limit.'],
  ];
  for (const [body, message] of cases) {
    const response = await p.setLimit(body as never);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, message });
  }
  // The edges themselves are accepted.
  expect((await p.setLimit({ kind: 'deposit', period: 'day', amount: 10_000_000 })).statusCode).toBe(200);
  expect((await p.setLimit({ kind: 'deposit', period: 'week', amount: 100 })).statusCode).toBe(200);
  expect((await t.deps.db.selectFrom('player_limits').selectAll().where('user_id', '=', me.userId).execute()).length).toBe(2);
  const wrongLength = await p.exclude({ kind: 'timeout', length: '2d' });
  expect(wrongLength.statusCode).toBe(400);
  expect(wrongLength.json().message).toMatch(/^That length is not offered/);
  expect((await p.exclude({ kind: 'self-exclusion', length: '7d' })).statusCode).toBe(400);
  expect((await p.realityCheck(20)).statusCode).toBe(400);
  expect(await t.deps.db.selectFrom('player_exclusions').selectAll().where('user_id', '=', me.userId).execute()).toEqual([]);
});

test('concurrent deposit requests against a ₹1,000 limit: at most ₹1,000 is accepted', async () => {
  const me = await player();
  expect((await protection(t.app, me.cookie).setLimit({ kind: 'deposit', period: 'day', amount: 1000 })).statusCode).toBe(200);
  const answers = await Promise.all(Array.from({ length: 6 }, () => deposit(t.app, me, 300)));
  expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
  expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(3);
  const total = (await requestRows(t.deps.db, me.userId)).reduce((sum, r) => sum + r.amount, 0);
  expect(total).toBe(90_000);
});

test("the operator's approval re-checks the limit as it is now; the user call shows the player's limits", async () => {
  const me = await player();
  const p = protection(t.app, me.cookie);
  await p.setLimit({ kind: 'deposit', period: 'day', amount: 1000 });
  expect((await deposit(t.app, me, 400)).statusCode).toBe(200);
  expect((await deposit(t.app, me, 500)).statusCode).toBe(200);
  await p.setLimit({ kind: 'deposit', period: 'day', amount: 600 }); // lowered while both wait
  const [first, second] = await requestRows(t.deps.db, me.userId);
  const operator = await logInOperator(t.app);
  const approve = (id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/wallet-requests/${id}/approve`,
      headers: { cookie: operator.cookie },
      payload: { comment: 'ok' },
    });
  expect((await approve(first.id)).statusCode).toBe(200); // 400 of 600
  const refused = await approve(second.id); // 400 + 500 > 600
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(
    'Deposit limit: this deposit would pass your daily deposit limit of ₹600. You can deposit ₹200 more now.',
  );
  expect((await requestRows(t.deps.db, me.userId)).map((r) => r.status)).toEqual([1, 2]);

  const user = await t.app.inject({ method: 'GET', url: `/api/admin/users/${me.userId}`, headers: { cookie: operator.cookie } });
  expect(user.statusCode).toBe(200);
  expect(user.json().protection.deposit[0]).toMatchObject({ period: 'day', amount: 600, used: 900, left: 0 });
  expect(user.json().protection.exclusion).toBeNull();
});
