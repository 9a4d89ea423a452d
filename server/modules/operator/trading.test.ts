// The trader's desk through the admin API: a fancy line opened on an event, quoted (a stale version is
// refused with the line as it stands), in Ball Running, suspended with every line on a wicket; what a
// player's odds poll shows and what a bet at the quoted line gets; the result declared through the
// existing settlement; bad input refused with nothing changed; a simulated line taken over is not
// moved by the feed any more, and given back it is.
import { bettor, liveTestEvent, walletOf } from '../../settlement/testSupport';
import { operatorSession } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/app';
import { logIn, type Session } from '../../test/auth/testSupport';
import { BM, BM_HOME, client, cricketEvent, FANCY, GAME_ID, MO, publish, savePayload } from '../../test/bets/testSupport';
import { admin } from './testSupport';
import { makeTradingService } from './tradingService';

let t: TestApp;
let op: Session;
let player: Session;
let call: ReturnType<typeof admin>;

beforeAll(async () => {
  t = await buildTestApp();
  ({ op, call } = await operatorSession(t));
  player = await logIn(t.app, 'player1', 'player123');
  await liveTestEvent(t);
});
afterAll(() => t.close());

const LINE = { name: '6 over runs MUM', noRuns: 48, yesRuns: 50, noRate: 100, yesRate: 100, minStake: 100, maxStake: 50_000 };

const odds = async () => {
  t.deps.snapshots.apply({ series: [], markets: [], events: [], results: [], removed: [] });
  const r = await t.app.inject({ url: `/api/checkGetMatchOdds/${MO}/${GAME_ID}`, headers: { cookie: player.cookie } });
  expect(r.statusCode).toBe(200);
  return r.json() as { Fancy: Array<Record<string, unknown>> };
};

async function openLine(body = LINE) {
  const created = await call('POST', `/trading/events/${GAME_ID}/fancy`, body);
  expect(created.statusCode).toBe(200);
  return created.json().market as { marketId: string; selectionId: number; version: number };
}

const changes = (marketId: string) =>
  t.deps.db.selectFrom('trader_quote_changes').selectAll().where('market_id', '=', marketId).orderBy('id').execute();

test('a line opened on the desk reaches the players\u2019 odds reply as quoted; each quote change moves it and is kept', async () => {
  const line = await openLine();
  expect(line).toMatchObject({
    version: 1,
    noRuns: 48,
    yesRuns: 50,
    noRate: 100,
    yesRate: 100,
    status: 'OPEN',
    minStake: 100,
    maxStake: 50_000,
  });
  const shown = (await odds()).Fancy.find((f) => f.mid === line.marketId);
  expect(shown).toMatchObject({
    RunnerName: '6 over runs MUM',
    LayPrice1: 48,
    LaySize1: 100,
    BackPrice1: 50,
    BackSize1: 100,
    GameStatus: '',
  });

  const moved = await call('PATCH', `/trading/fancy/${line.marketId}`, { version: 1, noRuns: 49, yesRuns: 51 });
  expect(moved.statusCode).toBe(200);
  expect(moved.json().market).toMatchObject({ version: 2, noRuns: 49, yesRuns: 51 });
  expect((await odds()).Fancy.find((f) => f.mid === line.marketId)).toMatchObject({ LayPrice1: 49, BackPrice1: 51 });

  const running = await call('PATCH', `/trading/fancy/${line.marketId}`, { version: 2, status: 'BALL_RUNNING' });
  expect(running.json().market).toMatchObject({ version: 3, status: 'BALL_RUNNING' });
  expect((await odds()).Fancy.find((f) => f.mid === line.marketId)).toMatchObject({ GameStatus: 'Ball Running' });

  const kept = await changes(line.marketId);
  expect(kept.map((c) => [c.version, c.staff_id, c.before && JSON.parse(c.before), JSON.parse(c.after)])).toEqual([
    [1, op.userId, null, { noRuns: 48, yesRuns: 50, noRate: 100, yesRate: 100, status: 'OPEN' }],
    [
      2,
      op.userId,
      { noRuns: 48, yesRuns: 50, noRate: 100, yesRate: 100, status: 'OPEN' },
      { noRuns: 49, yesRuns: 51, noRate: 100, yesRate: 100, status: 'OPEN' },
    ],
    [
      3,
      op.userId,
      { noRuns: 49, yesRuns: 51, noRate: 100, yesRate: 100, status: 'OPEN' },
      { noRuns: 49, yesRuns: 51, noRate: 100, yesRate: 100, status: 'BALL_RUNNING' },
    ],
  ]);
  const listed = await call('GET', `/trading/quote-changes?eventId=${GAME_ID}&staffId=${op.userId}`);
  expect(listed.json().changes.filter((c: { marketId: string }) => c.marketId === line.marketId)).toHaveLength(3);
  // The desk's change rows are append-only.
  await expect(t.deps.db.deleteFrom('trader_quote_changes').execute()).rejects.toThrow(/append-only/);
});

