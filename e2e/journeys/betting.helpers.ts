// What the betting journey needs beside the browser: the page's own calls (to choose a market to bet
// on, never to place the bet), the toasts a player reads, and the header's Exp.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openBetsFromRows } from '../../src/domain/betting/fromRow';
import { runnerPositions } from '../../src/domain/betting/runnerPositions';
import { decryptJson } from '../../src/domain/cipher';
import type { LoginInfo } from '../../src/domain/contract/auth';
import type { BetRow, LastBetsResponse } from '../../src/domain/contract/bets';
import type { InPlaySportEventsResponse, MatchOddsResponse, SportEvent, StackLimitResponse } from '../../src/domain/contract/sports';
import {
  MATCH_ODDS_MAX_PRICE,
  MATCH_ODDS_MIN_PRICE,
  TOTAL_MATCHED_THRESHOLD,
  TOTAL_MATCHED_THRESHOLD_CRICKET,
} from '../../src/domain/constants';
import { logIn, operatorCreatesPlayer, pageConfig } from '../support';

export async function signIn(page: Page, username = 'player1', password = 'player123'): Promise<void> {
  await logIn(page, username, password);
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  if (await welcome.isVisible({ timeout: 3000 }).catch(() => false)) {
    await welcome.getByRole('button', { name: 'Close' }).click();
    await welcome.waitFor({ state: 'detached' });
  }
}

/** player1 signed in on a page the file's openPage opened, with their id: where the betting journeys start. */
export async function withPlayer1<T extends { page: Page }>(opened: T): Promise<T & { userId: number }> {
  await signIn(opened.page);
  return { ...opened, userId: await playerId(opened.page) };
}

let ownPlayers = 0;

/**
 * A player of the test's own, signed in: made by the operator with player1's money and limits, the
 * first password changed at the first log-in as a new player does. Any market is then one where the
 * player has no bet, so Exp moves by exactly the test's bet, whatever the other journeys on the same
 * server have bet on (one server's simulator keeps only a few two-runner matches in play).
 */
export async function withOwnPlayer<T extends { page: Page }>(opened: T): Promise<T & { userId: number }> {
  const { page } = opened;
  ownPlayers += 1;
  const username = `bettor_${Date.now().toString(36)}_${ownPlayers}`;
  await operatorCreatesPlayer({ username, password: 'first-pass1', credit: 100_000, exposureLimit: 200_000 });
  await logIn(page, username, 'first-pass1');
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await change.getByLabel('Current Password').fill('first-pass1');
  await change.getByLabel('New Password', { exact: true }).fill('own-pass22');
  await change.getByLabel('Confirm New Password').fill('own-pass22');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await signIn(page, username, 'own-pass22');
  return { ...opened, userId: await playerId(page) };
}

/** A call made by the page itself: its session cookie, its origin. */
export async function call<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (path) => (await fetch(path, { credentials: 'include' })).json(), url);
}

export async function playerId(page: Page): Promise<number> {
  const key = (await pageConfig(page)).loginCookieKey;
  const cookie = (await page.context().cookies()).find((c) => c.name === 'LoginInfo');
  const info = cookie && decryptJson<LoginInfo[]>(decodeURIComponent(cookie.value), key);
  assert.ok(info?.[0]?.Id, 'the LoginInfo cookie holds the player');
  return info[0].Id;
}

/** Our own score call: declared as /api/score/:eventId, so under the API prefix twice (as the SPA calls it). */
export const scorePath = (gameId: string) => `/api/api/score/${gameId}`;

export const matchUrl = (event: SportEvent) => `/matchscore/${event.eid}/${event.gameId}/${event.marketId}`;
const inWindow = (price: number | undefined) => price !== undefined && price >= MATCH_ODDS_MIN_PRICE && price <= MATCH_ODDS_MAX_PRICE;

export interface Target {
  event: SportEvent;
  runner: string;
  selectionId: number;
  runners: Array<{ selectionId: number; name: string }>;
}

