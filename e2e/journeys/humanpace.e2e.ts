// Betting at a human pace, in Chromium against the running product and its default feed:
// player1 places 10 bets on one in-play T20 (match odds, bookmaker, fancy; back and lay), each
// submitted 2.5 s after the price tap — at least 9 must be placed; then the same with "Accept any
// odds" on — all 10. The player taps in the lull after a ball, as a punter watching the match does
// (humanpace.pace.ts: a bet still in flight when the next ball is bowled is refused, by design).
// Screenshots at 1366 and 390 px: the slip's countdown, a refusal with the live price, the cash-out
// value. `npm run test:e2e -- humanpace` (about 6 minutes: it waits for the feed's balls).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { CricketScore, MatchOddsResponse, ScoreResponse, SportEvent } from '../../src/domain/contract/sports';
import { MATCH_ODDS_MAX_PRICE, MATCH_ODDS_MIN_PRICE, TOTAL_MATCHED_THRESHOLD_CRICKET } from '../../src/domain/constants';
import { MSG } from '../../src/domain/messages';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support';
import { call, inPlayEvents, matchUrl, scorePath, signIn, sportLimits } from './betting.helpers';
import { closeSlip, slip } from './betting.slip';
import { humanBet, openSlipOn, refusalWithLivePrice, watchBalls, type BetKind, type Delays, type PaceResult } from './humanpace.pace';

const openPage = useBrowser();

const ROUND: BetKind[] = ['mo-back', 'bm-back', 'fancy-no', 'mo-lay', 'bm-lay', 'fancy-yes', 'mo-back', 'bm-back', 'fancy-no', 'mo-lay'];

/** Balls left in the innings being batted (T20: 120 a side), null when no innings is on. */
function ballsLeft(score: CricketScore): number | null {
  if (score.batting === null) return null;
  const [overs, balls] = score.innings[score.batting].overs.split('.').map(Number);
  return 120 - (overs * 6 + (balls || 0));
}

/**
 * An in-play T20 a player would bet on for the next ten minutes: an innings under way with at least
 * six overs left (no innings break or end mid-journey), match odds matched enough with both sides
 * quoted inside the betting window, a bookmaker row quoting both sides, fancy sessions. The closest
 * contest first, so that the prices stay open for the journey.
 */
async function cricketMatch(page: Page): Promise<SportEvent> {
  const found: Array<{ event: SportEvent; closeness: number }> = [];
  const inWindow = (p: number) => p >= MATCH_ODDS_MIN_PRICE && p <= MATCH_ODDS_MAX_PRICE;
  for (const event of (await inPlayEvents(page)).filter((e) => e.eid === '4' && e.Fancy === 1 && e.BookMaker === 1)) {
    const odds = await call<MatchOddsResponse>(page, `/api/checkGetMatchOdds/${event.marketId}/${event.gameId}`);
    const market = odds.Odds?.[0];
    if (!market || market.status !== 'OPEN' || market.runners.length !== 2 || market.totalMatched < TOTAL_MATCHED_THRESHOLD_CRICKET * 1.5)
      continue;
    const score = (await call<ScoreResponse>(page, scorePath(event.gameId))).data?.score;
    const left = score?.sport === 'cricket' ? ballsLeft(score) : null;
    if (left === null || left < 36) continue;
    const backs = market.runners.map((r) => r.ex.availableToBack[0]?.price ?? 0).filter(inWindow);
    const lays = market.runners.map((r) => r.ex.availableToLay[0]?.price ?? 0).filter(inWindow);
    const bookmaker = odds.Bookmaker.flat().some((row) => row.b1 > 0 && row.l1 > 0);
    if (backs.length === 0 || lays.length === 0 || !bookmaker || odds.Fancy.length < 2) continue;
    found.push({ event, closeness: Math.min(...backs.map((p) => Math.abs(p - 2))) });
  }
  found.sort((a, b) => a.closeness - b.closeness);
  if (found.length === 0) throw new Error('no in-play T20 with six overs to go, open match odds, bookmaker and fancy');
  return found[0].event;
}

async function openMatch(page: Page, event: SportEvent): Promise<void> {
  await page.goto(matchUrl(event));
  await page.getByRole('region', { name: 'Fancy', exact: true }).getByRole('group').first().waitFor();
  await watchBalls(page);
}

const delaysOf = (limits: Awaited<ReturnType<typeof sportLimits>>): Delays => ({
  odds: limits.betDelayTime,
  bookmaker: limits.bookmakerDelayTime,
  fancy: limits.fancyDelayTime,
});

/** Placed: the success toast, or the 'Matched at …' note that follows it when it is read first. */
const wasPlaced = (r: PaceResult) => r.message === MSG.betPlaced || r.message.startsWith('Matched at ');

const line = (r: PaceResult, i: number) =>
  `${i + 1}. ${r.kind} tapped '${r.tapped}' (waited ${Math.round(r.waitedMs / 1000)} s): ${r.message} in ${r.ms} ms`;

async function tenBets(page: Page, stakes: Record<BetKind, string>, delays: Delays, shot?: string): Promise<PaceResult[]> {
  const results: PaceResult[] = [];
  for (const [i, kind] of ROUND.entries()) {
    results.push(await humanBet(page, kind, stakes[kind], delays, i === 0 ? shot : undefined));
    // The journey takes minutes (it waits for the feed's balls): say how it goes as it goes.
    process.stderr.write(`  pace: ${line(results[i], i)}\n`);
  }
  await closeSlip(page);
  return results;
}