test('a change based on a stale version is refused with the line as it stands, and changes nothing', async () => {
  const line = await openLine({ ...LINE, name: '10 over runs MUM' });
  expect((await call('PATCH', `/trading/fancy/${line.marketId}`, { version: 1, noRuns: 49, yesRuns: 51 })).statusCode).toBe(200);
  const stale = await call('PATCH', `/trading/fancy/${line.marketId}`, { version: 1, noRuns: 47, yesRuns: 49 });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({ message: 'The line moved: 49/51 now.', line: { version: 2, noRuns: 49, yesRuns: 51 } });
  expect((await odds()).Fancy.find((f) => f.mid === line.marketId)).toMatchObject({ LayPrice1: 49, BackPrice1: 51 });
  expect(await changes(line.marketId)).toHaveLength(2);
});

test('bad input is refused with a clear message and changes nothing', async () => {
  const line = await openLine({ ...LINE, name: '15 over runs MUM' });
  const cases: Array<[unknown, string]> = [
    [{ version: 1, noRuns: 52, yesRuns: 50 }, 'The NO line (52) is above the YES line (50).'],
    [{ version: 1, noRate: 0 }, 'Rates are whole numbers from 1 to 1000.'],
    [{ version: 1, minStake: 1000, maxStake: 500 }, 'The maximum stake (500) is below the minimum (1000).'],
  ];
  for (const [body, message] of cases) {
    const refused = await call('PATCH', `/trading/fancy/${line.marketId}`, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message });
  }
  const badCreate = await call('POST', `/trading/events/${GAME_ID}/fancy`, { ...LINE, noRuns: 60 });
  expect(badCreate.statusCode).toBe(400);
  expect(badCreate.json()).toMatchObject({ message: 'The NO line (60) is above the YES line (50).' });
  expect(await changes(line.marketId)).toHaveLength(1);
  const unknownEvent = await call('POST', `/trading/events/99999/fancy`, LINE);
  expect(unknownEvent.statusCode).toBe(404);
});

test('a wicket suspends every line at once; resume opens them again', async () => {
  await openLine({ ...LINE, name: '20 over runs DEL' });
  const wicket = await call('POST', `/trading/events/${GAME_ID}/suspend-all`);
  expect(wicket.statusCode).toBe(200);
  const lines = wicket.json().lines as Array<{ status: string }>;
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.every((l) => l.status === 'SUSPENDED')).toBe(true);
  const desk = (await call('GET', `/trading/events/${GAME_ID}/desk`)).json();
  expect(desk.lines.every((l: { status: string }) => l.status === 'SUSPENDED')).toBe(true);
  const deskIds = new Set(desk.lines.map((l: { marketId: string }) => l.marketId));
  expect((await odds()).Fancy.filter((f) => deskIds.has(f.mid)).every((f) => f.GameStatus === 'SUSPENDED')).toBe(true);
  const resumed = await call('POST', `/trading/events/${GAME_ID}/resume-all`);
  expect(resumed.json().lines.every((l: { status: string }) => l.status === 'OPEN')).toBe(true);
  expect((await odds()).Fancy.filter((f) => deskIds.has(f.mid)).every((f) => f.GameStatus === '')).toBe(true);
});