export async function inPlayEvents(page: Page): Promise<SportEvent[]> {
  const lists = await call<InPlaySportEventsResponse>(page, '/api/GetInPlaySportEvents');
  return lists.data.sportsEventModelInPlay.flat().filter((e) => e.IsBetLock !== 1);
}

export async function lastBets(page: Page, userId: number, gameId: string): Promise<BetRow[]> {
  return (await call<LastBetsResponse>(page, `/api/fetchLastBet/${userId}/${gameId}`)).data;
}

/**
 * An in-play two-runner match-odds market (tennis or T20 cricket, or only `sport`: Cashout needs fewer
 * than 3 runners) that is open, matched enough to bet on, and has a back price in the window. A
 * journey that bets does it as its own player (withOwnPlayer), who has no bet on it yet, so Exp moves
 * by exactly the journey's bet. The simulator keeps only a few such markets and suspends them at a
 * point or a wicket, so the search waits for one to open before giving up.
 */
export async function twoRunnerTarget(page: Page, { sport }: { sport?: SportEvent['eid'] } = {}): Promise<Target> {
  const deadline = Date.now() + TARGET_WAIT_MS;
  for (;;) {
    const target = await findTwoRunnerTarget(page, sport);
    if (target) return target;
    if (Date.now() > deadline) break;
    await page.waitForTimeout(2000);
  }
  throw new Error(`no open two-runner market in play${sport === undefined ? '' : ` for sport ${sport}`} in ${TARGET_WAIT_MS / 1000} s`);
}

const TARGET_WAIT_MS = 90_000;

/**
 * An in-play cricket match (with a bookmaker market too, when asked) that has a fancy session open
 * now. Every cricket match offers fancy (the list's icon), but between innings no session is open
 * until the next innings' sessions are listed: the search waits for one, as twoRunnerTarget does.
 */
export async function cricketWithOpenFancy(page: Page, { bookmaker = false } = {}): Promise<SportEvent> {
  const deadline = Date.now() + TARGET_WAIT_MS;
  for (;;) {
    for (const event of await inPlayEvents(page)) {
      if (event.eid !== '4' || event.Fancy !== 1 || (bookmaker && event.BookMaker !== 1)) continue;
      const odds = await call<MatchOddsResponse>(page, `/api/checkGetMatchOdds/${event.marketId}/${event.gameId}`);
      if (odds.Fancy.some((session) => session.GameStatus === '')) return event;
    }
    if (Date.now() > deadline) throw new Error(`no in-play cricket match with an open fancy session in ${TARGET_WAIT_MS / 1000} s`);
    await page.waitForTimeout(2000);
  }
}

async function findTwoRunnerTarget(page: Page, sport: SportEvent['eid'] | undefined): Promise<Target | null> {
  for (const event of await inPlayEvents(page)) {
    if (sport !== undefined && event.eid !== sport) continue;
    const market = (await call<MatchOddsResponse>(page, `/api/checkGetMatchOdds/${event.marketId}/${event.gameId}`)).Odds?.[0];
    const threshold = event.eid === '4' ? TOTAL_MATCHED_THRESHOLD_CRICKET : TOTAL_MATCHED_THRESHOLD;
    if (!market || market.status !== 'OPEN' || market.runners.length !== 2 || market.totalMatched < threshold * 1.5) continue;
    // Not a heavy favourite: at 1.03 the book cannot move below the bet's price, so no exact hedge
    // would ever appear (the simulator keeps the best back at 1.03 or above).
    const runner = market.runners.find(
      (r) => inWindow(r.ex.availableToBack[0]?.price) && r.ex.availableToBack[0].price >= 1.25 && r.ex.availableToBack[0].price <= 2.6,
    );
    if (!runner) continue;
    return {
      event,
      runner: runner.runnerName,
      selectionId: runner.selectionId,
      runners: market.runners.map((r) => ({ selectionId: r.selectionId, name: r.runnerName })),
    };
  }
  return null;
}

