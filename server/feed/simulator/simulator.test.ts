// The simulator's promises, checked tick by tick on the update stream a consumer sees.
import { isOnLadder } from '../ladder';
import type { FeedEventState, FeedResult, FeedSportId, FeedUpdate } from '../types';
import { DAY_MS, istDayStart } from './calendar';
import { Simulator } from './simulator';
import { must } from '../../test/must';

const START = Date.parse('2026-11-21T10:00:00Z');
/** 23:45 in India: the IST day rolls over during the run. */
const NEAR_MIDNIGHT_IST = Date.parse('2026-11-21T18:15:00Z');

/** What a consumer holds after applying every update: the stream must be complete on its own. */
class Consumer {
  readonly events = new Map<number, FeedEventState>();
  readonly markets = new Map<string, string>();
  readonly results = new Map<string, FeedResult>();
  readonly problems: string[] = [];

  apply(update: FeedUpdate): void {
    for (const m of update.markets) {
      if (this.markets.has(m.id)) this.problems.push(`market ${m.id} announced twice`);
      this.markets.set(m.id, m.kind);
    }
    for (const state of update.events) this.events.set(state.event.id, state);
    for (const r of update.results) {
      if (!this.markets.has(r.marketId)) this.problems.push(`result for unannounced market ${r.marketId}`);
      if (this.results.has(r.marketId)) this.problems.push(`second result for ${r.marketId}`);
      this.results.set(r.marketId, r);
    }
    for (const id of update.removed) this.events.delete(id);
  }
}

function windowRunner(state: FeedEventState): boolean {
  return state.book.matchOdds.runners.some((r) => r.back[0].price >= 1.01 && r.lay[0].price <= 3);
}

function checkBook(state: FeedEventState, problems: string[]): void {
  const { event, book } = state;
  const where = `event ${event.id}`;
  if (event.status === 'ended') {
    if (book.matchOdds.status !== 'CLOSED' || book.matchOdds.runners.length !== 0)
      problems.push(`${where}: ended but odds not CLOSED/empty`);
    return;
  }
  for (const r of book.matchOdds.runners) {
    if (r.back.length !== 3 || r.lay.length !== 3) problems.push(`${where}: ${r.name} has not 3 levels a side`);
    for (const level of [...r.back, ...r.lay]) {
      if (!isOnLadder(level.price)) problems.push(`${where}: ${level.price} is off the ladder`);
      if (!(level.size > 0)) problems.push(`${where}: size ${level.size}`);
    }
    for (let i = 1; i < 3; i++) {
      if (!(r.back[i].price < r.back[i - 1].price)) problems.push(`${where}: back levels not descending`);
      if (!(r.lay[i].price > r.lay[i - 1].price)) problems.push(`${where}: lay levels not ascending`);
    }
    if (!(r.back[0].price < r.lay[0].price)) problems.push(`${where}: back ${r.back[0].price} not below lay ${r.lay[0].price}`);
  }
  const expectedRunners = event.sportId === 1 ? [3] : event.sportId === 2 ? [2] : [2, 3];
  if (!expectedRunners.includes(book.matchOdds.runners.length)) problems.push(`${where}: ${book.matchOdds.runners.length} runners`);
  for (const row of book.bookmaker?.rows ?? []) {
    if (!(row.back === 0 && row.lay === 0) && !(row.back > 0 && row.lay > row.back))
      problems.push(`${where}: bookmaker ${row.back}/${row.lay}`);
  }
  for (const f of book.fancy) {
    if (f.noLine < 0 || f.yesLine < f.noLine) problems.push(`${where}: fancy ${f.name} ${f.noLine}/${f.yesLine}`);
    if (![100, 110].includes(f.noRate) || ![100, 90].includes(f.yesRate)) problems.push(`${where}: fancy rates`);
  }
  if (event.status === 'inplay') {
    const floor = event.sportId === 4 ? 100_000 : 5_000;
    if (!(book.matchOdds.totalMatched > floor)) problems.push(`${where}: totalMatched ${book.matchOdds.totalMatched}`);
  }
  if (book.toss && (event.sportId !== 4 || event.status !== 'upcoming')) problems.push(`${where}: toss outside a cricket pre-match`);
  if (book.toss && book.matchOdds.runners.length > 2) problems.push(`${where}: toss on a three-runner match`);
}

