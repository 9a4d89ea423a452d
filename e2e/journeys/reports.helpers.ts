// Bets through the page's own session, as the slip makes them, and the operator's command line: shared
// by the journeys that need a settled market (reports, protection).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { decryptJson, encryptJson } from '../../src/domain/cipher';
import type { LoginInfo } from '../../src/domain/contract/auth';
import { newBetId, istShiftedIso } from '../../src/domain/betting/betId';
import { MATCH_ODDS_MAX_PRICE, MATCH_ODDS_MIN_PRICE, TOTAL_MATCHED_THRESHOLD_CRICKET } from '../../src/domain/constants';
import { saveBetPayload, type BetRow, type LastBetsResponse, type SaveBetPayload } from '../../src/domain/contract/bets';
import type { InPlaySportEventsResponse, MatchOddsResponse, SportEvent, StackLimitResponse } from '../../src/domain/contract/sports';
import { operatorEnv, pageConfig } from '../support';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');

/** A call made by the page itself: its session cookie, its origin. */
export async function call<T>(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, url, body },
  );
}

/** The page's keys (runtime config) and the player's id, read from the LoginInfo cookie as the SPA reads it. */
export async function sessionOf(page: Page): Promise<{ payloadKey: string; userId: number }> {
  const config = await pageConfig(page);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'LoginInfo');
  assert.ok(cookie, 'the LoginInfo cookie is set after log-in');
  const info = decryptJson<LoginInfo[]>(decodeURIComponent(cookie.value), config.loginCookieKey);
  assert.ok(info?.[0]?.Id, 'the LoginInfo cookie holds the player');
  return { payloadKey: config.payloadKey, userId: info[0].Id };
}

export interface PlacedBet {
  event: SportEvent;
  selectionId: number;
  selection: string;
  price: number;
  stake: number;
}

const inWindow = (price: number | undefined): price is number =>
  price !== undefined && price >= MATCH_ODDS_MIN_PRICE && price <= MATCH_ODDS_MAX_PRICE;

/**
 * An in-play cricket runner whose best back price is inside the betting window, with its market: a
 * market the signed-in player holds no bet on yet. The journeys settle it and read the player's figures
 * for it, which must be this bet's alone: player1 is shared by the journeys, and one of them that ran
 * earlier left a bet on the first in-play market (a CI run read -₹56 for a bet that won ₹144).
 */
export async function bettableRunner(page: Page) {
  const { userId } = await sessionOf(page);
  const lists = await call<InPlaySportEventsResponse>(page, 'GET', '/api/GetInPlaySportEvents');
  const cricket = lists.json.data.sportsEventModelInPlay.flat().filter((e) => e.eid === '4' && e.IsBetLock !== 1);
  for (const event of cricket) {
    const mine = await call<LastBetsResponse>(page, 'GET', `/api/fetchLastBet/${userId}/${event.gameId}`);
    if (mine.json.data.some((bet) => bet.marketId === event.marketId)) continue;
    const odds = await call<MatchOddsResponse>(page, 'GET', `/api/checkGetMatchOdds/${event.marketId}/${event.gameId}`);
    const market = odds.json.Odds?.[0];
    if (!market || market.status !== 'OPEN' || market.totalMatched < TOTAL_MATCHED_THRESHOLD_CRICKET) continue;
    // The longest price in the window: its win is large enough to read in paise as well as rupees.
    const runner = market.runners
      .filter((r) => inWindow(r.ex.availableToBack[0]?.price))
      .sort((a, b) => b.ex.availableToBack[0].price - a.ex.availableToBack[0].price)[0];
    if (runner) return { event, runner, price: runner.ex.availableToBack[0].price };
  }
  return null;
}

/** A back bet on a match-odds runner, as a journey names it. */
export interface BackBet {
  event: SportEvent;
  sportId: number;
  selectionId: number;
  runnerName: string;
  price: number;
  stake: number;
}

/** The slip's saveBet payload for a back bet, saved now from this machine (a fresh BetId). */
export function backBetPayload(userId: number, bet: BackBet): SaveBetPayload {
  return saveBetPayload(
    { ...bet.event, sportId: bet.sportId },
    { ...bet, marketKind: 'Matchodds', marketId: bet.event.marketId, side: 'back', size: 100 },
    { betId: newBetId(Math.random), userId, ipAddress: '127.0.0.1', time: istShiftedIso(Date.now()) },
  );
}

/** What backing one runner came to: the matched bet as My Bet lists it, or why it was not matched. */
export type BackOutcome = { row: BetRow } | { failure: string };

/**
 * One back bet made as the slip makes it: saveBet, the market's delay, updateUnmatchBet at the asked
 * price. The server fills at the live price when it is better (matching.ts): the row returned is the
 * fill, as My Bet lists it. A refusal ('Odds Changed!' when the simulator moved) is returned, not thrown.
 */
export async function backAndMatch(page: Page, bet: BackBet & { delaySeconds: number }): Promise<BackOutcome> {
  const { payloadKey, userId } = await sessionOf(page);
  const { event, price, stake } = bet;
  const payload = backBetPayload(userId, bet);
  const saved = await call<{ message?: string }>(page, 'POST', '/api/saveBet', { data: encryptJson(payload, payloadKey) });
  if (saved.status !== 200) return { failure: `saveBet ${saved.status} ${saved.json.message}` };
  await page.waitForTimeout(bet.delaySeconds * 1000 + 300);
  const update = { userId, BetId: payload.BetId, oddsRequest: price, exposure: -stake };
  const matched = await call<{ isSuccess: boolean; message: string }>(page, 'PUT', '/api/updateUnmatchBet', {
    data: encryptJson(update, payloadKey),
  });
  if (matched.status !== 200 || !matched.json.isSuccess) return { failure: `updateUnmatchBet ${matched.status} ${matched.json.message}` };
  const mine = await call<LastBetsResponse>(page, 'GET', `/api/fetchLastBet/${userId}/${event.gameId}`);
  const row = mine.json.data.find((r) => r.selectionId === bet.selectionId && r.amountStake === stake);
  assert.ok(row, `the matched bet is listed: ${JSON.stringify(mine.json)}`);
  return { row };
}

/**
 * Saves a back bet and matches it after the market's delay, as the slip does. The simulator moves
 * its prices, so a price gone by the end of the delay ('Odds Changed!') is tried again.
 */
export async function placeBackBet(page: Page): Promise<PlacedBet> {
  const limits = (await call<StackLimitResponse>(page, 'GET', '/api/GetStackLimit')).json.data;
  const cricket = limits.sports.find((s) => s.id === 4);
  assert.ok(cricket, 'cricket stake limits');
  const failures: string[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const found = await bettableRunner(page);
    assert.ok(found, 'the simulator keeps in-play cricket with a price in the betting window');
    const { event, runner, price } = found;
    const stake = Math.max(100, cricket.minOddLimit);
    const outcome = await backAndMatch(page, {
      event,
      sportId: 4,
      selectionId: runner.selectionId,
      runnerName: runner.runnerName,
      price,
      stake,
      delaySeconds: cricket.betDelayTime,
    });
    if ('row' in outcome)
      return { event, selectionId: runner.selectionId, selection: runner.runnerName, price: outcome.row.oddsRequest, stake };
    failures.push(outcome.failure);
  }
  throw new Error(`no bet was matched: ${failures.join('; ')}`);
}

export async function operator(...args: string[]): Promise<string> {
  const { stdout, stderr } = await run('npm', ['run', '--silent', 'operator', '--', ...args], { cwd: ROOT, env: operatorEnv() });
  return `${stdout}${stderr}`;
}
