// Bets across many markets while the simulated feed moves their prices: several players,
// each in turn tapping the price on screen of a random in-play market of cricket, tennis or football
// (match odds, and cricket's bookmaker), the feed ticking between the save and the update as the
// delay runs, so some prices are gone by the update. Through all of it, as a player or an auditor
// would check from the database afterwards:
// - every wallet's ledger sums to its balance;
// - no balance (less what is reserved for withdrawals) is below the exposure;
// - the stored exposure is the one recomputed from the open bets and the persisted runners;
// - every save answered 200 is one bet row, every update answered "Bet Placed" is that row matched,
//   and no row exists that no answer booked.
import { totalExposurePaise } from '../../../src/domain/betting/exposure';
import { MATCH_ODDS_MAX_PRICE, MATCH_ODDS_MIN_PRICE } from '../../../src/domain/constants';
import { MSG } from '../../../src/domain/messages';
import { Random } from '../../feed/simulator/random';
import type { FeedEventState } from '../../feed/types';
import { testPasswordHash } from '../../test/seededPasswords';
import { ledgerMismatches } from '../../settlement/testSupport';
import { buildTestApp, type TestApp } from '../../test/app';
import { client, savePayload, type BetSpec } from '../../test/bets/testSupport';
import { logIn, logInOperator, openPlayerInDb } from '../../test/auth/testSupport';
import { openBetOf } from './exposure';
import { openBetsOfUser } from './repository';
import { must } from '../../test/must';

jest.setTimeout(120_000);

const PLAYERS = 8;
const ROUNDS = 10;
const PASSWORD = 'moving-prices-1';
const inWindow = (price: number | undefined): price is number =>
  price !== undefined && price >= MATCH_ODDS_MIN_PRICE && price <= MATCH_ODDS_MAX_PRICE;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ feed: { seed: 29 } });
}, 60_000); // the simulator's first state (dozens of events) is persisted before the app starts
afterAll(() => t.close());

interface Tap {
  spec: BetSpec;
  state: FeedEventState;
  selectionName: string;
  /** Seconds from the save to when the update is due (the market's delay). */
  delay: number;
}

/** What a player could tap now on one event: its match-odds prices in the window, and cricket's bookmaker. */
function tapsOf(state: FeedEventState, delays: Map<number, { odds: number; bookmaker: number }>): Tap[] {
  const { event, book } = state;
  if (event.status !== 'inplay' || event.isBetLock) return [];
  const delay = must(delays.get(event.sportId), `the bet delays of sport ${event.sportId}`);
  const taps: Tap[] = [];
  if (book.matchOdds.status === 'OPEN') {
    for (const runner of book.matchOdds.runners) {
      if (runner.status !== 'ACTIVE') continue;
      for (const side of ['back', 'lay'] as const) {
        const price = runner[side][0]?.price;
        if (!inWindow(price)) continue;
        taps.push({
          state,
          selectionName: runner.name,
          delay: delay.odds,
          spec: { market: 'Matchodds', marketId: book.matchOdds.marketId, selectionId: runner.selectionId, side, price, stake: 0 },
        });
      }
    }
  }
  if (book.bookmaker?.status === 'OPEN') {
    for (const row of book.bookmaker.rows) {
      if (row.status !== 'ACTIVE') continue;
      if (row.back > 0)
        taps.push({
          state,
          selectionName: row.name,
          delay: delay.bookmaker,
          spec: {
            market: 'BookMaker',
            marketId: book.bookmaker.marketId,
            selectionId: row.selectionId,
            side: 'back',
            price: row.back,
            stake: 0,
          },
        });
    }
  }
  return taps;
}

