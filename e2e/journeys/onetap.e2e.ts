// One-tap betting (docs/betting.md) in Chromium against the running product, at 1366 and 390 px: a
// player of the test's own opens a slip once, types a stake and ticks "One-tap betting with this
// stake", closes the slip, then taps one back price of an in-play match they have not bet on. That
// single tap places the bet: no slip to fill, no Submit. The toast says it was placed, My Bet lists it
// at the tapped price (or better: price or better) with the chosen stake, and the header's Exp falls
// by the stake. The simulator requotes every second, so a tap answered with a moving price ('Odds
// Changed!') is one more single tap after a new tick, a bounded number of times.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { MSG } from '../../src/domain/messages';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support';
import {
  headerExp,
  lastBets,
  matchUrl,
  nextToast,
  noToasts,
  sportLimits,
  twoRunnerTarget,
  waitForExp,
  withOwnPlayer,
} from './betting.helpers';
import { closeSlip, MOVED, slip, slipOrToast } from './betting.slip';
import { placedMessage } from './placed';

const openPage = useBrowser();

const bestBack = (page: Page, runner: string) =>
  page
    .getByRole('region', { name: 'Match Odds', exact: true })
    .getByRole('group', { name: runner })
    .getByRole('button', { name: /^back / })
    .last();

/** The price a runner's cell shows, from its accessible name ('back India 1.85 2.3K': the size follows). */
async function priceOf(cell: Locator, runner: string): Promise<number> {
  const name = (await cell.getAttribute('aria-label')) ?? '';
  return Number(name.slice(`back ${runner} `.length).split(' ')[0]);
}

/** Opens a slip (a tap outside the betting window or in a suspension opens none: tap again later). */
async function openSlip(page: Page, price: () => Locator): Promise<void> {
  for (let tap = 0; tap < 8; tap += 1) {
    await price().click();
    const answer = await slipOrToast(page);
    if (answer.opened) return;
    await noToasts(page);
    await page.waitForTimeout(1500);
  }
  throw new Error('no slip opened in 8 taps');
}

/** One tap on the price per try; the answer is the toast that tap brought (no Submit anywhere). */
async function oneTap(page: Page, runner: string, price: () => Locator, answerMs: number) {
  const seen: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    await noToasts(page);
    await closeSlip(page);
    const cell = price();
    const before = await priceOf(cell, runner);
    await cell.click();
    // The feed may requote between reading the price and the tap: then the tap was at one of the two.
    const after = await priceOf(cell, runner).catch(() => before);
    const message = await nextToast(page, answerMs);
    if (!(message in MOVED)) return { message, tapped: Math.min(before, after), exact: before === after, seen };
    seen.push(message);
    await page.waitForTimeout(1500);
  }
  throw new Error(`8 single taps, each answered with a moving price: ${seen.join(', ')}`);
}

for (const [screen, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`one-tap betting on a ${screen}: turned on with a stake, a single tap on a price places the bet`, async (t) => {
    const { context, page, userId } = await withOwnPlayer(await openPage(viewport));
    const target = await twoRunnerTarget(page);
    const limits = await sportLimits(page, Number(target.event.eid));
    const stake = Math.max(200, limits.minOddLimit);
    await page.goto(matchUrl(target.event));
    await page.getByRole('region', { name: 'Match Odds', exact: true }).getByRole('group', { name: target.runner }).waitFor();
    const expBefore = await headerExp(page);

    // Turned on once, in a slip, with the stake it holds.
    await openSlip(page, () => bestBack(page, target.runner));
    const form = slip(page);
    await form.getByLabel('Stake', { exact: true }).fill(String(stake));
    await form.getByLabel('One-tap betting with this stake').check();
    await form.getByText(`One-tap betting: on, ₹${stake} a tap`).waitFor();
    await screenshot(page, `onetap-on-${screen}`);
    await closeSlip(page);
    assert.equal(await lastBets(page, userId, target.event.gameId).then((rows) => rows.length), 0, 'turning it on placed nothing');

    const answer = await oneTap(page, target.runner, () => bestBack(page, target.runner), (limits.betDelayTime + 5) * 1000);
    if (answer.seen.length) t.diagnostic(`taps answered with a moving price first: ${answer.seen.join(', ')}`);
    assert.ok(placedMessage(answer.message), `one tap placed the bet: ${answer.message}`);
    await screenshot(page, `onetap-placed-${screen}`);

    // The server holds one bet on this event: a back of the chosen stake at the tapped price or better.
    const rows = await lastBets(page, userId, target.event.gameId);
    assert.equal(rows.length, 1, 'exactly one bet');

    // My Bet (on a phone under the Matched Bet tab) lists it with its price and stake.
    if (screen === 'phone') await page.getByRole('tab', { name: 'Matched Bet(1)' }).click();
    const row = page
      .getByRole('table', { name: 'Matched bets' })
      .getByRole('row')
      .filter({ hasText: `Back ${target.runner}` })
      .first();
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    assert.equal(cells[1], 'Match Odds');
    const odds = Number.parseFloat(cells[2]);
    assert.ok(odds >= answer.tapped, `matched at ${odds}, the tapped ${answer.tapped} or better`);
    if (answer.exact && answer.message === MSG.betPlaced) assert.equal(odds, answer.tapped, 'matched at the tapped price');
    assert.equal(Number(cells[3]), stake, 'the stake chosen once');

    // A back risks its stake: Exp falls by it.
    const expected = Math.round((expBefore - stake) * 100) / 100;
    assert.equal(await waitForExp(page, expected), expected, 'Exp moves by the stake');
    await screenshot(page, `onetap-my-bet-${screen}`);
    await context.close();
  });
}
