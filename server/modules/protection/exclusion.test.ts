// Time-outs and self-exclusion: the player is signed out at once on every process (two
// apps, each with its own session cache, on one database), log-in is refused saying until when, and
// nothing ends it early; deposits are refused, a pending withdrawal is still paid; the operator sees it.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildWalletApp, logInOperator, openSelfUser } from '../../test/wallet/testSupport';
import { balanceOn, msUntilRefused, useTwoProcesses } from '../../test/twoProcesses';
import { cookieHeader } from '../../test/app';
import { client } from '../../test/bets/testSupport';
import { DAY, deposit, protection } from '../../test/protection/testSupport';
import { istLabel } from '../../../src/domain/contract/protection';

const two = useTwoProcesses(buildWalletApp, 30_000);

const logInOn = (app: FastifyInstance, name: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    payload: { UserName: name, pass: `${name}-pass`, ip: '127.0.0.1', geoLocation: 'Local, Local, Local' },
  });

test('a 1-day time-out signs the player out on both processes at once and refuses log-in until it ends', async () => {
  const { a, b } = two;
  const onA = await openSelfUser(a, 'excl1', 2000);
  const signedInB = await logInOn(b, 'excl1');
  const onB = { cookie: cookieHeader(signedInB), userId: onA.userId };
  expect((await balanceOn(b, onB.cookie, onB.userId)).statusCode).toBe(200); // cached on B now
  // A withdrawal waits for the operator when the time-out starts.
  expect(
    (await client(a.app, onA.cookie, a.deps.config.payloadKey).withdraw({ userId: onA.userId, withdrawAmountBtn: 500 })).statusCode,
  ).toBe(200);

  const taken = await protection(a.app, onA.cookie).exclude({ kind: 'timeout', length: '1d' });
  expect(taken.statusCode).toBe(200);
  const until = a.clock.now() + DAY;
  expect(taken.json()).toMatchObject({ isSuccess: true, exclusion: { kind: 'timeout', length: '1d', until } });
  expect(taken.json().message).toBe(`Your time-out has started. It ends on ${istLabel(until)}.`);
  expect(String(taken.headers['set-cookie'])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  expect((await balanceOn(a.app, onA.cookie, onA.userId)).statusCode).toBe(401);
  expect(await msUntilRefused(b, onB.cookie, onB.userId)).toBeLessThan(1_000);

  for (const app of [a.app, b]) {
    const refused = await logInOn(app, 'excl1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(`You are on a time-out until ${istLabel(until)}. You can log in again after that.`);
  }

  // The pending withdrawal is still paid.
  const operator = await logInOperator(a.app);
  const [withdrawal] = await a.deps.db.selectFrom('wallet_requests').select('id').where('user_id', '=', onA.userId).execute();
  const paid = await a.app.inject({
    method: 'POST',
    url: `/api/admin/wallet-requests/${withdrawal.id}/approve`,
    headers: { cookie: operator.cookie },
    payload: { comment: 'paid', payoutRef: 'IMPS 612300000077' },
  });
  expect(paid.statusCode).toBe(200);
  // The operator sees the time-out and has no way to end it; nor has anyone in the database.
  const user = await a.app.inject({ method: 'GET', url: `/api/admin/users/${onA.userId}`, headers: { cookie: operator.cookie } });
  expect(user.json().protection.exclusion).toEqual({ kind: 'timeout', length: '1d', until, untilLabel: istLabel(until) });
  await expect(sql`UPDATE player_exclusions SET ends_at = now() WHERE user_id = ${onA.userId}`.execute(a.deps.db)).rejects.toThrow(
    /cannot be changed or ended early/,
  );

  // A session that slipped through (made straight in the store) still cannot deposit or change a limit.
  const token = await a.deps.sessions.create(onA.userId, '127.0.0.1');
  const stray = { cookie: `${cookieHeader(taken).split('=')[0]}=${token}`, userId: onA.userId };
  const refusedDeposit = await deposit(a.app, stray, 500);
  expect(refusedDeposit.statusCode).toBe(403);
  expect(refusedDeposit.json().message).toBe(`Deposits are refused during your time-out or self-exclusion (until ${istLabel(until)}).`);
  const refusedChange = await protection(a.app, stray.cookie).setLimit({ kind: 'loss', period: 'day', amount: 5000 });
  expect(refusedChange.statusCode).toBe(403);
  expect(refusedChange.json().message).toMatch(/^Your limits cannot be changed during your time-out/);
  await a.deps.sessions.destroyAllFor(onA.userId);

  // A minute before the end: still refused; a minute after: in again.
  a.clock.advance(DAY - 60_000);
  expect((await logInOn(a.app, 'excl1')).statusCode).toBe(403);
  a.clock.advance(2 * 60_000);
  expect((await logInOn(a.app, 'excl1')).statusCode).toBe(200);
});

test('a self-exclusion of 6 months: log-in refused with its end date; the player cannot take another on top', async () => {
  const { a } = two;
  const me = await openSelfUser(a, 'excl2', 0);
  const started = a.clock.now();
  const taken = await protection(a.app, me.cookie).exclude({ kind: 'self-exclusion', length: '6m' });
  expect(taken.statusCode).toBe(200);
  const end = new Date(started);
  end.setUTCMonth(end.getUTCMonth() + 6);
  expect(taken.json().exclusion.until).toBe(end.getTime());
  const refused = await logInOn(a.app, 'excl2');
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe(`You have self-excluded until ${istLabel(end.getTime())}. You can log in again after that.`);
  const token = await a.deps.sessions.create(me.userId, '127.0.0.1');
  const again = await protection(a.app, `${cookieHeader(taken).split('=')[0]}=${token}`).exclude({ kind: 'timeout', length: '1d' });
  expect(again.statusCode).toBe(403);
  expect(await a.deps.db.selectFrom('player_exclusions').select('kind').where('user_id', '=', me.userId).execute()).toHaveLength(1);
});