test('a player bets at the quoted line; the trader declares the runs; the player is paid; the settled line leaves the reply and takes no quote', async () => {
  const line = await openLine({ ...LINE, name: '8 over runs MUM' });
  const before = await walletOf(t, player.userId);
  await bettor(t, player).matched({
    market: 'Fancy',
    marketId: line.marketId,
    selectionId: line.selectionId,
    side: 'back',
    price: 50,
    stake: 100,
  });
  const suspend = await call('PATCH', `/trading/fancy/${line.marketId}`, { version: 1, status: 'SUSPENDED' });
  expect(suspend.statusCode).toBe(200);
  const settled = await call('POST', `/markets/${line.marketId}/settle`, { runs: 53 });
  expect(settled.statusCode).toBe(200);
  const after = await walletOf(t, player.userId);
  // YES at 50 for 100 at evens, 53 runs: 100 won.
  expect(Number(after.balance) - Number(before.balance)).toBe(10_000);
  expect((await odds()).Fancy.find((f) => f.mid === line.marketId)).toBeUndefined();
  const late = await call('PATCH', `/trading/fancy/${line.marketId}`, { version: 2, noRuns: 60, yesRuns: 62 });
  expect(late.statusCode).toBe(409);
  expect(late.json()).toMatchObject({ message: `Line ${line.marketId} has its result: its quote cannot change.` });
});

test('a simulated line taken over keeps the trader\u2019s quote whatever the feed sends; given back, the feed moves it again', async () => {
  // The desk lists what the feed runs on the event, to take over, and the event's runners.
  const before = (await call('GET', `/trading/events/${GAME_ID}/desk`)).json();
  expect(before.feedLines).toEqual(expect.arrayContaining([expect.objectContaining({ marketId: FANCY, kind: 'Fancy', quote: '150/150' })]));
  expect(before.event.runners.length).toBeGreaterThanOrEqual(2);
  const taken = await call('POST', `/trading/markets/${FANCY}/take-over`);
  expect(taken.statusCode).toBe(200);
  expect(taken.json().market).toMatchObject({ marketId: FANCY, version: 1, noRuns: 150, yesRuns: 150 });
  expect((await call('PATCH', `/trading/fancy/${FANCY}`, { version: 1, noRuns: 155, yesRuns: 157 })).statusCode).toBe(200);
  // The feed keeps sending its own line (150): the trader's stands.
  publish(t.deps.snapshots, cricketEvent(t.clock.now()));
  expect((await odds()).Fancy.find((f) => f.mid === FANCY)).toMatchObject({ LayPrice1: 155, BackPrice1: 157 });
  const owner = await t.deps.db.selectFrom('markets').select('owner').where('id', '=', FANCY).executeTakeFirstOrThrow();
  expect(owner.owner).toBe('trader');

  const after = (await call('GET', `/trading/events/${GAME_ID}/desk`)).json();
  expect(after.feedLines.map((l: { marketId: string }) => l.marketId)).not.toContain(FANCY);
  expect((await call('POST', `/trading/markets/${FANCY}/give-back`)).statusCode).toBe(200);
  expect((await odds()).Fancy.find((f) => f.mid === FANCY)).toMatchObject({ LayPrice1: 150, BackPrice1: 150 });
});

test('a bookmaker market made on the desk, its runner quoted with a version', async () => {
  // The test event's feed offers a bookmaker already: the desk refuses a second one.
  const refused = await call('POST', `/trading/events/${GAME_ID}/bookmaker`, {
    runners: [
      { name: 'Mumbai', back: 45, lay: 50, backSize: 1000, laySize: 1000 },
      { name: 'Delhi', back: 90, lay: 95, backSize: 1000, laySize: 1000 },
    ],
  });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ message: 'The event already has a bookmaker market: take it over instead.' });
});

