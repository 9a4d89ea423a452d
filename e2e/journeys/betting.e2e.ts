// Betting journey in Chromium against the running product (the simulated feed), all through the
// slip as a player uses it: player1 backs a runner of an in-play match (stake 100) and sees 'Bet
// Placed Successfully' within the market's delay + 3 s, the bet in My Bet and Exp moved by −100; a
// stake of 1 is refused with 'Enter Stake between …'; Cashout fills the slip with the exact hedge;
// a No bet on a fancy session is placed; the phone slip is a modal. The simulator moves its prices
// every second, so a price gone by the end of the delay ('Odds Changed!', the product working as
// specified) is simply tapped again. Screenshots at 1366 and 390 px.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { openBetsFromRows } from '../../src/domain/betting/fromRow';
import { runnerPositions } from '../../src/domain/betting/runnerPositions';
import { MSG } from '../../src/domain/messages';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support';
import {
  headerExp, inPlayEvents, lastBets, matchUrl, nextToast, noToasts, playerId, signIn, sportLimits, twoRunnerTarget, waitForExp,
  type Target,
} from './betting.helpers';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

const RETRYABLE = [MSG.oddsChanged, MSG.ballRunning, MSG.notAbleToBet];
const slip = (page: Page) => page.getByRole('form', { name: /slip$/ });

/** Taps a price, types the stake and submits; the answer is the next toast and how long it took. */
async function submitBet(page: Page, price: Locator, stake: string, timeout: number): Promise<{ message: string; ms: number }> {
  await noToasts(page);
  // On a phone the slip is a modal over the prices: close it (as a player would) to tap again.
  const modal = page.getByRole('dialog', { name: 'Place Bet' });
  if (await modal.isVisible()) {
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
  }
  await price.click();
  const opened = await slip(page).waitFor({ timeout: 3000 }).then(() => true, () => false);
  if (!opened) return { message: await nextToast(page, 2000), ms: 0 };
  await slip(page).getByLabel('Stake', { exact: true }).fill(stake);
  const started = Date.now();
  await slip(page).getByRole('button', { name: 'Submit' }).click();
  const message = await nextToast(page, timeout);
  return { message, ms: Date.now() - started };
}

/** Retries while the feed moves under the bet; returns the answer that is not a moving-price one. */
async function betUntilAnswered(page: Page, price: () => Locator, stake: string, timeout: number, attempts = 8) {
  const seen: string[] = [];
  for (let i = 0; i < attempts; i += 1) {
    const answer = await submitBet(page, price(), stake, timeout);
    if (!RETRYABLE.includes(answer.message as never)) return { ...answer, seen };
    seen.push(answer.message);
    await page.waitForTimeout(1500);
  }
  throw new Error(`no answer but moving prices: ${seen.join(', ')}`);
}

const bestBack = (page: Page, runner: string) =>
  page.getByRole('region', { name: 'Match Odds', exact: true }).getByRole('group', { name: runner }).getByRole('button', { name: /^back / }).last();

async function openMatch(page: Page, target: Target): Promise<void> {
  await page.goto(matchUrl(target.event));
  await page.getByRole('region', { name: 'Match Odds', exact: true }).getByRole('group', { name: target.runner }).waitFor();
}

test('back a runner, see it in My Bet and Exp, a stake of 1 refused, then Cashout fills the exact hedge', async () => {
  const { context, page } = await newPage(browser, DESKTOP);
  await signIn(page);
  const userId = await playerId(page);
  const target = await twoRunnerTarget(page, userId);
  const limits = await sportLimits(page, Number(target.event.eid));
  await openMatch(page, target);
  const expBefore = await headerExp(page);

  await bestBack(page, target.runner).click();
  await slip(page).getByLabel('Stake', { exact: true }).fill('100');
  await screenshot(page, 'betting-slip-desktop');
  const placed = await betUntilAnswered(page, () => bestBack(page, target.runner), '100', (limits.betDelayTime + 5) * 1000);
  assert.equal(placed.message, MSG.betPlaced, `after ${placed.seen.join(', ')}`);
  assert.ok(placed.ms <= (limits.betDelayTime + 3) * 1000, `placed in ${placed.ms} ms, the delay is ${limits.betDelayTime} s`);
  await slip(page).waitFor({ state: 'detached' });

  const myBet = page.getByRole('table', { name: 'Matched bets' }).getByRole('row').filter({ hasText: `Back ${target.runner}` });
  await myBet.first().waitFor();
  const cells = await myBet.first().getByRole('cell').allTextContents();
  assert.deepEqual([cells[1], cells[3]], ['Match Odds', '100']);
  assert.equal(await myBet.first().getAttribute('data-tone'), 'back');
  assert.equal(await waitForExp(page, expBefore - 100), expBefore - 100, 'Exp moves by the back stake');
  await screenshot(page, 'betting-placed-desktop');

  // A stake of 1: refused at Submit with the limits of this sport, nothing saved.
  const refused = await betUntilAnswered(page, () => bestBack(page, target.runner), '1', 3000);
  assert.equal(refused.message, MSG.stakeBetween(limits.minOddLimit, limits.maxOddLimit));
  assert.equal((await lastBets(page, userId, target.event.gameId)).length, 1);
  await slip(page).getByRole('button', { name: 'Close slip' }).click();

  // Cashout: an exact hedge (whole-rupee stake, P&L equal to the paisa) exists only at some prices;
  // the feed ticks every second, so ask again until one is on offer.
  const cashout = page.getByRole('button', { name: 'Cashout' });
  let filled = false;
  const noneSeen: string[] = [];
  for (const until = Date.now() + 120_000; !filled && Date.now() < until; ) {
    await noToasts(page);
    await cashout.click();
    filled = await slip(page).waitFor({ timeout: 1500 }).then(() => true, () => false);
    if (!filled) noneSeen.push(await nextToast(page, 2000));
  }
  assert.ok(filled, `a hedge within 2 minutes (${noneSeen.length} × ${[...new Set(noneSeen)].join(', ')})`);
  assert.ok(noneSeen.every((message) => message === MSG.noExactCashout), noneSeen.join(', '));
  await screenshot(page, 'betting-cashout-desktop');

  const form = slip(page);
  const side = (await form.getAttribute('aria-label')) === 'Lay slip' ? 'lay' : 'back';
  const price = Number(await form.getByLabel('Odds').innerText());
  const stake = Number(await form.getByLabel('Stake', { exact: true }).inputValue());
  const text = await form.innerText();
  const hedged = target.runners.find((r) => text.includes(r.name));
  assert.ok(hedged, `the slip names a runner: ${text}`);
  const bets = openBetsFromRows(await lastBets(page, userId, target.event.gameId));
  const after = runnerPositions(
    [...bets, { marketKind: 'Matchodds', marketId: target.event.marketId, selectionId: hedged.selectionId, side, price, stake }],
    target.runners.map((r) => r.selectionId),
  );
  assert.ok(Math.abs(after[0].amount - after[1].amount) <= 0.01, `the hedge equalises: ${JSON.stringify(after)}`);
  await context.close();
});

