// A bet from the in-play list (docs/betting.md) in Chromium against the running product, at 1366 and
// 390 px: a player of the test's own stays on the home page's list, taps the back price of a runner of
// an in-play match they have not bet on, and the slip opens for that runner without leaving the list
// (desktop: the Place Bet column beside it; phone: the slip modal). The stake typed and Submit go
// through the same workflow as on the match page: the toast says it was placed, the server holds the
// back at the price tapped or better, the header's Exp falls by the stake, and the match page's My Bet
// lists it. The simulator requotes every second and the list every 5 s, so a price gone by Submit
// ('Odds Changed!') is tapped again, a bounded number of times (betting.slip.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { sportByEid } from '../../src/features/sports/sportsCatalog';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support';
import { headerExp, lastBets, matchUrl, sportLimits, twoRunnerTarget, waitForExp, withOwnPlayer, type Target } from './betting.helpers';
import { betUntilAnswered, slip } from './betting.slip';
import { placedMessage } from './placed';

const openPage = useBrowser();

const literally = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The list's row of the target's event, and the back price of its runner (column 1 or 2). */
function listBack(page: Page, target: Target) {
  const column = target.runners[0].selectionId === target.selectionId ? '1' : '2';
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: literally(target.event.eventName) }) })
    .getByRole('button', { name: new RegExp(`^back ${column} `) });
}

for (const [screen, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`a bet from the in-play list on a ${screen}: the slip opens beside the list and the bet is placed`, async (t) => {
    const { context, page, userId } = await withOwnPlayer(await openPage(viewport));
    const target = await twoRunnerTarget(page);
    const limits = await sportLimits(page, Number(target.event.eid));
    const stake = Math.max(200, limits.minOddLimit);
    await page.goto('/');
    // The phone's home lists one sport at a time, under its tab.
    if (screen === 'phone') await page.getByRole('tab', { name: sportByEid(target.event.eid)?.name }).click();
    await listBack(page, target).waitFor();
    const expBefore = await headerExp(page);

    // The first tap opens the slip for that runner, on the list's page.
    await listBack(page, target).click();
    await slip(page).waitFor();
    assert.ok((await slip(page).innerText()).includes(target.runner), `the slip is for ${target.runner}`);
    if (screen === 'desktop')
      assert.ok(await page.getByRole('region', { name: 'Place Bet' }).getByRole('form').isVisible(), 'in the Place Bet column');
    else assert.ok(await page.getByRole('dialog', { name: 'Place Bet' }).isVisible(), 'in the slip modal');
    assert.equal(new URL(page.url()).pathname, '/', 'still on the list');
    await screenshot(page, `listbet-slip-${screen}`);

    const placed = await betUntilAnswered(page, () => listBack(page, target), String(stake), (limits.betDelayTime + 5) * 1000);
    if (placed.seen.length) t.diagnostic(`answered with a moving price first: ${placed.seen.join(', ')}`);
    assert.ok(placedMessage(placed.message), `${placed.message} after ${placed.seen.join(', ')}`);
    assert.equal(new URL(page.url()).pathname, '/', 'the bet was placed from the list');
    await screenshot(page, `listbet-placed-${screen}`);

    // The server holds it: one back on the runner, at the chosen stake.
    const rows = await lastBets(page, userId, target.event.gameId);
    assert.equal(rows.length, 1, 'exactly one bet on the event');
    assert.equal(rows[0].selection, target.runner);
    assert.equal(rows[0].type, 'back');
    assert.equal(Number(rows[0].amountStake), stake);

    const expected = Math.round((expBefore - stake) * 100) / 100;
    assert.equal(await waitForExp(page, expected), expected, 'Exp moves by the stake');

    // The match page's My Bet lists it.
    await page.goto(matchUrl(target.event));
    if (screen === 'phone') await page.getByRole('tab', { name: 'Matched Bet(1)' }).click();
    await page
      .getByRole('table', { name: 'Matched bets' })
      .getByRole('row')
      .filter({ hasText: `Back ${target.runner}` })
      .waitFor();
    await context.close();
  });
}