test('a line whose worst case passes its limit suspends itself and alerts the desk; the book is beside the line', async () => {
  const line = await openLine({ ...LINE, name: '4 over runs MUM' });
  const limit = await call('PUT', `/trading/markets/${line.marketId}/limit`, { worstCaseLimit: 150 });
  expect(limit.statusCode).toBe(200);
  const bets = bettor(t, player);
  await bets.matched({ market: 'Fancy', marketId: line.marketId, selectionId: line.selectionId, side: 'back', price: 50, stake: 100 });
  // ₹100 at risk: under the ₹150 limit, the line stays open.
  let desk = (await call('GET', `/trading/events/${GAME_ID}/desk`)).json();
  let shown = desk.lines.find((l: { marketId: string }) => l.marketId === line.marketId);
  expect(shown).toMatchObject({ status: 'OPEN', alert: null, worstCaseLimit: 150, book: { worstCase: -100, matched: 100, players: 1 } });
  expect(shown.book.ladder).toEqual(expect.arrayContaining([{ runs: 50, house: -100 }]));
  expect(shown.book.top).toEqual([expect.objectContaining({ userId: player.userId, exposure: 100 })]);

  await bets.matched({ market: 'Fancy', marketId: line.marketId, selectionId: line.selectionId, side: 'back', price: 50, stake: 100 });
  // ₹200 at risk passes ₹150: the sweep every process runs suspends it (run here by hand).
  expect(await makeTradingService(t.deps).enforceLimits(GAME_ID)).toEqual([line.marketId]);
  desk = (await call('GET', `/trading/events/${GAME_ID}/desk`)).json();
  shown = desk.lines.find((l: { marketId: string }) => l.marketId === line.marketId);
  expect(shown).toMatchObject({
    status: 'SUSPENDED',
    version: 2,
    alert: 'Worst case ₹200.00 passes the limit ₹150.00: the line is suspended.',
  });
  expect((await odds()).Fancy.find((f) => f.mid === line.marketId)).toMatchObject({ GameStatus: 'SUSPENDED' });
  const kept = await changes(line.marketId);
  expect(kept[kept.length - 1]).toMatchObject({ staff_id: 0, version: 2 });
});

test('a limit for a whole event suspends each of its lines past it', async () => {
  const line = await openLine({ ...LINE, name: '2 over runs MUM' });
  expect((await call('PUT', `/trading/events/${GAME_ID}/limit`, { worstCaseLimit: 50 })).statusCode).toBe(200);
  await bettor(t, player).matched({
    market: 'Fancy',
    marketId: line.marketId,
    selectionId: line.selectionId,
    side: 'lay',
    price: 48,
    stake: 100,
  });
  const desk = (await call('GET', `/trading/events/${GAME_ID}/desk`)).json();
  expect(desk.event.worstCaseLimit).toBe(50);
  expect(desk.lines.find((l: { marketId: string }) => l.marketId === line.marketId)).toMatchObject({ status: 'SUSPENDED' });
  expect((await call('PUT', `/trading/events/${GAME_ID}/limit`, { worstCaseLimit: null })).statusCode).toBe(200);
});

test('lines left open when their event ends are listed to settle; settled, they leave the list', async () => {
  const other = 7_000_002;
  const event = await t.deps.db.selectFrom('events').selectAll().where('id', '=', GAME_ID).executeTakeFirstOrThrow();
  await t.deps.db
    .insertInto('events')
    .values({
      id: other,
      sport_id: 4,
      series_id: event.series_id,
      name: 'Chennai v Kolkata',
      starts_at: new Date(t.clock.now()),
      status: 'inplay',
    })
    .execute();
  const created = await call('POST', `/trading/events/${other}/fancy`, { ...LINE, name: '6 over runs CHE' });
  const marketId = created.json().market.marketId as string;
  expect((await call('GET', '/trading/to-settle')).json().lines).toEqual([]);
  await t.deps.db
    .updateTable('events')
    .set({ status: 'ended', ended_at: new Date(t.clock.now()) })
    .where('id', '=', other)
    .execute();
  expect((await call('GET', '/trading/to-settle')).json().lines).toEqual([
    expect.objectContaining({ marketId, name: '6 over runs CHE', eventId: other, eventName: 'Chennai v Kolkata', eventStatus: 'ended' }),
  ]);
  expect((await call('POST', `/markets/${marketId}/settle`, { runs: 40 })).statusCode).toBe(200);
  expect((await call('GET', '/trading/to-settle')).json().lines).toEqual([]);
});