// The desktop player and the phone player bet side by side (both player1, each with their own browser
// context): they mostly wait for the feed's balls, and one after the other took 9 minutes of CI.
describe('at a human pace', { concurrency: 2 }, () => {
  test('ten bets at a human pace go through (9 of 10 at least), and all ten with "Accept any odds"', async (t) => {
    const { context, page } = await openPage(DESKTOP);
    await signIn(page);
    const event = await cricketMatch(page);
    const limits = await sportLimits(page, 4);
    t.diagnostic(`${event.eventName} (${event.gameId})`);
    await openMatch(page, event);
    const stake = (min: number) => String(Math.max(100, min));
    const stakes: Record<BetKind, string> = {
      'mo-back': stake(limits.minOddLimit),
      'mo-lay': stake(limits.minOddLimit),
      'bm-back': stake(limits.minBookmakerLimit),
      'bm-lay': stake(limits.minBookmakerLimit),
      'fancy-no': stake(limits.minFancyLimit),
      'fancy-yes': stake(limits.minFancyLimit),
    };
    const delays = delaysOf(limits);

    const anyOdds = slip(page).getByRole('checkbox', { name: 'Accept any odds' });
    const first = await tenBets(page, stakes, delays, 'pace-countdown-desktop');
    first.forEach((r, i) => t.diagnostic(`price or better ${line(r, i)}`));
    const placed = first.filter(wasPlaced).length;
    assert.ok(placed >= 9, `${placed} of 10 placed: ${first.map(line).join(' | ')}`);

    // "Accept any odds": off by default, on for the next ten (remembered for the player on this device).
    await openSlipOn(page, 'mo-back');
    assert.equal(await anyOdds.isChecked(), false, '"Accept any odds" starts off');
    await anyOdds.check();
    await closeSlip(page);
    const second = await tenBets(page, stakes, delays);
    second.forEach((r, i) => t.diagnostic(`accept any odds ${line(r, i)}`));
    assert.equal(second.filter(wasPlaced).length, 10, second.map(line).join(' | '));
    await openSlipOn(page, 'mo-back');
    assert.equal(await anyOdds.isChecked(), true, '"Accept any odds" is remembered');
    await anyOdds.uncheck();
    await closeSlip(page);

    // The cash-out value on the button, before it is pressed. The twenty bets above back and lay alike
    // (nearly level: their hedge would be under the minimum stake), so one larger back makes a position
    // worth cashing out, as a player's usually is.
    const position = await humanBet(page, 'mo-back', '1000', delays);
    t.diagnostic(`position: ${line(position, 0)}`);
    assert.ok(wasPlaced(position), position.message);
    const cashout = page.getByRole('region', { name: 'Match Odds', exact: true }).getByRole('button', { name: /^Cashout/ });
    await cashout.filter({ hasText: /₹/ }).waitFor({ timeout: 15_000 });
    t.diagnostic(`cash-out button: ${await cashout.innerText()}`);
    await screenshot(page, 'pace-cashout-desktop');
    await cashout.click();
    await slip(page).waitFor();
    t.diagnostic(`cash-out slip: ${(await slip(page).innerText()).replace(/\s+/g, ' ')}`);
    await screenshot(page, 'pace-cashout-slip-desktop');
    await closeSlip(page);

    const refusal = await refusalWithLivePrice(page, stakes['fancy-yes']);
    t.diagnostic(`refusal: tapped '${refusal.tapped}', ${refusal.message}; slip now: ${refusal.live}`);
    assert.equal(refusal.message, MSG.oddsChanged);
    assert.match(refusal.live, /Odds changed from/);
    await screenshot(page, 'pace-refusal-desktop');
    await context.close();
  });

  test('on a phone: the countdown, a refusal with the live price, the cash-out value', async (t) => {
    const { context, page } = await openPage(PHONE);
    await signIn(page);
    const event = await cricketMatch(page);
    const limits = await sportLimits(page, 4);
    await openMatch(page, event);
    // ₹1,000: large enough that its hedge is above the minimum stake at any price in the window.
    const bet = await humanBet(page, 'mo-back', String(Math.max(1000, limits.minOddLimit)), delaysOf(limits), 'pace-countdown-phone');
    t.diagnostic(line(bet, 0));
    assert.ok(wasPlaced(bet), bet.message);
    const cashout = page.getByRole('region', { name: 'Match Odds', exact: true }).getByRole('button', { name: /^Cashout/ });
    await cashout.filter({ hasText: /₹/ }).waitFor({ timeout: 15_000 });
    await cashout.scrollIntoViewIfNeeded();
    t.diagnostic(`cash-out button: ${await cashout.innerText()}`);
    await screenshot(page, 'pace-cashout-phone');
    const refusal = await refusalWithLivePrice(page, String(Math.max(100, limits.minFancyLimit)));
    t.diagnostic(`refusal: tapped '${refusal.tapped}', ${refusal.message}; slip now: ${refusal.live}`);
    assert.equal(refusal.message, MSG.oddsChanged);
    await screenshot(page, 'pace-refusal-phone');
    await context.close();
  });
});
