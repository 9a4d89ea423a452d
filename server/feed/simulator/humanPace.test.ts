// The simulator at FEED_SPEED 1 moves at the pace of a real match, so a player who takes a few
// seconds over a bet still finds the price: deliveries 30–45 s apart, Ball Running only from the
// run-up to the outcome, prices re-quoted on the match's events only, and a fixture list a real
// calendar could hold (no side in two events at once, no pairing twice).
import type { FeedEventState, FeedUpdate } from '../types';
import { BALL_GAP_MS, BALL_RUNNING_MS } from './cricket';
import { Simulator } from './simulator';

const START = Date.parse('2026-11-21T10:00:00Z');

/** Applies updates the way a consumer does and hands back the events it holds after each tick. */
function watch(
  seed: number,
  ticks: number,
  onTick: (t: number, states: Map<number, FeedEventState>, update: FeedUpdate) => void,
  speed = 1,
) {
  const sim = new Simulator({ seed, speed, startTime: START, checkpoints: false });
  const states = new Map<number, FeedEventState>();
  const apply = (u: FeedUpdate) => {
    for (const s of u.events) states.set(s.event.id, s);
    for (const id of u.removed) states.delete(id);
  };
  apply(sim.takeInitialUpdate());
  for (let t = 1; t <= ticks; t++) {
    const update = sim.tick();
    apply(update);
    onTick(t, states, update);
  }
}

const scoreKey = (s: FeedEventState) => JSON.stringify(s.score.score);
const matchOddsPrices = (s: FeedEventState) =>
  JSON.stringify(s.book.matchOdds.runners.map((r) => [r.back.map((l) => l.price), r.lay.map((l) => l.price)]));
const fancyLines = (s: FeedEventState) => JSON.stringify(s.book.fancy.map((f) => [f.marketId, f.noLine, f.noRate, f.yesLine, f.yesRate]));
const bookmakerRates = (s: FeedEventState) => JSON.stringify(s.book.bookmaker?.rows.map((r) => [r.back, r.lay]) ?? []);
const inInnings = (s: FeedEventState) =>
  s.score.score?.sport === 'cricket' && s.score.score.batting !== null && s.event.status === 'inplay';

describe('the simulator at a human pace (FEED_SPEED 1, one-second ticks)', () => {
  test.each([3, 42])('seed %i: cricket deliveries come 30–45 s apart and Ball Running lasts only the run-up to the outcome', (seed) => {
    const lastBall = new Map<number, { t: number; key: string }>();
    const gaps: number[] = [];
    const runningStreak = new Map<number, number>();
    const streaks: number[] = [];
    let innTicks = 0;
    let runningTicks = 0;
    watch(seed, 30 * 60, (t, states) => {
      for (const s of states.values()) {
        if (s.event.sportId !== 4) continue;
        if (!inInnings(s)) {
          // An innings break is no gap between deliveries: start counting afresh.
          lastBall.delete(s.event.id);
          continue;
        }
        const innings = (s.score.score as { innings: unknown[] }).innings;
        const key = JSON.stringify(innings);
        const prev = lastBall.get(s.event.id);
        const sameInnings = prev !== undefined && prev.key.length > 0 && JSON.parse(prev.key).length === innings.length;
        if (prev && prev.key !== key && prev.t > 0 && sameInnings) gaps.push(t - prev.t);
        // t 0: the first ball seen (or an innings start) is not a delivery we saw the one before of.
        if (!prev || prev.key !== key) lastBall.set(s.event.id, { t: prev && sameInnings ? t : 0, key });
        innTicks++;
        const running = s.book.fancy.some((f) => f.gameStatus === 'Ball Running');
        if (running) {
          runningTicks++;
          runningStreak.set(s.event.id, (runningStreak.get(s.event.id) ?? 0) + 1);
        } else {
          const streak = runningStreak.get(s.event.id);
          if (streak) {
            streaks.push(streak);
            runningStreak.set(s.event.id, 0);
          }
        }
      }
    });
    expect(gaps.length).toBeGreaterThan(100);
    // Whole ticks: a 30.0–45.0 s gap is seen as 30–46 ticks (a boundary may fall either side).
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(BALL_GAP_MS[0] / 1000);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(BALL_GAP_MS[1] / 1000 + 1);
    expect(Math.max(...streaks)).toBeLessThanOrEqual(BALL_RUNNING_MS / 1000 + 1);
    const share = runningTicks / innTicks;
    expect(share).toBeGreaterThan(0.06);
    expect(share).toBeLessThan(0.15);
  });

  test('prices and lines move only when the match moves; between events only match-odds sizes flicker', () => {
    const previous = new Map<number, FeedEventState>();
    const problems: string[] = [];
    let flickers = 0;
    let reprices = 0;
    watch(5, 20 * 60, (t, states) => {
      for (const s of states.values()) {
        const before = previous.get(s.event.id);
        previous.set(s.event.id, s);
        if (!before || s.event.status !== 'inplay' || before.event.status !== 'inplay') continue;
        if (s.book.matchOdds.status !== 'OPEN' || before.book.matchOdds.status !== 'OPEN') continue;
        const scored = scoreKey(s) !== scoreKey(before);
        const moved = matchOddsPrices(s) !== matchOddsPrices(before);
        if (moved) reprices++;
        if (moved && !scored) problems.push(`tick ${t}: event ${s.event.id} match odds moved with no event`);
        if (fancyLines(s) !== fancyLines(before) && !scored && s.book.fancy.length === before.book.fancy.length) {
          problems.push(`tick ${t}: event ${s.event.id} fancy line moved between balls`);
        }
        if (bookmakerRates(s) !== bookmakerRates(before) && !scored)
          problems.push(`tick ${t}: event ${s.event.id} bookmaker moved between balls`);
        const sizes = (x: FeedEventState) => JSON.stringify(x.book.matchOdds.runners.map((r) => r.back.map((l) => l.size)));
        if (!moved && sizes(s) !== sizes(before)) flickers++;
      }
    });
    expect(problems.slice(0, 5)).toEqual([]);
    expect(reprices).toBeGreaterThan(50);
    expect(flickers).toBeGreaterThan(reprices);
  });

  test.each([
    [1, 1],
    [42, 1],
    [7, 30],
  ])('seed %i at speed %i: no side plays two live events at once and no fixture is listed twice', (seed, speed) => {
    const problems: string[] = [];
    watch(
      seed,
      speed === 1 ? 3 * 3600 : 4000,
      (t, states) => {
        const live = new Map<string, number>();
        const fixtures = new Map<string, number>();
        for (const s of states.values()) {
          const key = [s.event.home, s.event.away].sort().join(' v ');
          if (fixtures.has(key)) problems.push(`tick ${t}: ${key} listed as ${fixtures.get(key)} and ${s.event.id}`);
          fixtures.set(key, s.event.id);
          if (s.event.status !== 'inplay') continue;
          for (const side of [s.event.home, s.event.away]) {
            if (live.has(side)) problems.push(`tick ${t}: ${side} live in ${live.get(side)} and ${s.event.id}`);
            live.set(side, s.event.id);
          }
        }
      },
      speed,
    );
    expect(problems.slice(0, 5)).toEqual([]);
  });
});