test('an event made by hand is served to players like a feed\u2019s; a line opened on it is bet on and settled; ended, its open lines are to settle', async () => {
  const made = await call('POST', '/trading/events', {
    name: 'Pune v Nagpur',
    sportId: 4,
    series: 'Deccan Cup',
    startsAt: new Date(t.clock.now() - 60_000).toISOString(),
    runners: ['Pune', 'Nagpur'],
  });
  expect(made.statusCode).toBe(200);
  const event = made.json().event as { eventId: number; seriesId: number; matchOddsMarketId: string; status: string };
  expect(event).toMatchObject({ name: 'Pune v Nagpur', status: 'inplay', runners: [{ name: 'Pune' }, { name: 'Nagpur' }] });
  expect(event.eventId).toBeGreaterThan(90_000_000);

  const line = (await call('POST', `/trading/events/${event.eventId}/fancy`, { ...LINE, name: '6 over runs PUN' })).json().market;
  const poll = () =>
    t.app.inject({ url: `/api/checkGetMatchOdds/${event.matchOddsMarketId}/${event.eventId}`, headers: { cookie: player.cookie } });
  t.deps.snapshots.apply({ series: [], markets: [], events: [], results: [], removed: [] });
  const reply = await poll();
  expect(reply.statusCode).toBe(200);
  expect(reply.json().Fancy).toEqual([
    expect.objectContaining({ mid: line.marketId, RunnerName: '6 over runs PUN', LayPrice1: 48, BackPrice1: 50 }),
  ]);

  const before = await walletOf(t, player.userId);
  // A bet on the hand event (the test helpers' bettor names the feed's test event).
  const api = client(t.app, player.cookie, t.deps.config.payloadKey);
  const spec = {
    market: 'Fancy' as const,
    marketId: line.marketId,
    selectionId: line.selectionId,
    side: 'lay' as const,
    price: 48,
    stake: 100,
  };
  const payload = savePayload(player.userId, spec, { EventId: String(event.eventId), SeriesId: event.seriesId, Event: 'Pune v Nagpur' });
  const saved = await api.save(payload);
  expect([saved.statusCode, saved.body]).toEqual([200, expect.any(String)]);
  t.clock.advance(1_000);
  t.deps.snapshots.apply({ series: [], markets: [], events: [], results: [], removed: [] });
  expect((await api.update({ userId: player.userId, BetId: payload.BetId as string, oddsRequest: 48 })).statusCode).toBe(200);
  expect((await call('POST', `/trading/events/${event.eventId}/status`, { status: 'ended' })).statusCode).toBe(200);
  expect((await call('GET', '/trading/to-settle')).json().lines).toEqual([
    expect.objectContaining({ marketId: line.marketId, eventId: event.eventId }),
  ]);
  // 45 runs: under the NO line of 48, the NO backer wins 100 at evens.
  expect((await call('POST', `/markets/${line.marketId}/settle`, { runs: 45 })).statusCode).toBe(200);
  expect(Number((await walletOf(t, player.userId)).balance) - Number(before.balance)).toBe(10_000);
  expect((await call('GET', '/trading/to-settle')).json().lines).toEqual([]);
});

