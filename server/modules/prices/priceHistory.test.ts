// The match-odds price history: sampled from the feed's state, read back per runner for
// the last 30 minutes, bounded by the retention pass; and the reality check's session figures.
import { buildTestApp, type TestApp } from '../../test/app';
import { logIn } from '../../test/auth/testSupport';
import { cricketEvent, AWAY, HOME, MO } from '../../test/bets/testSupport';
import { prunePriceHistory, samplePrices } from '../../feed/priceHistory';
import { lockWallet, postEntry } from '../../money/ledger';
import { protection } from '../../test/protection/testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 30_000);
afterAll(() => t.close());

const MIN = 60_000;

test('each runner of an in-play match-odds market is sampled; the call answers the last 30 minutes, oldest first', async () => {
  const start = t.clock.now();
  const state = cricketEvent(start);
  expect(await samplePrices(t.deps.db, { series: [], events: [state] }, start)).toBe(2);
  t.clock.advance(20 * MIN);
  const moved = cricketEvent(t.clock.now());
  moved.book.matchOdds.runners[0].back[0].price = 1.8;
  moved.book.matchOdds.runners[0].lay = [];
  await samplePrices(t.deps.db, { series: [], events: [moved] }, t.clock.now());
  // An ended event and a closed market are not sampled.
  const ended = cricketEvent(t.clock.now());
  ended.event = { ...ended.event, id: 1, status: 'ended' };
  expect(await samplePrices(t.deps.db, { series: [], events: [ended] }, t.clock.now())).toBe(0);

  const { cookie } = await logIn(t.app, 'player1', 'player123');
  const read = async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/priceHistory/${MO}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const body = await read();
  expect(body).toMatchObject({ marketId: MO, stepSeconds: 15 });
  expect(body.runners).toEqual([
    { selectionId: HOME, t: [start, start + 20 * MIN], back: [2, 1.8], lay: [2.02, null] },
    { selectionId: AWAY, t: [start, start + 20 * MIN], back: [1.96, 1.96], lay: [1.98, 1.98] },
  ]);
  // Fifteen minutes on, the first sample is older than 30 minutes.
  t.clock.advance(15 * MIN);
  expect((await read()).runners[0].t).toEqual([start + 20 * MIN]);
  // The retention pass keeps two hours.
  t.clock.advance(2 * 60 * MIN);
  expect(await prunePriceHistory(t.deps.db, t.clock)).toBe(4);
  const fresh = await logIn(t.app, 'player1', 'player123');
  const empty = await t.app.inject({ method: 'GET', url: `/api/priceHistory/${MO}`, headers: { cookie: fresh.cookie } });
  expect(empty.json().runners).toEqual([]);
  const bad = await t.app.inject({ method: 'GET', url: '/api/priceHistory/1.2%3Bdrop', headers: { cookie: fresh.cookie } });
  expect(bad.statusCode).toBe(400);
  expect((await t.app.inject({ method: 'GET', url: `/api/priceHistory/${MO}` })).statusCode).toBe(401);
});

test("the reality check: its interval is kept, and the session's figures are the time signed in and what settled since log-in", async () => {
  const me = await logIn(t.app, 'player1', 'player123');
  const p = protection(t.app, me.cookie);
  expect((await p.realityCheck(30)).json()).toEqual({ isSuccess: true, message: 'Reality check every 30 minutes.' });
  t.clock.advance(25 * MIN);
  await t.deps.db.transaction().execute(async (trx) => {
    const wallet = await lockWallet(trx, me.userId);
    await postEntry(trx, wallet, { userId: me.userId, amount: -12_345, kind: 'settlement', remark: 'Test market', ref: 'market:rc-1' });
  });
  const figures = await p.session();
  expect(figures.statusCode).toBe(200);
  expect(figures.json()).toMatchObject({ minutes: 25, profitLoss: -123.45, realityCheckMinutes: 30 });
  expect((await p.state()).json().realityCheckMinutes).toBe(30);
});
