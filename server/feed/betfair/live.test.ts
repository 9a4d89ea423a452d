// FEED_SOURCE=betfair end to end: the live client against a local Exchange Stream server that
// replays a real greyhound race and drops the connection part way; the client resumes from its clk,
// players see the race with the file's names and prices, bet while it is open, and the result pays.
import { loadConfig } from '../../config';
import { startSettlement, type SettlementWorker } from '../../settlement/subscriber';
import { buildTestApp, type TestApp } from '../../test/app';
import { logIn, type Session } from '../../test/auth/testSupport';
import { PersistedFeed } from '../persistedFeed';
import { FeedRecorder } from '../recorder';
import { makeBetfairSource, type BetfairSource } from './source';
import { EsaTestServer } from './testing/esaTestServer';
import { betOnTheRaceBeforeTheOff } from './testing/sheffieldRace';
import { FIXTURES, GBP_INR, LINES_BEFORE_THE_OFF, MARKET, raceLines } from './testing/sheffieldRaceFile';
import { loadBetfairClock } from '../repository';

const lines = raceLines;

let t: TestApp;
let provider: PersistedFeed;
let replay: BetfairSource;
let esa: EsaTestServer;
let settlement: SettlementWorker;
let backer: Session;
let layer: Session;
let release: () => void = () => undefined;
let heldAt: (pt: number) => void = () => undefined;
const held = new Promise<number>((resolve) => (heldAt = resolve));
const gate = new Promise<void>((resolve) => (release = resolve));

beforeAll(async () => {
  t = await buildTestApp();
  esa = new EsaTestServer({
    lines,
    appKey: 'key',
    sessionToken: 'token',
    dropAfter: 60,
    holdBefore: async (index) => {
      if (index < LINES_BEFORE_THE_OFF) return;
      heldAt(index);
      await gate;
    },
  });
  const port = await esa.listen();
  const config = loadConfig({
    FEED_SOURCE: 'betfair',
    BETFAIR_STREAM_HOST: '127.0.0.1',
    BETFAIR_STREAM_PORT: String(port),
    BETFAIR_STREAM_TLS: '0',
    BETFAIR_APP_KEY: 'key',
    BETFAIR_SESSION_TOKEN: 'token',
    BETFAIR_GBP_INR: String(GBP_INR),
    BETFAIR_CATALOGUE_DIR: FIXTURES,
  } as NodeJS.ProcessEnv);
  replay = await makeBetfairSource(t.deps.db, config.feedSource, {
    clock: t.clock,
    onError: (error) => console.error(error),
    stream: { backoffMinMs: 20, backoffMaxMs: 100 },
  });
  provider = new PersistedFeed(replay, new FeedRecorder(t.deps.db), t.clock, (error) => console.error(error), { keepOpenEvents: true });
  t.deps.snapshots.attach(provider);
  settlement = startSettlement(t.deps.db, provider);
  await provider.start();
  await held;
  await provider.idle();
  backer = await logIn(t.app, 'player1', 'player123');
  layer = await logIn(t.app, 'self1', 'self123');
});

afterAll(async () => {
  release();
  await provider.stop();
  await esa.close();
  await settlement.stop();
  await t.close();
});

test("through the live client, with the connection dropped part way: the race under greyhound racing with the file's names and prices, and its result pays the right players", async () => {
  const paidByTheResult = await betOnTheRaceBeforeTheOff(t, backer, layer);

  // The rest of the file: the market suspends at the off, then closes with trap 2 the winner.
  release();
  while (!(await t.deps.db.selectFrom('results').select('market_id').where('market_id', '=', MARKET).executeTakeFirst())) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await provider.idle();
  await settlement.idle();

  await paidByTheResult();

  // Two connections, the second resumed from the clk of the last line the first delivered: every
  // line of the file was sent once, none twice, none missed.
  expect(esa.subscriptions.map((s) => s.clk)).toEqual([undefined, '60']);
  expect(esa.sent).toEqual(lines.map((_, i) => i));
});

test('the clk is stored for a follower taking over', async () => {
  await provider.stop();
  expect(await loadBetfairClock(t.deps.db)).toMatchObject({ initialClk: 'initial', clk: String(lines.length - 1) });
});