test('a line\u2019s own stake limits are enforced at bet time with the stake-range message; changed on the desk, the new ones apply', async () => {
  const line = await openLine({ ...LINE, name: '10 over runs DEL', minStake: 500, maxStake: 2_000 });
  const api = client(t.app, player.cookie, t.deps.config.payloadKey);
  const spec = { market: 'Fancy' as const, marketId: line.marketId, selectionId: line.selectionId, side: 'back' as const, price: 50 };
  const bets = async () => t.deps.db.selectFrom('bets').select('id').where('market_id', '=', line.marketId).execute();
  for (const stake of [400, 2_500]) {
    t.deps.snapshots.apply({ series: [], markets: [], events: [], results: [], removed: [] });
    const refused = await api.save(savePayload(player.userId, { ...spec, stake }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Enter Stake between 500 to 2000' });
  }
  expect(await bets()).toHaveLength(0);
  // Inside the line's range (and the sport's 100 to 100000): accepted.
  await bettor(t, player).matched({ ...spec, stake: 500 });
  expect(await bets()).toHaveLength(1);

  const widened = await call('PATCH', `/trading/fancy/${line.marketId}`, { version: 1, minStake: 100, maxStake: 5_000 });
  expect(widened.statusCode).toBe(200);
  expect(widened.json().market).toMatchObject({ minStake: 100, maxStake: 5_000 });
  t.deps.snapshots.apply({ series: [], markets: [], events: [], results: [], removed: [] });
  expect((await api.save(savePayload(player.userId, { ...spec, stake: 2_500 }))).statusCode).toBe(200);
});

test('the desk gives the stake matched on each side: a fancy line\u2019s NO and YES, a bookmaker\u2019s back and lay per runner', async () => {
  const line = await openLine({ ...LINE, name: '12 over runs MUM' });
  const bets = bettor(t, player);
  const fancyBet = { market: 'Fancy' as const, marketId: line.marketId, selectionId: line.selectionId };
  await bets.matched({ ...fancyBet, side: 'back', price: 50, stake: 300 });
  await bets.matched({ ...fancyBet, side: 'back', price: 50, stake: 200 });
  await bets.matched({ ...fancyBet, side: 'lay', price: 48, stake: 150 });
  // A bet still in its delay has matched nothing yet.
  await bets.pending({ ...fancyBet, side: 'lay', price: 48, stake: 1_000 });

  expect((await call('POST', `/trading/markets/${BM}/take-over`)).statusCode).toBe(200);
  await bets.matched({ market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 400 });
  await bets.matched({ market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'lay', price: 50, stake: 250 });

  const desk = (await call('GET', `/trading/events/${GAME_ID}/desk`)).json();
  const byId = (id: string) => desk.lines.find((l: { marketId: string }) => l.marketId === id);
  expect(byId(line.marketId).book).toMatchObject({ matched: 650, matchedSides: { no: 150, yes: 500 } });
  expect(byId(BM).book.matchedSides).toEqual({
    runners: [
      { selectionId: BM_HOME, name: 'Mumbai', back: 400, lay: 250 },
      { selectionId: BM_HOME + 1, name: 'Delhi', back: 0, lay: 0 },
    ],
  });
  // A line nobody has bet on shows nothing matched on either side.
  const quiet = await openLine({ ...LINE, name: '14 over runs MUM' });
  const again = (await call('GET', `/trading/events/${GAME_ID}/desk`)).json();
  expect(again.lines.find((l: { marketId: string }) => l.marketId === quiet.marketId).book.matchedSides).toEqual({ no: 0, yes: 0 });
  expect((await call('POST', `/trading/markets/${BM}/give-back`)).statusCode).toBe(200);
});

test('quotes on two lines of one event sent at the same moment are both published: neither overwrites the other', async () => {
  const a = await openLine({ ...LINE, name: '16 over runs MUM' });
  const b = await openLine({ ...LINE, name: '18 over runs MUM' });
  for (let round = 1; round <= 5; round += 1) {
    const [ma, mb] = await Promise.all([
      call('PATCH', `/trading/fancy/${a.marketId}`, { version: round, noRuns: 60 + round, yesRuns: 62 + round }),
      call('PATCH', `/trading/fancy/${b.marketId}`, { version: round, noRuns: 80 + round, yesRuns: 82 + round }),
    ]);
    expect([ma.statusCode, mb.statusCode]).toEqual([200, 200]);
  }
  // The row every other process reads, and this process's odds reply.
  const published = await t.deps.db
    .selectFrom('feed_snapshots')
    .select('body')
    .where('key', '=', `desk:${GAME_ID}`)
    .executeTakeFirstOrThrow();
  const fancy = (JSON.parse(published.body) as { fancy: Array<{ marketId: string; noLine: number; yesLine: number }> }).fancy;
  expect(fancy.find((f) => f.marketId === a.marketId)).toMatchObject({ noLine: 65, yesLine: 67 });
  expect(fancy.find((f) => f.marketId === b.marketId)).toMatchObject({ noLine: 85, yesLine: 87 });
  const shown = (await odds()).Fancy;
  expect(shown.find((f) => f.mid === a.marketId)).toMatchObject({ LayPrice1: 65, BackPrice1: 67 });
  expect(shown.find((f) => f.mid === b.marketId)).toMatchObject({ LayPrice1: 85, BackPrice1: 87 });
  // Each change kept once, with its audit row.
  expect(await changes(a.marketId)).toHaveLength(6);
  const audited = await t.deps.db
    .selectFrom('operator_actions')
    .select('after')
    .where('target', '=', `market:${b.marketId}`)
    .where('action', '=', 'trading.quote')
    .execute();
  expect(audited).toHaveLength(5);
});
