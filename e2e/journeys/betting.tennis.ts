// What stays on offer in a tennis match-odds market, and for how long (server/feed/simulator
// tennis.ts, pricing.ts): a runner's win chance changes only when a point is played (every 45 s of
// feed time; the score changes in the same tick). Between points every tick requotes the book around
// the same fair price: best back at ladder tick T three ticks in four, else T−1; best lay one tick
// above the best back (four in five) or two; three levels a side. So until the next point the lay
// side always offers priceAt(T+2) ("sure lay") and the back side priceAt(T−1) ("sure back"), and the
// best back is priceAt(T) ("top") or the sure back. T is the highest best back seen: five ticks miss
// it with a chance of 1 in 1024, and windowOf checks every tick watched agrees.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { priceAt, tickAtOrBelow } from '../../server/feed/ladder';
import { MATCH_ODDS_MAX_PRICE, MATCH_ODDS_MIN_PRICE } from '../../src/domain/constants';
import type { MatchOddsResponse, ScoreResponse } from '../../src/domain/contract/sports';
import { call, scorePath, type Target } from './betting.helpers';

/** Ticks watched after a point before trusting T. */
const TICKS_TO_WATCH = 5;

interface Snapshot {
  /** The feed tick (score.updatedAt) and the point in play (the score). */
  tick: string;
  point: string;
  back: number[];
  lay: number[];
}

/** One tick of the target runner's book and the score, or null when a tick fell between the calls. */
async function snapshot(page: Page, target: Target): Promise<Snapshot | null> {
  const { gameId, marketId } = target.event;
  const before = (await call<ScoreResponse>(page, scorePath(gameId))).data;
  const odds = (await call<MatchOddsResponse>(page, `/api/checkGetMatchOdds/${marketId}/${gameId}`)).Odds?.[0];
  const after = (await call<ScoreResponse>(page, scorePath(gameId))).data;
  if (before.updatedAt !== after.updatedAt) return null;
  assert.ok(odds?.status === 'OPEN', `${target.event.eventName}: match odds ${odds?.status ?? 'gone'} (the match ended?)`);
  const runner = odds.runners.find((r) => r.selectionId === target.selectionId);
  assert.ok(runner, `${target.runner} is in the market`);
  const prices = (levels: Array<{ price: number }>) => levels.map((l) => l.price).filter((p) => p > 0);
  return {
    tick: after.updatedAt,
    point: JSON.stringify(after.score),
    back: prices(runner.ex.availableToBack),
    lay: prices(runner.ex.availableToLay),
  };
}

/** The prices that stay on offer until the next point is played. */
export interface StableWindow {
  point: string;
  /** Date.now() when the point was first seen. */
  seenAt: number;
  top: number;
  sureBack: number;
  sureLay: number;
}

/** The point in play now, as snapshot() keys it. */
export async function currentPoint(page: Page, target: Target): Promise<string> {
  return JSON.stringify((await call<ScoreResponse>(page, scorePath(target.event.gameId))).data.score);
}

/**
 * Waits for a point to be played (so nearly 45 s of steady prices lie ahead), watches five ticks of it
 * and returns the prices that stay. Fails if the book does not behave as described above.
 */
export async function nextStableWindow(page: Page, target: Target, timeoutMs = 75_000): Promise<StableWindow> {
  const until = Date.now() + timeoutMs;
  const playing = await currentPoint(page, target);
  let seen: Snapshot[] = [];
  let seenAt = 0;
  while (Date.now() < until) {
    const now = await snapshot(page, target);
    if (now && seen.length > 0 && now.point === seen[0].point) {
      if (now.tick !== seen[seen.length - 1].tick) seen.push(now);
    } else if (now && (seen.length > 0 || now.point !== playing)) {
      seen = [now]; // a new point (or, rarely, the one after it): watch from its first tick
      seenAt = Date.now();
    }
    if (seen.length >= TICKS_TO_WATCH) return windowOf(seen, seenAt, target);
    await page.waitForTimeout(250);
  }
  throw new Error(`${target.event.eventName}: no point played and watched within ${timeoutMs / 1000} s`);
}

function windowOf(seen: Snapshot[], seenAt: number, target: Target): StableWindow {
  const tick = tickAtOrBelow(Math.max(...seen.map((s) => s.back[0] ?? 0)));
  const window = { point: seen[0].point, seenAt, top: priceAt(tick), sureBack: priceAt(tick - 1), sureLay: priceAt(tick + 2) };
  const books = seen.map((s) => `back ${s.back.join('/')} lay ${s.lay.join('/')}`).join('; ');
  assert.ok(
    seen.every((s) => s.lay.includes(window.sureLay) && s.back.includes(window.sureBack)),
    `the simulator's book kept lay ${window.sureLay} and back ${window.sureBack} on ${target.runner} for the point: ${books}`,
  );
  assert.ok(
    window.sureBack >= MATCH_ODDS_MIN_PRICE && window.sureLay <= MATCH_ODDS_MAX_PRICE,
    `${target.runner} is priced inside ${MATCH_ODDS_MIN_PRICE}–${MATCH_ODDS_MAX_PRICE} (${books})`,
  );
  return window;
}
