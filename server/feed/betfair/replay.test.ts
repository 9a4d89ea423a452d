// FEED_SOURCE=betfair-file end to end: a real greyhound race replayed through the persisted feed
// into the app; players see it under its sport with the file's names and prices, bet while it is
// open, and the file's result settles their bets.
import fs from 'node:fs';
import path from 'node:path';
import { saveBetPayload } from '../../../src/domain/contract/bets';
import type { SportEvent } from '../../../src/domain/contract/sports';
import { buildTestApp, type TestApp } from '../../test/app';
import { logIn, logInOperator, type Session } from '../../test/auth/testSupport';
import { startFeedStatusReports } from '../feedStatus';
import { client, newTestBetId } from '../../test/bets/testSupport';
import { must } from '../../test/must';
import { holdFrom, startBetfairFeed, type FeedUnderTest } from './testing/feedUnderTest';

const FIXTURES = path.join(__dirname, 'fixtures');
const FILE = path.join(FIXTURES, '1.197931750');
const MARKET = '1.197931750';
const RACE = 197931750;
const FAVOURITE = 39823721; // 6. Coolavanny Galiv, a LOSER in the file
const WINNER = 37947503; // 2. Sandwood Jet
const GBP_INR = 100;
const lines = fs.readFileSync(FILE, 'utf8').split('\n').filter(Boolean);
/** The market suspends at the off (line 165 of the file); the test holds the replay just before it. */
const SUSPENDED_AT = (JSON.parse(must(lines[164], 'the suspension line')) as { pt: number }).pt;

/** The runner's virtual back and lay ladders after the first `count` lines, read straight from the file. */
function fileLadder(count: number, selectionId: number): { back: Array<[number, number]>; lay: Array<[number, number]> } {
  const back = new Map<number, [number, number]>();
  const lay = new Map<number, [number, number]>();
  for (const line of lines.slice(0, count)) {
    for (const mc of JSON.parse(line).mc ?? []) {
      for (const rc of mc.rc ?? []) {
        if (rc.id !== selectionId) continue;
        for (const [level, price, size] of rc.bdatb ?? []) {
          if (size === 0) back.delete(level);
          else back.set(level, [price, size]);
        }
        for (const [level, price, size] of rc.bdatl ?? []) {
          if (size === 0) lay.delete(level);
          else lay.set(level, [price, size]);
        }
      }
    }
  }
  const top = (m: Map<number, [number, number]>) =>
    [...m.entries()]
      .sort((a, b) => a[0] - b[0])
      .slice(0, 3)
      .map(([, ps]) => ps);
  return { back: top(back), lay: top(lay) };
}

let t: TestApp;
let feed: FeedUnderTest;
let backer: Session;
let layer: Session;
const stopAt = holdFrom(SUSPENDED_AT);

beforeAll(async () => {
  t = await buildTestApp();
  feed = await startBetfairFeed(
    t,
    {
      FEED_SOURCE: 'betfair-file',
      BETFAIR_FILES: FILE,
      BETFAIR_REPLAY_SPEED: '1000000',
      BETFAIR_GBP_INR: String(GBP_INR),
      BETFAIR_CATALOGUE_DIR: FIXTURES,
    },
    { hold: stopAt.hold },
  );
  await stopAt.held;
  await feed.provider.idle();
  backer = await logIn(t.app, 'player1', 'player123');
  layer = await logIn(t.app, 'self1', 'self123');
});

afterAll(async () => {
  stopAt.release();
  await feed.stop();
  await t.close();
});

async function placeMatched(player: Session, side: 'back' | 'lay', price: number, stake: number, event: SportEvent): Promise<string> {
  const api = client(t.app, player.cookie, t.deps.config.payloadKey);
  const betId = newTestBetId();
  const payload = saveBetPayload(
    { seriesId: event.seriesId, sportId: 4339, gameId: event.gameId, eventName: event.eventName },
    { marketKind: 'Matchodds', marketId: MARKET, selectionId: FAVOURITE, runnerName: '6. Coolavanny Galiv', side, price, size: 100, stake },
    { betId, userId: player.userId, ipAddress: '127.0.0.1', time: new Date(t.clock.now()).toISOString() },
  );
  const saved = await api.save(payload);
  expect([saved.statusCode, saved.json()]).toEqual([200, expect.objectContaining({ isSuccess: true })]);
  // The race's bet delay (racing starts with cricket's, 5 s) passes before the bet is matched.
  t.clock.advance(5_000);
  const matched = await api.update({ userId: player.userId, BetId: betId, oddsRequest: price });
  expect(matched.json()).toMatchObject({ isSuccess: true });
  return betId;
}

