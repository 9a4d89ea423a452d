// Suspending a market by hand: the odds poll shows SUSPENDED whatever the feed sends, saveBet and
// updateUnmatchBet refuse with the spec's message, the database refuses a save even on a process
// that has not seen the suspension yet, and resume gives the market back to the feed. Each change
// writes one audit row; refusals write none.
import { MSG } from '../../../src/domain/messages';
import { NO_CONTROLS } from '../../feed/controls';
import { emptyUpdate } from '../../feed/types';
import { useBetsApp } from '../../test/bets/fixture';
import { cricketEvent, publish, savePayload, FANCY, GAME_ID, HOME, MO } from '../../test/bets/testSupport';
import { auditCount, auditRows } from './testSupport';
import { useOperator } from '../../test/fixtures';
import { OPERATOR_MSG } from './messages';

const app = useBetsApp();
const operator = useOperator(app);

afterEach(async () => {
  // Each test starts with no hand suspension (the table is not append-only).
  await app.t.deps.db.deleteFrom('market_suspensions').execute();
  app.t.deps.snapshots.setControls(NO_CONTROLS);
});

const odds = () => app.api.get(`/api/checkGetMatchOdds/${MO}/${GAME_ID}`).then((r) => r.json());
const back = (price = 2) =>
  savePayload(app.player.userId, { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price, stake: 100 });

test('suspend: SUSPENDED on the next poll and after the feed says OPEN again; bets refused; resume opens it', async () => {
  expect((await odds()).Odds[0].status).toBe('OPEN');
  const suspended = await operator.call('POST', `/markets/${MO}/suspend`, { reason: 'Rain delay, checking the pitch' });
  expect(suspended.statusCode).toBe(200);
  expect(suspended.json()).toEqual({
    isSuccess: true,
    marketId: MO,
    eventId: GAME_ID,
    kind: 'Matchodds',
    handSuspended: true,
    feedStatus: 'OPEN',
  });
  expect((await odds()).Odds[0].status).toBe('SUSPENDED');

  // The feed keeps sending OPEN prices: the hand wins.
  publish(app.t.deps.snapshots, cricketEvent(app.t.clock.now()));
  expect((await odds()).Odds[0].status).toBe('SUSPENDED');
  const refused = await app.api.save(back());
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ message: MSG.notAbleToBet });
  expect(await app.t.deps.db.selectFrom('bets').select('id').execute()).toEqual([]);

  const resumed = await operator.call('POST', `/markets/${MO}/resume`, { reason: 'Play restarted' });
  expect(resumed.statusCode).toBe(200);
  expect(resumed.json()).toMatchObject({ handSuspended: false });
  expect((await odds()).Odds[0].status).toBe('OPEN');
  expect((await app.api.save(back())).statusCode).toBe(200);

  const rows = await auditRows(app.t);
  expect(rows.map((r) => [r.action, r.target, r.reason, r.operator_id])).toEqual([
    ['market.suspend', `market:${MO}`, 'Rain delay, checking the pitch', operator.op.userId],
    ['market.resume', `market:${MO}`, 'Play restarted', operator.op.userId],
  ]);
  expect(rows[0]).toMatchObject({
    before: { handSuspended: false, feedStatus: 'OPEN' },
    after: { handSuspended: true },
    ip: expect.any(String),
  });
});

test('a process that has not yet seen the suspension still cannot book a bet: the database refuses it', async () => {
  expect((await operator.call('POST', `/markets/${MO}/suspend`, { reason: 'Integrity check' })).statusCode).toBe(200);
  app.t.deps.snapshots.setControls(NO_CONTROLS); // as another API process between two reloads
  expect((await odds()).Odds[0].status).toBe('OPEN');
  const refused = await app.api.save(back());
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ message: MSG.notAbleToBet });
  expect(await app.t.deps.db.selectFrom('bets').select('id').execute()).toEqual([]);
});

