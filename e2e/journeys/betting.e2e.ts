// Betting journey in Chromium against the running product (the simulated feed), all through the slip
// as a player uses it: a stake of 1 is refused with 'Enter Stake between …'; a player of the test's
// own backs a runner of an in-play tennis match so that no whole-rupee stake levels the position, and
// Cashout fills the slip with the hedge to the paisa, which Submit places: the player is then level on
// both runners and Exp says so (betting.cashout.ts), at 1366 and 390 px; a No bet on a fancy session
// is placed; the phone slip is a modal. The simulator moves its prices every second, so a price gone
// by the end of the delay ('Odds Changed!', the product working as specified) is tapped again, a
// bounded number of times. Screenshots at 1366 and 390 px.
import { placedMessage } from './placed';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openBetsFromRows } from '../../src/domain/betting/fromRow';
import { runnerPositions } from '../../src/domain/betting/runnerPositions';
import { MSG } from '../../src/domain/messages';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support';
import { cashOutLevel, type CashedOut } from './betting.cashout';
import { placeNoBet } from './betting.fancy';
import {
  bestBack,
  cricketWithOpenFancy,
  headerExp,
  lastBets,
  noToasts,
  openMatch,
  matchUrl,
  shownLimits,
  signIn,
  sportLimits,
  twoRunnerTarget,
  waitForExp,
  type Target,
  withOwnPlayer,
  withPlayer1,
} from './betting.helpers';
import { betUntilAnswered, closeSlip, slip, slipOpens } from './betting.slip';

const openPage = useBrowser();

test('a stake of 1 refused, back a runner (My Bet, Exp), then a cash out to the paisa submitted: level on both runners', async (t) => {
  const { context, page, userId } = await withOwnPlayer(await openPage(DESKTOP));
  // Tennis: its match-odds prices hold still between points, so the hedge can be planned (betting.cashout.ts).
  const target = await twoRunnerTarget(page, { sport: '2' });
  const limits = await sportLimits(page, Number(target.event.eid));
  await openMatch(page, target);
  const shown = await shownLimits(page);
  assert.deepEqual(shown, { min: limits.minOddLimit, max: limits.maxOddLimit }, "the block shows the sport's limits");
  const expBefore = await headerExp(page);

  // A stake of 1: refused at Submit with the limits of this sport, nothing saved.
  const refused = await betUntilAnswered(page, () => bestBack(page, target.runner), '1', 3000);
  assert.equal(refused.message, MSG.stakeBetween(limits.minOddLimit, limits.maxOddLimit));
  assert.equal((await lastBets(page, userId, target.event.gameId)).length, 0);
  await slip(page).getByRole('button', { name: 'Close slip' }).click();

  const cashed = await cashOutLevel(page, userId, target, shown, (limits.betDelayTime + 3) * 1000, 'betting-cashout-desktop');
  cashed.rounds.forEach((line) => t.diagnostic(line));
  await checkLevel(page, userId, target, cashed, expBefore);

  // My Bet lists each back bet with its stake.
  const rows = page
    .getByRole('table', { name: 'Matched bets' })
    .getByRole('row')
    .filter({ hasText: `Back ${target.runner}` });
  const cells = await rows.first().getByRole('cell').allTextContents();
  assert.equal(cells[1], 'Match Odds');
  assert.equal(await rows.first().getAttribute('data-tone'), 'back');
  const listed = await Promise.all((await rows.all()).map(async (row) => Number((await row.getByRole('cell').allTextContents())[3])));
  const ascending = (a: number, b: number) => a - b;
  assert.deepEqual(listed.sort(ascending), [...cashed.stakes].sort(ascending), 'My Bet stakes');
  await screenshot(page, 'betting-placed-desktop');
  await context.close();
});

test('on a phone a cash out to the paisa is submitted through the slip modal and leaves the player level', async (t) => {
  const { context, page, userId } = await withOwnPlayer(await openPage(PHONE));
  const target = await twoRunnerTarget(page, { sport: '2' });
  const limits = await sportLimits(page, Number(target.event.eid));
  await openMatch(page, target);
  const shown = { min: limits.minOddLimit, max: limits.maxOddLimit };
  const expBefore = await headerExp(page);
  const cashed = await cashOutLevel(page, userId, target, shown, (limits.betDelayTime + 3) * 1000, 'betting-cashout-phone');
  cashed.rounds.forEach((line) => t.diagnostic(line));
  await checkLevel(page, userId, target, cashed, expBefore);
  await context.close();
});

/**
 * After the cash out: the bets the server holds leave both runners level within the tolerance, the
 * hedge was matched at its stake to the paisa, and the header's Exp moved by the level loss (or not at all).
 */
async function checkLevel(page: Page, userId: number, target: Target, cashed: CashedOut, expBefore: number): Promise<void> {
  const rows = await lastBets(page, userId, target.event.gameId);
  const bets = openBetsFromRows(rows).filter((bet) => bet.marketId === target.event.marketId);
  const after = runnerPositions(
    bets,
    target.runners.map((r) => r.selectionId),
  ).map((p) => Math.round(p.amount * 100));
  assert.ok(Math.abs(after[0] - after[1]) <= 1, `level to the paisa after the cash out: ${after.join(' / ')} paise`);
  const last = cashed.hedges[cashed.hedges.length - 1];
  assert.ok(
    bets.some((bet) => bet.side === last.side && Math.round(bet.stake * 100) === Math.round(last.stake * 100)),
    `the hedge ${last.side} ${last.stake} is among the matched bets`,
  );
  // Exp: the other events' exposure (expBefore) plus this market's level loss, if any.
  const expected = Math.round((expBefore + Math.min(0, ...after) / 100) * 100) / 100;
  assert.equal(await waitForExp(page, expected), expected, `Exp moves by the level loss (${after.join(' / ')} paise)`);
}