test('bets on moving prices of many markets of three sports keep every money invariant', async () => {
  const rng = new Random(29);
  const op = await logInOperator(t.app);
  const passwordHash = testPasswordHash(PASSWORD);
  const players = await Promise.all(
    Array.from({ length: PLAYERS }, async (_, index) => {
      const username = `moving${index}`;
      await openPlayerInDb(t.deps.db, {
        username,
        passwordHash,
        createdBy: op.userId,
        exposureLimit: 10_000_000,
        openingPaise: (index % 2 === 0 ? 3_000 : 20_000) * 100,
      });
      const session = await logIn(t.app, username, PASSWORD);
      return { userId: session.userId, api: client(t.app, session.cookie, t.deps.config.payloadKey) };
    }),
  );
  const sports = await t.deps.db.selectFrom('sports').select(['id', 'bet_delay_time', 'bookmaker_delay_time']).execute();
  const delays = new Map(sports.map((s) => [s.id, { odds: s.bet_delay_time, bookmaker: s.bookmaker_delay_time }]));

  const saved = new Map<string, { userId: number; sportId: number; marketId: string }>();
  const placed = new Set<string>();
  const refusals = new Map<string, number>();
  const refused = (message: string) => refusals.set(message, (refusals.get(message) ?? 0) + 1);
  const serverErrors: string[] = [];

  for (let round = 0; round < ROUNDS; round++) {
    // Each player taps one price on screen now.
    const due: Array<{ player: (typeof players)[number]; betId: string; tap: Tap }> = [];
    for (const player of players) {
      const taps = t.deps.snapshots.allEvents().flatMap((state) => tapsOf(state, delays));
      expect(taps.length).toBeGreaterThan(0);
      const tap = taps[rng.int(0, taps.length - 1)];
      const { event } = tap.state;
      const spec = { ...tap.spec, stake: [100, 200, 500, 1000][rng.int(0, 3)] };
      const payload = savePayload(player.userId, spec, {
        SportId: event.sportId,
        SeriesId: event.seriesId,
        EventId: String(event.id),
        Event: event.name,
        EventName: event.name,
        Selection: tap.selectionName,
      });
      const response = await player.api.save(payload);
      const body = response.json() as { isSuccess: boolean; message?: string };
      if (response.statusCode >= 500) serverErrors.push(`save ${response.statusCode} ${body.message}`);
      else if (response.statusCode === 200) {
        saved.set(payload.BetId as string, { userId: player.userId, sportId: event.sportId, marketId: spec.marketId });
        due.push({ player, betId: payload.BetId as string, tap: { ...tap, spec } });
      } else refused(body.message ?? String(response.statusCode));
    }
    // The delay runs while the feed moves the prices; each bet is updated as its delay ends, at the
    // price the slip showed when it was tapped.
    const longest = Math.max(0, ...due.map((d) => d.tap.delay));
    for (let second = 1; second <= longest; second++) {
      await must(t.feed, 'the simulated feed').tick(1);
      for (const { player, betId, tap } of due.filter((d) => d.tap.delay === second)) {
        const response = await player.api.update({ userId: player.userId, BetId: betId, oddsRequest: tap.spec.price });
        const body = response.json() as { isSuccess: boolean; message?: string };
        if (response.statusCode >= 500) serverErrors.push(`update ${response.statusCode} ${body.message}`);
        else if (response.statusCode === 200 && body.message === MSG.betPlaced) placed.add(betId);
        else refused(body.message ?? String(response.statusCode));
      }
    }
    await must(t.feed, 'the simulated feed').tick(rng.int(1, 3));
  }

  console.log(
    'moving prices:',
    JSON.stringify({ saved: saved.size, placed: placed.size, refusals: Object.fromEntries(refusals), kept: t.deps.positions.counts }),
  );
  expect(serverErrors).toEqual([]);
  // Real spread: bets on all three sports, many markets, most of them matched.
  const values = [...saved.values()];
  expect(new Set(values.map((v) => v.sportId)).size).toBe(3);
  expect(new Set(values.map((v) => v.marketId)).size).toBeGreaterThanOrEqual(6);
  expect(new Set(values.map((v) => v.userId)).size).toBe(PLAYERS);
  expect(placed.size).toBeGreaterThan(saved.size / 2);
  // Both ways in were taken: reads under the lock, and writes from kept positions.
  expect(t.deps.positions.counts.written).toBeGreaterThan(0);

  // Every answered bet booked once, matched when the update said so, and nothing else booked.
  const userIds = players.map((p) => p.userId);
  const rows = await t.deps.db.selectFrom('bets').select(['bet_id', 'user_id', 'status']).where('user_id', 'in', userIds).execute();
  expect(rows.map((r) => r.bet_id.trim()).sort()).toEqual([...saved.keys()].sort());
  for (const row of rows) {
    const betId = row.bet_id.trim();
    expect(row.user_id).toBe(must(saved.get(betId), `the saved bet ${betId}`).userId);
    if (placed.has(betId)) expect(row.status).toBe('matched');
    else expect(['deleted', 'lapsed', 'pending']).toContain(row.status);
  }

  // Ledger = balances; no balance below the exposure; stored exposure = recomputed from the bets.
  expect(await ledgerMismatches(t)).toEqual([]);
  const wallets = await t.deps.db
    .selectFrom('wallets')
    .select(['user_id', 'balance', 'reserved', 'exposure'])
    .where('user_id', 'in', userIds)
    .execute();
  const runnerRows = await t.deps.db.selectFrom('runners').select(['market_id', 'selection_id']).execute();
  const runners = new Map<string, number[]>();
  for (const r of runnerRows) runners.set(r.market_id, [...(runners.get(r.market_id) ?? []), r.selection_id]);
  for (const wallet of wallets) {
    const open = (await openBetsOfUser(t.deps.db, wallet.user_id)).map(openBetOf);
    const recomputed = totalExposurePaise(open, (market) => runners.get(market.marketId));
    expect({ user: wallet.user_id, exposure: wallet.exposure }).toEqual({ user: wallet.user_id, exposure: recomputed });
    expect(wallet.balance - wallet.reserved - wallet.exposure).toBeGreaterThanOrEqual(0);
  }
});
