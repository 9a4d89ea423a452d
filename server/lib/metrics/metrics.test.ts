// The metrics a scrape shows after real calls: every family the operators' dashboard and alerts
// read is there, with non-zero values where the calls made them move; the endpoint wants its token.
import { buildApp } from '../../app';
import { buildTestApp, asOurPages, type TestApp } from '../../test/app';
import { logIn } from '../../test/auth/testSupport';
import { BM, BM_HOME, client, cricketEvent, GAME_ID, HOME, MO, publish, savePayload, type BetSpec } from '../../test/bets/testSupport';
import { settleMarket } from '../../settlement/settleMarket';
import { openSelfUser } from '../../test/wallet/testSupport';
import { MSG } from '../../../src/domain/messages';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const CRICKET_DELAY_MS = 5_000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ config: { metricsToken: TOKEN }, feed: { seed: 7 } });
}, 60_000);
afterAll(() => t.close());

/** Samples of the text format as name{labels} → value. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    found.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return found;
}

/** The largest value of any sample of `name` (a histogram: of its _count). */
function largest(all: Map<string, number>, name: string): number | undefined {
  let max: number | undefined;
  for (const [key, value] of all) {
    const base = key.split('{')[0];
    if (base === name || base === `${name}_count`) max = Math.max(max ?? Number.NEGATIVE_INFINITY, value);
  }
  return max;
}

const scrape = () => t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

test('without the bearer token the metrics are refused', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
});

test('after real calls every family shows, with non-zero values where the calls moved it', async () => {
  const { app, deps } = t;
  await t.feed?.tick(3);
  publish(deps.snapshots, cricketEvent(t.clock.now()));
  expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });

  // Log-in failures, then the pair's lock (5 failures from one address and name).
  for (let i = 0; i < 6; i++) {
    await app.inject({
      method: 'POST',
      url: '/api/user/auth/login',
      payload: { UserName: 'player2', pass: 'wrong-pass', ip: '1.1.1.1', geoLocation: 'Local' },
      remoteAddress: '198.51.100.7',
    });
  }
  const player = await logIn(app, 'player1', 'player123');
  const bets = client(app, player.cookie, deps.config.payloadKey);
  const backHome: BetSpec = { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 };

  // A bet saved, then matched after its delay; one refused; one left pending in its delay.
  const matched = savePayload(player.userId, backHome);
  expect((await bets.save(matched)).statusCode).toBe(200);
  t.clock.advance(CRICKET_DELAY_MS);
  const update = await bets.update({ userId: player.userId, BetId: String(matched.BetId), oddsRequest: 2 });
  expect(update.json()).toMatchObject({ message: MSG.betPlaced });
  expect((await bets.save(savePayload(player.userId, { ...backHome, stake: 200_001 }))).statusCode).toBe(400);
  // Left pending in its delay on another market (settling match odds ends its pending bets).
  const backBookmaker: BetSpec = { market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 100 };
  expect((await bets.save(savePayload(player.userId, backBookmaker))).statusCode).toBe(200);
  // A withdrawal waits for the operator.
  const self = await openSelfUser(t, 'metrics1', 1_000);
  const selfCalls = client(app, self.cookie, deps.config.payloadKey);
  expect((await selfCalls.withdraw({ userId: self.userId, withdrawAmountBtn: 500 })).statusCode).toBe(200);
  // The odds poll through the route (app.inject does not pass the server's fast path).
  expect((await bets.get(`/api/checkGetMatchOdds/${MO}/${GAME_ID}`)).statusCode).toBe(200);
  // The market settles.
  await settleMarket(deps.db, { marketId: MO, outcome: { outcome: 'winner', winnerSelectionId: HOME }, source: 'operator' });
  // A process under pressure sheds: the same parts with a heap limit of one byte.
  const shedding = asOurPages(
    await buildApp({
      ...deps,
      config: { ...deps.config, pressure: { ...deps.config.pressure, maxHeapUsedBytes: 1, sampleIntervalMs: 5 } },
    }),
  );
  await shedding.ready();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect((await shedding.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  await shedding.close();
  t.clock.advance(1_000);

  const response = await scrape();
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const all = samples(response.body);

  const nonZero = [
    'exchange_http_request_duration_seconds',
    'exchange_bets_saved_total',
    'exchange_bets_matched_total',
    'exchange_bets_refused_total',
    'exchange_bet_delay_queue_bets',
    'exchange_bet_delay_queue_oldest_seconds',
    'exchange_odds_polls_total',
    'exchange_feed_messages_total',
    'exchange_feed_lag_seconds',
    'exchange_feed_last_message_age_seconds',
    'exchange_settlement_runs_total',
    'exchange_settlement_duration_seconds',
    'exchange_wallet_queue_requests',
    'exchange_wallet_queue_oldest_age_seconds',
    'exchange_db_pool_connections',
    'exchange_db_query_duration_seconds',
    'exchange_load_shed_requests_total',
    'exchange_login_failures_total',
    'exchange_login_throttled_total',
    'exchange_ready',
    'exchange_uploads_disk_free_bytes',
    'nodejs_eventloop_lag_p99_seconds',
    'nodejs_heap_size_used_bytes',
    'process_cpu_seconds_total',
  ];
  const zeroOrMore = ['exchange_db_pool_waiting_requests', 'exchange_feed_leader'];
  for (const name of nonZero) expect([name, largest(all, name) ?? 'missing']).toEqual([name, expect.any(Number)]);
  for (const name of nonZero) expect([name, (largest(all, name) ?? 0) > 0]).toEqual([name, true]);
  for (const name of zeroOrMore) expect([name, largest(all, name)]).toEqual([name, expect.any(Number)]);

  // Bounded labels: route patterns, never a URL with ids; refusals by a message key.
  expect(all.get('exchange_http_request_duration_seconds_count{route="/api/saveBet",method="POST",status_code="200"}')).toBe(2);
  expect([...all.keys()].some((key) => key.includes(`${GAME_ID}`))).toBe(false);
  expect(all.get('exchange_bets_refused_total{call="saveBet",reason="stakeBetween"}')).toBe(1);
  expect(all.get('exchange_odds_polls_total{path="route",status_code="200"}')).toBe(1);
  expect(all.get('exchange_wallet_queue_requests{kind="withdrawal"}')).toBe(1);
  expect(all.get('exchange_settlement_runs_total{outcome="settled"}')).toBe(1);
  expect(all.get('exchange_login_failures_total')).toBe(5);
  expect(all.get('exchange_login_throttled_total')).toBe(1);
}, 60_000);
