// Cash out, submitted, as a player does it: a back bet builds a position that NO whole-rupee stake
// levels (the common case), Cashout fills the slip with the hedge to the paisa, Submit places it,
// and afterwards the player's P&L is the same on both runners within the spec's tolerance (0.01).
//
// Why in rounds. Tennis match-odds prices hold between points (betting.tennis.ts), but within a
// point the best lay is one of three ticks, drawn again every second, and a hedge is matched at the
// price on offer when that is the asked one or better. So at the end of the delay the hedge can be
// refused ('Odds Changed!': the slip is closed and Cashout pressed again while the point lasts), or
// matched a tick better: the player then keeps a little more on one runner and is not level. That
// round is noted and the next one backs again, from the position as it is then, for a new hedge.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { priceAt, tickAtOrBelow } from '../../server/feed/ladder';
import { CASHOUT_MAX_STAKE, CASHOUT_TOLERANCE } from '../../src/domain/constants';
import { MSG } from '../../src/domain/messages';
import { priceNamed } from '../../src/ui/PriceButton.testing';
import { screenshot } from '../support';
import { lastBets, nextToast, noToasts, targetPositionsPaise, type Target } from './betting.helpers';
import { closeSlip, slip, slipOrToast, submitBet } from './betting.slip';
import { currentPoint, nextStableWindow, type StableWindow } from './betting.tennis';
import { placedMessage } from './placed';

const cents = (price: number) => Math.round(price * 100);
const TOLERANCE_PAISE = Math.round(CASHOUT_TOLERANCE * 100);

/** Paise `gap` is levelled by a whole number of rupees at price `q` (in cents), to the paisa. */
const wholeRupeeHedge = (gapPaise: number, q: number) => {
  const rest = ((gapPaise % q) + q) % q;
  return rest <= TOLERANCE_PAISE || q - rest <= TOLERANCE_PAISE;
};

/**
 * The stake of the back bet at window.sureBack after which no whole-rupee lay hedges the position
 * at the point's two upper best lays, whatever the bet fills at (top or sure back), and whose hedge
 * lies within the limits and the cap. The third, the top price itself, levels a fill at the top with
 * the same whole stake (a lay matching the back): when Cashout offers that, the journey presses again
 * a tick later. `gapPaise` is the runner's P&L minus the other's. null when no stake within the
 * first 300 above the minimum does it.
 */
export function positionStake(gapPaise: number, window: StableWindow, limits: { min: number; max: number }): number | null {
  const tick = tickAtOrBelow(window.top);
  const fills = [cents(window.top), cents(window.sureBack)];
  const lays = [1, 2].map((k) => cents(priceAt(tick + k)));
  const hedgeMax = Math.min(limits.max, CASHOUT_MAX_STAKE);
  for (let stake = limits.min; stake <= Math.min(limits.max, limits.min + 300); stake += 1) {
    const fits = fills.every((fill) => {
      const gap = gapPaise + stake * fill;
      return lays.every((q) => !wholeRupeeHedge(gap, q) && gap / q >= limits.min && gap / q <= hedgeMax);
    });
    if (fits) return stake;
  }
  return null;
}

/** The hedge the slip held when it was submitted. */
export interface Hedge {
  side: 'back' | 'lay';
  runner: string;
  price: number;
  stake: number;
}

export interface CashedOut {
  /** The back bets that built the position. */
  stakes: number[];
  hedges: Hedge[];
  /** The player's P&L under [target runner, other] after the last hedge, in paise. */
  positions: [number, number];
  rounds: string[];
}

/** Rounds (points) tried before the journey gives up; each costs at most one point of 45 s. */
const CASHOUT_ROUNDS = 5;
/** Cashout pressed again after 'Odds Changed!' or a whole-rupee offer, while the point lasts. */
const PRESSES_PER_ROUND = 6;

/**
 * Builds a position no whole-rupee stake levels, cashes it out through the slip and returns when
 * the player is level on both runners (within the tolerance). `shot` names the screenshot of the
 * filled cash-out slip.
 */
