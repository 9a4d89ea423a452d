// FEED_SOURCE=betfair-file end to end: a real greyhound race replayed through the persisted feed
// into the app; players see it under its sport with the file's names and prices, bet while it is
// open, and the file's result settles their bets.
import { buildTestApp, type TestApp } from '../../test/app';
import { logIn, logInOperator, type Session } from '../../test/auth/testSupport';
import { startFeedStatusReports } from '../feedStatus';
import { must } from '../../test/must';
import { startHeldReplay, type HeldReplay } from './testing/feedUnderTest';
import { betOnTheRaceBeforeTheOff } from './testing/sheffieldRace';
import { FIXTURES, GBP_INR, LINES_BEFORE_THE_OFF, MARKET, RACE_FILE as FILE, raceLines } from './testing/sheffieldRaceFile';

const lines = raceLines;
/** The market suspends at the off (line 165 of the file); the test holds the replay just before it. */
const SUSPENDED_AT = (JSON.parse(must(lines[LINES_BEFORE_THE_OFF], 'the suspension line')) as { pt: number }).pt;

let t: TestApp;
let feed: HeldReplay;
let backer: Session;
let layer: Session;

beforeAll(async () => {
  t = await buildTestApp();
  feed = await startHeldReplay(t, SUSPENDED_AT, {
    BETFAIR_FILES: FILE,
    BETFAIR_GBP_INR: String(GBP_INR),
    BETFAIR_CATALOGUE_DIR: FIXTURES,
  });
  backer = await logIn(t.app, 'player1', 'player123');
  layer = await logIn(t.app, 'self1', 'self123');
});

afterAll(async () => {
  feed.release();
  await feed.stop();
  await t.close();
});

test("a replayed race is listed under greyhound racing with the catalogue's names and the file's prices, and its result pays the right players", async () => {
  const paidByTheResult = await betOnTheRaceBeforeTheOff(t, backer, layer);

  // The rest of the file: the market suspends at the off, then closes with trap 2 the winner.
  await feed.playToTheEnd();

  await paidByTheResult();
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