function run(seed: number, speed: number, ticks: number, start = START, tickMs = 1000) {
  const sim = new Simulator({ seed, speed, startTime: start, tickMs, checkpoints: false });
  const consumer = new Consumer();
  consumer.apply(sim.takeInitialUpdate());
  const seen = { suspended: 0, ballRunning: 0, fancyBallRunning: 0, ended: new Set<number>(), threeRunnerCricket: 0, toss: 0 };
  const lastMatched = new Map<number, number>();
  for (let t = 0; t < ticks; t++) {
    const update = sim.tick();
    consumer.apply(update);
    const now = sim.now;
    for (const state of update.events) {
      if (state.event.status === 'ended' && !seen.ended.has(state.event.id)) {
        seen.ended.add(state.event.id);
        const mo = consumer.results.get(state.event.matchOddsMarketId);
        if (!mo || mo.outcome !== 'winner') consumer.problems.push(`event ${state.event.id} ended without a match-odds winner`);
        if (state.event.sportId === 4 && consumer.results.get(`2.${state.event.id}`)?.outcome !== 'winner') {
          consumer.problems.push(`event ${state.event.id} ended without a bookmaker winner`);
        }
      }
      const previous = lastMatched.get(state.event.id) ?? 0;
      if (state.book.matchOdds.totalMatched < previous) consumer.problems.push(`event ${state.event.id}: totalMatched fell`);
      lastMatched.set(state.event.id, state.book.matchOdds.totalMatched);
    }
    const states = [...consumer.events.values()];
    for (const state of states) {
      checkBook(state, consumer.problems);
      if (state.book.matchOdds.status === 'SUSPENDED') seen.suspended++;
      if (state.book.bookmaker?.rows.some((r) => r.status === 'BALL RUNNING')) seen.ballRunning++;
      if (state.book.fancy.some((f) => f.gameStatus === 'Ball Running')) seen.fancyBallRunning++;
      if (state.event.sportId === 4 && state.book.matchOdds.runners.length === 3) seen.threeRunnerCricket++;
      if (state.book.toss) seen.toss++;
    }
    for (const sport of [4, 2, 1] as FeedSportId[]) {
      const eligible = states.filter(
        (s) =>
          s.event.sportId === sport &&
          s.event.status === 'inplay' &&
          !s.event.isBetLock &&
          s.book.matchOdds.status === 'OPEN' &&
          windowRunner(s),
      );
      if (eligible.length < 3) consumer.problems.push(`tick ${t}: only ${eligible.length} bettable in-play events of sport ${sport}`);
      const today = istDayStart(now);
      const upcoming = states.filter((s) => s.event.sportId === sport && s.event.status === 'upcoming');
      const tomorrow = upcoming.filter((s) => s.event.startsAt >= today + DAY_MS && s.event.startsAt < today + 2 * DAY_MS);
      if (tomorrow.length === 0) consumer.problems.push(`tick ${t}: no event of sport ${sport} tomorrow`);
      const todayLeft = upcoming.filter((s) => s.event.startsAt < today + DAY_MS);
      if (today + DAY_MS - now > 15 * 60_000 && todayLeft.length === 0)
        consumer.problems.push(`tick ${t}: no event of sport ${sport} later today`);
    }
    if (consumer.problems.length > 20) break;
  }
  return { sim, consumer, seen };
}

describe('the simulator', () => {
  // Five-second ticks: 1200 of them cover 100 minutes of feed time, so tosses close too.
  test.each([
    [1, 20, START],
    [7, 20, NEAR_MIDNIGHT_IST],
    [42, 60, START],
    [2026, 5, START],
  ])('seed %i at speed %i keeps every invariant tick after tick', (seed, speed, start) => {
    const { consumer, seen } = run(seed, speed, 1200, start, 5000);
    expect(consumer.problems.slice(0, 20)).toEqual([]);
    // The run covered whole lifecycles: events ended and their markets got results.
    expect(seen.ended.size).toBeGreaterThan(5);
    const outcomes = new Set([...consumer.results.values()].map((r) => `${r.kind}:${r.outcome}`));
    for (const expected of ['Matchodds:winner', 'BookMaker:winner', 'Fancy:runs']) expect(outcomes).toContain(expected);
    expect([...outcomes].filter((o) => !['Matchodds:winner', 'BookMaker:winner', 'Fancy:runs', 'Toss:winner'].includes(o))).toEqual([]);
    expect(seen.suspended).toBeGreaterThan(0);
    expect(seen.ballRunning).toBeGreaterThan(0);
    expect(seen.fancyBallRunning).toBeGreaterThan(0);
  });

  test('cricket has Test fixtures with a draw runner (never with a toss market) and T20s with one', () => {
    let threeRunner = 0;
    let toss = 0;
    for (const seed of [1, 2, 3, 4, 5]) {
      const { consumer, seen } = run(seed, 30, 200);
      expect(consumer.problems.slice(0, 5)).toEqual([]);
      threeRunner += seen.threeRunnerCricket;
      toss += seen.toss;
    }
    expect(threeRunner).toBeGreaterThan(0);
    expect(toss).toBeGreaterThan(0);
  });

  test('the toss market closes an hour before the start with a winner, and the match starts later', () => {
    const sim = new Simulator({ seed: 9, speed: 1, startTime: START, tickMs: 10_000, checkpoints: false });
    const first = sim.takeInitialUpdate();
    const withToss = must(
      first.events.find((s) => s.book.toss !== null),
      'an event with a toss market',
    );
    const toss = must(withToss.book.toss, 'its toss market');
    expect(withToss.event.sportId).toBe(4);
    expect(toss.runners.map((r) => [r.price, r.size])).toEqual([
      [1.95, 500000],
      [1.95, 500000],
    ]);
    const tossMarket = toss.marketId;
    const closesAt = withToss.event.startsAt - 3600_000;
    let result: FeedResult | undefined;
    let closedState: FeedEventState | undefined;
    while (sim.now < closesAt + 20_000) {
      const update = sim.tick();
      result ??= update.results.find((r) => r.marketId === tossMarket);
      closedState = update.events.find((s) => s.event.id === withToss.event.id) ?? closedState;
      if (sim.now < closesAt) expect(result).toBeUndefined();
    }
    expect(result).toMatchObject({ kind: 'Toss', outcome: 'winner' });
    const teams = toss.runners.map((r) => r.selectionId);
    expect(teams).toContain((result as { winnerSelectionId: number }).winnerSelectionId);
    const closed = must(closedState, 'the event in an update after the toss closed');
    expect(closed.book.toss).toBeNull();
    expect(closed.event.status).toBe('upcoming');
  });

  test('the same seed replays the same feed; another seed does not', () => {
    const record = (seed: number) => {
      const sim = new Simulator({ seed, speed: 20, startTime: START, checkpoints: false });
      const out = [JSON.stringify(sim.takeInitialUpdate())];
      for (let t = 0; t < 300; t++) out.push(JSON.stringify(sim.tick()));
      return out;
    };
    const a = record(11);
    const b = record(11);
    expect(b).toEqual(a);
    expect(record(12)[0]).not.toEqual(a[0]);
  });
});
