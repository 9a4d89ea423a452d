// Cashout in the betting journey without luck. findCashout (spec §4, §9) offers a hedge only when a
// whole-rupee stake at a price on offer leaves both runners' P&L equal to the paisa, so the journey
// builds a position for which such a hedge exists, at a price that stays on offer until Cashout is
// clicked (betting.tennis.ts: the "sure lay" q of a tennis runner lasts until the next point).
//
// The position: back the runner with stake S = 100·q rupees (q = 1.87 → ₹187). Whatever price p the
// back fills at (the best back, when not worse than asked), runner − other = S·p, and lay q with
// L = S·p/q = 100·p rupees (a whole number) closes it exactly. If a point is played before Cashout
// (the prices moved), the next bet is made from the position as it is then: back at the top price,
// which fills there or not at all, with the stake that makes the gap a multiple of the new q.
import { placedMessage } from './placed';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { CASHOUT_MAX_STAKE } from '../../src/domain/constants';
import { MSG } from '../../src/domain/messages';
import { noToasts, targetPositionsPaise, untilEqual, type Target } from './betting.helpers';
import { slip, slipOrToast, submitBet } from './betting.slip';
import { currentPoint, nextStableWindow, type StableWindow } from './betting.tennis';
import { priceNamed } from '../../src/ui/PriceButton.testing';

const cents = (price: number) => Math.round(price * 100);

/** The back bet on the target runner after which lay `hedgePrice` hedges exactly, and that hedge. */
export interface PositionBet {
  price: number;
  stake: number;
  hedgePrice: number;
  /** The hedge's stake; with a fresh position it depends on the fill (100 × fill price), so a range. */
  hedgeStake: [number, number];
}

/**
 * The bet that makes the position hedgeable at window.sureLay. `gapPaise` is the runner's P&L minus
 * the other's, in paise (0 without bets). null when no stake within the limits does it.
 */
export function positionBet(gapPaise: number, window: StableWindow, limits: { min: number; max: number }): PositionBet | null {
  const q = cents(window.sureLay);
  const hedgeMax = Math.min(limits.max, CASHOUT_MAX_STAKE);
  if (gapPaise === 0) {
    // S = k·100·q rupees: the hedge is k·100·p for any fill p ≥ sureBack. k = 1 unless the minimum is high.
    const k = Math.max(1, Math.ceil(limits.min / q), Math.ceil(limits.min / cents(window.sureBack)));
    const hedgeStake: [number, number] = [k * cents(window.sureBack), k * cents(window.top)];
    if (k * q > limits.max || hedgeStake[1] > hedgeMax) return null;
    return { price: window.sureBack, stake: k * q, hedgePrice: window.sureLay, hedgeStake };
  }
  // The fill is exactly `top`: every stake S adds S·top to the gap; one in every q stakes lands on a
  // multiple of q (within the paisa findCashout allows) when the numbers share no factor.
  const top = cents(window.top);
  for (let stake = limits.min; stake < limits.min + q && stake <= limits.max; stake += 1) {
    const gap = gapPaise + stake * top;
    const hedge = Math.round(gap / q);
    if (Math.abs(gap - hedge * q) <= 1 && hedge >= limits.min && hedge <= hedgeMax) {
      return { price: window.top, stake, hedgePrice: window.sureLay, hedgeStake: [hedge, hedge] };
    }
  }
  return null;
}

/**
 * Builds a position that an exact hedge closes and clicks Cashout while the hedge's price is on
 * offer (the header above and betting.tennis.ts say why it is). A point played in between moves the
 * prices: the next round bets again from the position as it is then. Returns the stakes of the bets
 * placed and what each round did.
 */