test('a No bet on a fancy session is placed and shows with its rate in My Bet', async (t) => {
  const { context, page } = await openPage(DESKTOP);
  await signIn(page);
  const match = await cricketWithOpenFancy(page);
  const limits = await sportLimits(page, 4);
  await page.goto(matchUrl(match));
  const fancy = page.getByRole('region', { name: 'Fancy', exact: true });
  await fancy.getByRole('group').first().waitFor();
  // The steadiest open session's No line, tapped again (bounded) while the feed redraws it (betting.fancy.ts).
  const { answer, session, tries } = await placeNoBet(
    page,
    match,
    String(Math.max(100, limits.minFancyLimit)),
    (limits.fancyDelayTime + 5) * 1000,
  );
  tries.forEach((line) => t.diagnostic(line));
  assert.ok(placedMessage(answer.message), `${answer.message}: ${tries.join(' | ')}`);
  const row = page.getByRole('table', { name: 'Matched bets' }).getByRole('row').filter({ hasText: /^No / }).first();
  await row.waitFor();
  const cells = await row.getByRole('cell').allTextContents();
  assert.equal(cells[1], 'Fancy');
  assert.match(cells[2], /^\d+(\.\d+)?\/\d+(\.\d+)?$/, 'line/rate');
  assert.equal(await row.getAttribute('data-tone'), 'lay');
  assert.ok(await row.filter({ hasText: session }).count(), `the row names ${session}`);
  await screenshot(page, 'betting-fancy-desktop');

  await page.getByRole('button', { name: /^Exp: / }).click();
  const market = page.getByRole('dialog', { name: 'My Market' });
  await market.getByRole('row').filter({ hasText: 'Fancy' }).first().waitFor();
  await screenshot(page, 'betting-my-market-desktop');
  await market.getByRole('button', { name: 'Close' }).click();

  await page.goto('/change-btn-value');
  // The slip's 10 buttons, not the spec's 8 rows.
  await page.getByLabel('Price Value 10').waitFor();
  assert.equal(await page.getByLabel(/^Price Value/).count(), 10);
  await screenshot(page, 'betting-button-values-desktop');
  await context.close();
});

test('on a phone the slip is a modal with large quick stakes, and a bet through it is placed', async () => {
  const { context, page } = await withOwnPlayer(await openPage(PHONE));
  const target = await twoRunnerTarget(page);
  const limits = await sportLimits(page, Number(target.event.eid));
  await openMatch(page, target);
  const tap = () =>
    page
      .getByRole('region', { name: 'Match Odds', exact: true })
      .getByRole('group', { name: target.runner })
      .getByRole('button', { name: /^back / });
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

  // A refusal's toast covers neither the modal's header nor its close button.
  await modal.getByLabel('Stake', { exact: true }).fill('1');
  await modal.getByRole('button', { name: 'Submit' }).click();
  const toast = page.locator('.Toastify__toast').first();
  await toast.waitFor();
  const [toastBox, header, close] = await Promise.all([
    toast.boundingBox(),
    modal.getByRole('heading', { name: 'Place Bet' }).boundingBox(),
    modal.getByRole('button', { name: 'Close' }).boundingBox(),
  ]);
  assert.ok(toastBox && header && close, 'the toast, the header and the close button are on screen');
  const overlaps = (a: typeof toastBox, b: typeof toastBox) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  assert.ok(!overlaps(toastBox, header) && !overlaps(toastBox, close), `the toast ${JSON.stringify(toastBox)} is clear of the header`);
  await screenshot(page, 'betting-toast-phone');
  await noToasts(page);

  const placed = await betUntilAnswered(page, tap, '200', (limits.betDelayTime + 5) * 1000);
  assert.ok(placedMessage(placed.message), `${placed.message} after ${placed.seen.join(', ')}`);
  await modal.waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: 'Matched Bet(1)' }).click();
  await page
    .getByRole('table', { name: 'Matched bets' })
    .getByRole('row')
    .filter({ hasText: `Back ${target.runner}` })
    .waitFor();
  await screenshot(page, 'betting-matched-phone');
  await context.close();
});

for (const [screen, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`offline on a ${screen}: a banner says so, the slip's price is stale and Submit is off until the connection is back`, async () => {
    const { context, page } = await withPlayer1(await openPage(viewport));
    const target = await twoRunnerTarget(page);
    await openMatch(page, target);
    for (let tap = 0; tap < 5 && !(await slip(page).isVisible()); tap += 1) {
      await bestBack(page, target.runner).click();
      if (!(await slipOpens(page, 3000))) await page.waitForTimeout(1000);
    }
    const form = slip(page);
    const submit = form.getByRole('button', { name: 'Submit' });
    assert.ok(await submit.isEnabled(), 'Submit is on while online');

    await context.setOffline(true);
    const banner = page.getByRole('alert').filter({ hasText: 'You are offline' });
    await banner.waitFor();
    assert.ok(await submit.isDisabled(), 'Submit is off while offline');
    assert.match(await form.getByLabel('Live price').innerText(), /stale/i);
    await screenshot(page, `betting-offline-${screen}`);

    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    assert.ok(await submit.isEnabled(), 'Submit is on again');
    assert.doesNotMatch(await form.getByLabel('Live price').innerText(), /stale/i);
    await closeSlip(page);
    await context.close();
  });
}