test("a replayed race is listed under greyhound racing with the catalogue's names and the file's prices, and its result pays the right players", async () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: backer.cookie } });
  const series = await get('/api/api/fetchSeriesBySportId?sportId=4339');
  expect(series.json()).toEqual({ isSuccess: true, data: [{ seriesId: 31389771, seriesName: 'Sheffield 19th Apr', eid: '4339' }] });
  const events = (await get('/api/api/fetchEventsBySeriesId?seriesId=31389771')).json().data as SportEvent[];
  expect(events).toHaveLength(1);
  const event = must(events[0], 'the race');
  expect(event).toMatchObject({ gameId: String(RACE), marketId: MARKET, eventName: 'Sheffield OR 280m', eid: '4339' });

  const odds = (await get(`/api/checkGetMatchOdds/${MARKET}/${RACE}`)).json();
  const market = odds.Odds[0];
  expect(market.status).toBe('OPEN');
  expect(market.runners.map((r: { runnerName: string }) => r.runnerName)).toEqual([
    '1. Paradise Mission',
    '2. Sandwood Jet',
    '3. Kirabilly Kathy',
    '4. Gurtnacrehyblake',
    '5. Castlehill Jil',
    '6. Coolavanny Galiv',
  ]);
  const expected = fileLadder(164, FAVOURITE);
  const favourite = market.runners.find((r: { selectionId: number }) => r.selectionId === FAVOURITE);
  expect(favourite.ex.availableToBack).toEqual(
    expected.back.map(([price, size]) => ({ price, size: Math.round(size * GBP_INR * 100) / 100 })),
  );
  expect(favourite.ex.availableToLay).toEqual(
    expected.lay.map(([price, size]) => ({ price, size: Math.round(size * GBP_INR * 100) / 100 })),
  );

  // player1 backs the favourite, self1 lays it, each at the file's best price.
  const backPrice = must(expected.back[0], 'a back price')[0];
  const layPrice = must(expected.lay[0], 'a lay price')[0];
  const balance = async (userId: number) =>
    Number((await t.deps.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirstOrThrow()).balance);
  const backerBefore = await balance(backer.userId);
  const layerBefore = await balance(layer.userId);
  await placeMatched(backer, 'back', backPrice, 100, event);
  await placeMatched(layer, 'lay', layPrice, 100, event);

  // The rest of the file: the market suspends at the off, then closes with trap 2 the winner.
  stopAt.release();
  await feed.source.finished;
  await feed.provider.idle();
  await feed.settlement.idle();

  const result = await t.deps.db.selectFrom('results').selectAll().where('market_id', '=', MARKET).executeTakeFirstOrThrow();
  expect(result).toMatchObject({ outcome: 'winner', winner_selection_id: WINNER, description: '2. Sandwood Jet' });
  const bets = await t.deps.db.selectFrom('bets').select(['user_id', 'status', 'result_amount']).where('market_id', '=', MARKET).execute();
  expect(bets).toHaveLength(2);
  // The backer loses the stake (100 rupees); the layer wins it.
  expect(await balance(backer.userId)).toBe(backerBefore - 100_00);
  expect(await balance(layer.userId)).toBe(layerBefore + 100_00);
  const list = (await get('/api/api/fetchEventsBySeriesId?seriesId=31389771')).json().data;
  expect(list).toEqual([]);
});

test("the operator's Feed view: the source, the replay finished, the market followed and its state, Betfair's clk", async () => {
  const reports = startFeedStatusReports(
    t.deps.db,
    'test-host:1',
    () => feed.source.status(),
    (error) => console.error(error),
  );
  await reports.stop();
  const operator = await logInOperator(t.app);
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/feed', headers: { cookie: operator.cookie } });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    isSuccess: true,
    source: 'betfair-file',
    holder: 'test-host:1',
    connection: 'finished',
    messages: lines.length,
    markets: [{ marketId: MARKET, status: 'CLOSED' }],
    clk: '5649827878',
    badInput: {},
    undecided: [],
  });
  expect(response.json().lastMessageAgeS).toBeGreaterThanOrEqual(0);
  const player = await t.app.inject({ method: 'GET', url: '/api/admin/feed', headers: { cookie: backer.cookie } });
  expect(player.statusCode).toBe(403);
});