export async function positionAndCashout(
  page: Page,
  userId: number,
  target: Target,
  shown: { min: number; max: number },
  withinMs: number,
): Promise<{ stakes: number[]; rounds: string[] }> {
  const stakes: number[] = [];
  const rounds: string[] = [];
  const myBets = page
    .getByRole('table', { name: 'Matched bets' })
    .getByRole('row')
    .filter({ hasText: `Back ${target.runner}` });
  for (let round = 1; round <= CASHOUT_ROUNDS; round += 1) {
    const window = await nextStableWindow(page, target);
    const [mine, other] = await targetPositionsPaise(page, userId, target);
    const plan = positionBet(mine - other, window, shown);
    if (!plan) {
      // Only with bets already there: the top price and q can share a factor the gap lacks (2.00 and 2.04
      // share 4). The next point brings other prices.
      const gap = `a gap of ${mine - other} paise`;
      rounds.push(
        `round ${round}: no stake within ${shown.min}–${shown.max} at ${window.top} makes ${gap} a multiple of ${window.sureLay}`,
      );
      continue;
    }
    const seconds = () => Math.round((Date.now() - window.seenAt) / 1000);
    const step = `round ${round}: back ${plan.stake} at ${plan.price} for lay ${plan.hedgeStake.join('–')} at ${plan.hedgePrice}`;
    const placed = await placeInWindow(page, target, plan, window, withinMs + 2000);
    if (placed.message === MSG.oddsChanged) {
      rounds.push(`${step}: ${placed.message} ${placed.seen} times (the point changed or the top price dropped a tick)`);
      continue;
    }
    assert.ok(placedMessage(placed.message), `${step}: ${placed.message}`);
    assert.ok(placed.ms <= withinMs, `${step}: placed in ${placed.ms} ms, the delay + 3 s is ${withinMs} ms`);
    stakes.push(plan.stake);
    const placedAt = seconds();
    await slip(page).waitFor({ state: 'detached' });
    // Cashout reads the bets the page holds: wait until My Bet shows this one.
    await untilEqual(() => myBets.count(), stakes.length, `My Bet lists ${stakes.length} back bet(s)`);

    await noToasts(page);
    await page.getByRole('button', { name: 'Cashout' }).click();
    const answer = await slipOrToast(page);
    if (answer.opened) {
      rounds.push(`${step}: placed ${placedAt} s and Cashout filled the slip ${seconds()} s into the point`);
      return { stakes, rounds };
    }
    const { message } = answer;
    assert.equal(message, MSG.noExactCashout, step);
    assert.notEqual(await currentPoint(page, target), window.point, `${step}: '${message}' with the point unchanged after ${seconds()} s`);
    rounds.push(`${step}: a point was played before Cashout, ${seconds()} s into the window (prices moved)`);
  }
  throw new Error(`no exact hedge in ${CASHOUT_ROUNDS} points: ${rounds.join(' | ')}`);
}

/** Each round waits for a fresh point; three cover a point played at a bad moment twice. */
const CASHOUT_ROUNDS = 3;

/**
 * Places the position bet. A bet at the top price is refused ('Odds Changed!') when the best back
 * shows a tick lower at Submit or at the end of the delay (one tick in four): tapped again while the
 * point lasts (at most 3 times, 25 s into it). At the sure back price that never happens in the point.
 */
async function placeInWindow(page: Page, target: Target, plan: PositionBet, window: StableWindow, timeout: number) {
  const button = page
    .getByRole('region', { name: 'Match Odds', exact: true })
    .getByRole('group', { name: target.runner })
    .getByRole('button', { name: priceNamed(`back ${target.runner} ${plan.price}`) });
  for (let seen = 1; ; seen += 1) {
    const shot = seen === 1 ? 'betting-slip-desktop' : undefined;
    const answer = await submitBet(page, button, String(plan.stake), { answerMs: timeout, shot });
    const again = answer.message === MSG.oddsChanged && seen < 3 && Date.now() - window.seenAt < 25_000;
    if (!again || (await currentPoint(page, target)) !== window.point) return { ...answer, seen };
  }
}