test('a pending bet whose market is suspended during its delay is removed with the message', async () => {
  const payload = back();
  expect((await app.api.save(payload)).statusCode).toBe(200);
  expect((await operator.call('POST', `/markets/${MO}/suspend`, { reason: 'Suspicious betting' })).statusCode).toBe(200);
  app.t.clock.advance(5_000);
  app.t.deps.snapshots.apply(emptyUpdate());
  const update = await app.api.update({ userId: app.player.userId, BetId: payload.BetId as string, oddsRequest: 2 });
  expect(update.statusCode).toBe(400);
  expect(update.json()).toMatchObject({ message: MSG.notAbleToBet });
  const bet = await app.t.deps.db
    .selectFrom('bets')
    .select('status')
    .where('bet_id', '=', payload.BetId as string)
    .executeTakeFirstOrThrow();
  expect(bet.status).toBe('deleted');
  const wallet = await app.t.deps.db
    .selectFrom('wallets')
    .select('exposure')
    .where('user_id', '=', app.player.userId)
    .executeTakeFirstOrThrow();
  expect(wallet.exposure).toBe(0);
});

test('a fancy session suspended by hand shows GameStatus SUSPENDED', async () => {
  expect((await operator.call('POST', `/markets/${FANCY}/suspend`, { reason: 'Wrong line' })).statusCode).toBe(200);
  expect((await odds()).Fancy[0]).toMatchObject({ mid: FANCY, GameStatus: 'SUSPENDED' });
});

describe('bad input writes nothing, the audit log included', () => {
  test.each([
    ['an unknown market', '/markets/1.99999/suspend', { reason: 'x' }, 404, OPERATOR_MSG.noSuchMarket('1.99999')],
    ['no reason', `/markets/${MO}/suspend`, {}, 400, undefined],
    ['an empty reason', `/markets/${MO}/suspend`, { reason: '' }, 400, undefined],
    ['a reason of 501 characters', `/markets/${MO}/suspend`, { reason: 'r'.repeat(501) }, 400, undefined],
    ['a market id that is not one', '/markets/abc/suspend', { reason: 'x' }, 400, undefined],
    ['resume of a market not suspended', `/markets/${MO}/resume`, { reason: 'x' }, 409, OPERATOR_MSG.notSuspended(MO)],
  ])('%s', async (_name, url, body, status, message) => {
    const before = await auditCount(app.t);
    const response = await operator.call('POST', url, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ isSuccess: false, message: message ?? expect.any(String) });
    expect(await auditCount(app.t)).toBe(before);
    expect(await app.t.deps.db.selectFrom('market_suspensions').select('market_id').execute()).toEqual([]);
  });

  /** The call is refused 409 with this message, and the audit log stays as it was. */
  async function expectConflictUnaudited(url: string, body: object, message: string) {
    const before = await auditCount(app.t);
    const response = await operator.call('POST', url, body);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(message);
    expect(await auditCount(app.t)).toBe(before);
  }

  test('suspending twice: 409, one row', async () => {
    expect((await operator.call('POST', `/markets/${MO}/suspend`, { reason: 'once' })).statusCode).toBe(200);
    await expectConflictUnaudited(`/markets/${MO}/suspend`, { reason: 'twice' }, OPERATOR_MSG.alreadySuspended(MO));
  });

  test('resume of a market the feed closed: 409', async () => {
    expect((await operator.call('POST', `/markets/${MO}/suspend`, { reason: 'closing' })).statusCode).toBe(200);
    const closed = cricketEvent(app.t.clock.now());
    closed.book.matchOdds.status = 'CLOSED';
    publish(app.t.deps.snapshots, closed);
    await expectConflictUnaudited(`/markets/${MO}/resume`, { reason: 'reopen' }, OPERATOR_MSG.marketClosed(MO));
  });

  test('a player cannot suspend', async () => {
    const response = await app.t.app.inject({
      method: 'POST',
      url: `/api/admin/markets/${MO}/suspend`,
      headers: { cookie: app.player.cookie },
      payload: { reason: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });

  test('the audit log refuses UPDATE and DELETE', async () => {
    expect((await operator.call('POST', `/markets/${MO}/suspend`, { reason: 'x' })).statusCode).toBe(200);
    await expect(app.t.deps.db.deleteFrom('operator_actions').execute()).rejects.toThrow(/append-only/);
    await expect(app.t.deps.db.updateTable('operator_actions').set({ reason: 'edited' }).execute()).rejects.toThrow(/append-only/);
  });
});
