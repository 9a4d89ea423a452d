// A visitor (not signed in) watches a match: the prices are public data, so the match page opens
// without a log-in and its prices move; a price tap asks them to log in, and no bet is possible. At
// 1366 and 390 px. The match's address is taken from a player's in-play list in another browser
// context (a visitor gets it as a shared link); the visitor's own context has no cookie at all.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE, logIn, screenshot, useBrowser } from '../support';
import type { MatchOddsResponse } from '../../src/domain/contract/sports';
import { call, inPlayEvents, matchUrl } from './betting.helpers';
import { closeWelcome } from './player.helpers';

const openPage = useBrowser();

/**
 * The address of an in-play cricket match whose match odds are open and still contested (no runner
 * at 1.1 or less: a match that close to its end suspends for its result within seconds), as a
 * signed-in player's home lists it.
 */
async function inPlayMatchAddress(): Promise<string> {
  const { context, page } = await openPage(DESKTOP);
  await logIn(page, 'player1', 'player123');
  await closeWelcome(page);
  await page.getByRole('region', { name: 'Cricket in play' }).getByRole('link').first().waitFor();
  try {
    for (const until = Date.now() + 60_000; Date.now() < until; await page.waitForTimeout(2000)) {
      for (const event of (await inPlayEvents(page)).filter((e) => e.eid === '4')) {
        const market = (await call<MatchOddsResponse>(page, `/api/checkGetMatchOdds/${event.marketId}/${event.gameId}`)).Odds?.[0];
        const backs = market?.runners.map((r) => r.ex.availableToBack[0]?.price ?? 0) ?? [];
        if (market?.status === 'OPEN' && backs.length > 0 && backs.every((price) => price > 1.1)) return matchUrl(event);
      }
    }
    throw new Error('no contested in-play cricket match within a minute');
  } finally {
    await context.close();
  }
}

/** The accessible names of the match odds' prices: they carry the prices, so they change on a tick. */
async function matchOddsLabels(page: Page): Promise<string> {
  const labels = await page
    .getByRole('region', { name: 'Match Odds', exact: true })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.join('|');
}

for (const [viewport, name] of [
  [DESKTOP, 'desktop'],
  [PHONE, 'phone'],
] as const) {
  test(`a visitor at ${viewport.width} px sees a match page's prices move, and a price tap asks them to log in`, async () => {
    const address = await inPlayMatchAddress();
    const { context, page } = await openPage(viewport);
    assert.deepEqual(await context.cookies(), []);
    await page.goto(`${BASE_URL}${address}`);
    await page
      .getByRole('region', { name: 'Match Odds', exact: true })
      .getByRole('button', { name: /^back .+ \d/ })
      .first()
      .waitFor();
    assert.equal(new URL(page.url()).pathname, address, 'the visitor stays on the match page');
    assert.ok(await page.getByRole('link', { name: 'Login' }).first().isVisible());
    // Nothing of a player's: no balance, no exposure, no user menu.
    assert.equal(await page.getByText(/^Balance/).count(), 0);

    const before = await matchOddsLabels(page);
    const started = Date.now();
    let changed = false;
    while (!changed && Date.now() - started < 15_000) {
      await page.waitForTimeout(250);
      changed = (await matchOddsLabels(page)) !== before;
    }
    assert.ok(changed, 'a price changed within 15 s');
    await screenshot(page, `visitor-match-${name}`);

    // A price inside the betting window (one outside it is drawn muted and explains itself instead).
    const price = page
      .getByRole('region', { name: 'Match Odds', exact: true })
      .getByRole('button', { name: /^back .+ \d/ })
      .and(page.locator(':not([data-muted])'))
      .first();
    await price.click();
    const slip = page.getByRole('group', { name: 'Log in to bet' });
    await slip.waitFor();
    assert.match(await slip.innerText(), /Log in to place a bet\./);
    assert.equal(await page.getByRole('spinbutton').count(), 0, 'no stake to type');
    await screenshot(page, `visitor-slip-${name}`);
    await slip.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(/\/login$/);
    await context.close();
  });
}