export async function sportLimits(page: Page, sportId: number) {
  const limits = (await call<StackLimitResponse>(page, '/api/GetStackLimit')).data;
  const sport = limits.sports.find((s) => s.id === sportId);
  assert.ok(sport, `stake limits for sport ${sportId}`);
  return sport;
}

/** The match-odds limits the block's header shows ('Min: 100 Max: 2,00,000'). */
export async function shownLimits(page: Page): Promise<{ min: number; max: number }> {
  const text = await page
    .getByRole('region', { name: 'Match Odds', exact: true })
    .getByText(/^Min: [\d,]+ Max: [\d,]+$/)
    .innerText();
  const [min, max] = [...text.matchAll(/[\d,]+/g)].map((m) => Number(m[0].replace(/,/g, '')));
  return { min, max };
}

/** The player's P&L in paise under [the target runner, the other], from their matched match-odds bets. */
export async function targetPositionsPaise(page: Page, userId: number, target: Target): Promise<[number, number]> {
  const bets = openBetsFromRows(await lastBets(page, userId, target.event.gameId)).filter(
    (bet) => bet.marketKind === 'Matchodds' && bet.marketId === target.event.marketId,
  );
  const other = target.runners.find((r) => r.selectionId !== target.selectionId);
  assert.ok(other, 'the market has a second runner');
  const [mine, theirs] = runnerPositions(bets, [target.selectionId, other.selectionId]);
  return [Math.round(mine.amount * 100), Math.round(theirs.amount * 100)];
}

const toasts = (page: Page) => page.locator('.Toastify__toast');

/** Waits until no toast is on screen, so the next one read is the answer to the next action. */
export async function noToasts(page: Page): Promise<void> {
  await toasts(page).first().waitFor({ state: 'detached', timeout: 10_000 });
}

/** The text of the next toast. */
export async function nextToast(page: Page, timeout: number): Promise<string> {
  const toast = toasts(page).first();
  await toast.waitFor({ timeout });
  return (await toast.innerText()).trim();
}

/** The header's Exp in rupees (its accessible name: 'Exp: -₹100.00. Open My Market'). */
export async function headerExp(page: Page): Promise<number> {
  const exp = page.getByRole('button', { name: /^Exp: -?₹/ }); // '—' until the first answer
  const name = (await exp.getAttribute('aria-label')) ?? '';
  const match = /Exp: (-?)₹([\d,]+\.\d\d)/.exec(name);
  assert.ok(match, `Exp reads as money: ${name}`);
  return Number(`${match[1]}${match[2].replace(/,/g, '')}`);
}

export async function waitForExp(page: Page, expected: number, timeout = 8000): Promise<number> {
  const until = Date.now() + timeout;
  let seen = await headerExp(page);
  while (Math.abs(seen - expected) > 0.001 && Date.now() < until) {
    await page.waitForTimeout(200);
    seen = await headerExp(page);
  }
  return seen;
}

/** Polls `read` until it gives `expected` (8 s), then asserts it. */
export async function untilEqual<T>(read: () => Promise<T>, expected: T, what: string): Promise<void> {
  const until = Date.now() + 8000;
  let value = await read();
  while (value !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  assert.equal(value, expected, what);
}

/** The best (innermost) back price button of a runner in the Match Odds block. */
export const bestBack = (page: Page, runner: string) =>
  page
    .getByRole('region', { name: 'Match Odds', exact: true })
    .getByRole('group', { name: runner })
    .getByRole('button', { name: /^back / })
    .last();

/** Opens the target's match page and waits for its runner's row in Match Odds. */
export async function openMatch(page: Page, target: Target): Promise<void> {
  await page.goto(matchUrl(target.event));
  await page.getByRole('region', { name: 'Match Odds', exact: true }).getByRole('group', { name: target.runner }).waitFor();
}