test('a No bet on a fancy session is placed and shows with its rate in My Bet', async () => {
  const { context, page } = await newPage(browser, DESKTOP);
  await signIn(page);
  const cricket = (await inPlayEvents(page)).filter((e) => e.eid === '4' && e.Fancy === 1);
  assert.ok(cricket.length > 0, 'in-play cricket with fancy');
  const limits = await sportLimits(page, 4);
  await page.goto(matchUrl(cricket[0]));
  const fancy = page.getByRole('region', { name: 'Fancy', exact: true });
  await fancy.getByRole('group').first().waitFor();
  // A session whose GameStatus is empty: no overlay across its prices (wait out a ball being bowled).
  const open = () => fancy.getByRole('group').filter({ hasNot: page.locator('[data-overlay]') }).getByRole('button', { name: /^no .* \d+$/ }).first();
  await open().waitFor({ timeout: 30_000 });
  const session = ((await open().getAttribute('aria-label')) ?? '').replace(/^no (.*) \d+$/, '$1');
  const placed = await betUntilAnswered(page, open, String(Math.max(100, limits.minFancyLimit)), (limits.fancyDelayTime + 5) * 1000, 12);
  assert.equal(placed.message, MSG.betPlaced, `after ${placed.seen.join(', ')}`);
  const row = page.getByRole('table', { name: 'Matched bets' }).getByRole('row').filter({ hasText: /^No / }).first();
  await row.waitFor();
  const cells = await row.getByRole('cell').allTextContents();
  assert.equal(cells[1], 'Fancy');
  assert.match(cells[2], /^\d+(\.\d+)?\/\d+(\.\d+)?$/, 'line/rate');
  assert.equal(await row.getAttribute('data-tone'), 'lay');
  assert.ok(session.length > 0);
  await screenshot(page, 'betting-fancy-desktop');

  await page.getByRole('button', { name: /^Exp: / }).click();
  const market = page.getByRole('dialog', { name: 'My Market' });
  await market.getByRole('row').filter({ hasText: 'Fancy' }).first().waitFor();
  await screenshot(page, 'betting-my-market-desktop');
  await market.getByRole('button', { name: 'Close' }).click();

  await page.goto('/change-btn-value');
  await page.getByLabel('Price Value 8').waitFor();
  assert.equal(await page.getByLabel(/^Price Value/).count(), 8);
  await screenshot(page, 'betting-button-values-desktop');
  await context.close();
});

test('on a phone the slip is a modal with large quick stakes, and a bet through it is placed', async () => {
  const { context, page } = await newPage(browser, PHONE);
  await signIn(page);
  const userId = await playerId(page);
  const target = await twoRunnerTarget(page, userId);
  const limits = await sportLimits(page, Number(target.event.eid));
  await openMatch(page, target);
  const tap = () => page.getByRole('region', { name: 'Match Odds', exact: true }).getByRole('group', { name: target.runner }).getByRole('button', { name: /^back / });
  await tap().click();
  const modal = page.getByRole('dialog', { name: 'Place Bet' });
  await modal.waitFor();
  await modal.getByRole('button', { name: '200', exact: true }).click();
  const box = await modal.getByRole('button', { name: '200', exact: true }).boundingBox();
  assert.ok(box && box.height >= 40, `quick stakes are at least 40 px tall (${box?.height})`);
  await screenshot(page, 'betting-slip-phone');
  await modal.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog', { name: 'Set Button Value' }).getByLabel('Price Value 10').waitFor();
  await screenshot(page, 'betting-button-popup-phone');
  await page.getByRole('dialog', { name: 'Set Button Value' }).getByRole('button', { name: 'Close' }).click();

  const placed = await betUntilAnswered(page, tap, '200', (limits.betDelayTime + 5) * 1000);
  assert.equal(placed.message, MSG.betPlaced, `after ${placed.seen.join(', ')}`);
  await modal.waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: 'Matched Bet(1)' }).click();
  await page.getByRole('table', { name: 'Matched bets' }).getByRole('row').filter({ hasText: `Back ${target.runner}` }).waitFor();
  await screenshot(page, 'betting-matched-phone');
  await context.close();
});