export async function cashOutLevel(
  page: Page,
  userId: number,
  target: Target,
  shown: { min: number; max: number },
  withinMs: number,
  shot: string,
): Promise<CashedOut> {
  const stakes: number[] = [];
  const hedges: Hedge[] = [];
  const rounds: string[] = [];
  for (let round = 1; round <= CASHOUT_ROUNDS; round += 1) {
    const window = await nextStableWindow(page, target);
    const [mine, other] = await targetPositionsPaise(page, userId, target);
    const stake = positionStake(mine - other, window, shown);
    if (stake === null) {
      rounds.push(`round ${round}: no stake from ${shown.min} leaves a gap of ${mine - other} paise without a whole-rupee hedge`);
      continue;
    }
    const step = `round ${round}: back ${stake} at ${window.sureBack}`;
    const placed = await backAt(page, target, window.sureBack, stake, withinMs);
    assert.ok(placedMessage(placed.message), `${step}: ${placed.message}`);
    stakes.push(stake);
    await slip(page).waitFor({ state: 'detached' });
    await untilPageHolds(page, (await lastBets(page, userId, target.event.gameId)).length);

    for (let press = 1; press <= PRESSES_PER_ROUND; press += 1) {
      if ((await currentPoint(page, target)) !== window.point) {
        rounds.push(`${step}: the point was played before the cash out went through`);
        break;
      }
      await noToasts(page);
      await page.getByRole('button', { name: /^Cashout/ }).click();
      const answer = await slipOrToast(page);
      if (!answer.opened) {
        rounds.push(`${step}: Cashout answered '${answer.message}' (press ${press})`);
        continue;
      }
      const hedge = await slipHedge(page, target);
      // The point of the journey is a hedge with paise; a whole one (the lay at the fill's own price) is pressed again.
      if (Number.isInteger(hedge.stake)) {
        rounds.push(`${step}: Cashout offered a whole-rupee hedge, ${hedge.side} ${hedge.stake} at ${hedge.price} (press ${press})`);
        await closeSlip(page);
        await page.waitForTimeout(1000);
        continue;
      }
      if (hedges.length === 0) await screenshot(page, shot);
      await noToasts(page);
      await slip(page).getByRole('button', { name: 'Submit' }).click();
      const message = await nextToast(page, withinMs + 2000);
      const what = `${step}, ${hedge.side} ${hedge.runner} ${hedge.stake} at ${hedge.price} (press ${press})`;
      if (message === MSG.oddsChanged) {
        rounds.push(`${what}: ${message}`);
        await closeSlip(page);
        continue;
      }
      assert.ok(placedMessage(message), `${what}: ${message}`);
      hedges.push(hedge);
      await slip(page).waitFor({ state: 'detached' });
      const positions = await targetPositionsPaise(page, userId, target);
      if (Math.abs(positions[0] - positions[1]) <= TOLERANCE_PAISE) {
        rounds.push(`${what}: placed, level at ${positions.join(' / ')} paise`);
        return { stakes, hedges, positions, rounds };
      }
      rounds.push(`${what}: matched a tick better than asked, ${positions.join(' / ')} paise`);
      break;
    }
  }
  throw new Error(`no level cash out in ${CASHOUT_ROUNDS} points: ${rounds.join(' | ')}`);
}

/** The hedge the open slip holds (side, runner, price, stake as the stake box shows it). */
async function slipHedge(page: Page, target: Target): Promise<Hedge> {
  const form = slip(page);
  const side = (await form.getAttribute('aria-label')) === 'Lay slip' ? 'lay' : 'back';
  const price = Number(await form.getByLabel('Odds', { exact: true }).innerText());
  const stake = Number(await form.getByLabel('Stake', { exact: true }).inputValue());
  const text = await form.innerText();
  const runner = target.runners.find((r) => text.includes(r.name));
  assert.ok(runner, `the slip names a runner: ${text}`);
  return { side, runner: runner.name, price, stake };
}

/** Cashout reads the bets the page holds: wait until the page shows `count` (My Bet, or the phone's tab). */
async function untilPageHolds(page: Page, count: number): Promise<void> {
  const tab = page.getByRole('tab', { name: /^Matched Bet\(/ });
  const phone = await tab.isVisible();
  const until = Date.now() + 10_000;
  const shown = async () =>
    phone
      ? Number(/\((\d+)\)/.exec((await tab.innerText()) ?? '')?.[1] ?? -1)
      : page.getByRole('table', { name: 'Matched bets' }).locator('tr[data-tone]').count();
  let seen = await shown();
  while (seen !== count && Date.now() < until) {
    await page.waitForTimeout(200);
    seen = await shown();
  }
  assert.equal(seen, count, `the page lists ${count} bet(s)`);
}

/**
 * Backs the target runner at `price` (the sure back: on offer until the next point, so never
 * refused). A phone shows only the best back: that one is tapped instead (top or the sure back, so
 * positionStake's fills still hold), again after 'Odds Changed!' (the best fell a tick), at most 4 times.
 */
async function backAt(page: Page, target: Target, price: number, stake: number, withinMs: number) {
  const group = page.getByRole('region', { name: 'Match Odds', exact: true }).getByRole('group', { name: target.runner });
  const sure = group.getByRole('button', { name: priceNamed(`back ${target.runner} ${price}`) });
  for (let tap = 1; ; tap += 1) {
    const button = (await sure.count()) > 0 ? sure : group.getByRole('button', { name: /^back / }).first();
    const answer = await submitBet(page, button, String(stake), { answerMs: withinMs + 2000 });
    if (answer.message !== MSG.oddsChanged || tap >= 4) return answer;
    await page.waitForTimeout(1000);
  }
}
