// Live-sports journeys in Chromium against the running product (the simulated feed): home lists
// in-play events of each sport; a cricket match shows match odds, bookmaker and fancy and its prices
// move; the menu expands cricket → a series → an event; the phone layout; the casino lobby.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, logIn, screenshot, useBrowser } from '../support';
import { cricketWithOpenFancy } from './betting.helpers';
import { closeWelcome } from './player.helpers';

const openPage = useBrowser();

/** Logs in as player1 and closes the welcome popup that greets every log-in. */
async function signIn(page: Page): Promise<void> {
  await logIn(page, 'player1', 'player123');
  await closeWelcome(page);
}

/** The accessible names of every price in a block: they carry the prices, so they change on a tick. */
async function priceLabels(page: Page, block: string): Promise<string[]> {
  return page
    .getByRole('region', { name: block, exact: true })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
}

test('home lists in-play events of each sport, and a cricket match shows its markets with moving prices', async () => {
  const { context, page } = await openPage(DESKTOP);
  await signIn(page);
  for (const sport of ['Cricket', 'Tennis', 'Football']) {
    const list = page.getByRole('region', { name: `${sport} in play` });
    await list.getByRole('link').first().waitFor();
    assert.ok((await list.getByRole('link').count()) >= 1, `${sport} has events in play`);
  }
  assert.ok((await page.getByRole('navigation', { name: 'In-play events' }).getByRole('link').count()) <= 5);
  await screenshot(page, 'sports-home-desktop');

  // A match whose fancy sessions are open now (between innings there are none until the next
  // innings' are listed), found in the list by its name, with both icons.
  const open = await cricketWithOpenFancy(page, { bookmaker: true });
  const item = page
    .getByRole('region', { name: 'Cricket in play' })
    .getByRole('listitem')
    .filter({ hasText: open.eventName })
    .filter({ has: page.getByRole('img', { name: 'Fancy' }) })
    .filter({ has: page.getByRole('img', { name: 'Bookmaker' }) });
  await item.first().getByRole('link').first().click();
  await page.waitForURL(/\/matchscore\/4\/\d+\/[\d.]+$/);
  for (const block of ['Match Odds', 'Bookmaker', 'Fancy', 'Live score'])
    await page.getByRole('region', { name: block, exact: true }).waitFor();
  assert.ok(
    await page
      .getByRole('button', { name: /^back .+ \d/ })
      .first()
      .isVisible(),
  );
  assert.ok(
    await page
      .getByRole('button', { name: /^yes .+ \d/ })
      .first()
      .isVisible(),
  );
  await screenshot(page, 'sports-match-desktop');

  const before = (await priceLabels(page, 'Match Odds')).join('|') + (await priceLabels(page, 'Fancy')).join('|');
  const started = Date.now();
  let changed = false;
  while (!changed && Date.now() - started < 10_000) {
    await page.waitForTimeout(250);
    const now = (await priceLabels(page, 'Match Odds')).join('|') + (await priceLabels(page, 'Fancy')).join('|');
    changed = now !== before;
  }
  assert.ok(changed, 'a price changed within 10 s');
  await context.close();
});

test('the sports menu expands Cricket → a series → an event and opens its match page', async () => {
  const { context, page } = await openPage(DESKTOP);
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Sports menu' });
  const cricket = menu.getByRole('button', { name: 'Cricket' });
  await cricket.click();
  assert.equal(await cricket.getAttribute('aria-expanded'), 'true');
  const series = menu.getByRole('list', { name: 'Cricket series' }).getByRole('button').first();
  await series.click();
  const event = menu
    .getByRole('list', { name: /events$/ })
    .getByRole('link')
    .first();
  const name = (await event.textContent()) ?? '';
  await screenshot(page, 'sports-menu-expanded');
  await event.click();
  await page.waitForURL(/\/matchscore\/4\/\d+\/[\d.]+$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('region', { name: 'Match Odds', exact: true }).waitFor();
  await context.close();
});

test('a 390 px window shows the mobile sport tabs, the bottom bar and the match page tabs', async () => {
  const { context, page } = await openPage(PHONE);
  await signIn(page);
  const tabs = page.getByRole('tablist', { name: 'Sport' });
  for (const sport of ['Cricket', 'Tennis', 'Football']) await tabs.getByRole('tab', { name: sport }).waitFor();
  assert.equal(await tabs.getByRole('tab', { name: 'Cricket' }).getAttribute('aria-selected'), 'true');
  await page.getByText('Horse Racing', { exact: true }).first().waitFor();
  await page.getByRole('tabpanel', { name: 'Cricket' }).getByRole('link').first().waitFor();
  await page.getByText('SPORTS BOOK').waitFor();
  assert.equal(await page.getByRole('navigation', { name: 'Sports menu' }).isVisible(), false);
  await screenshot(page, 'sports-home-phone');

  await tabs.getByRole('tab', { name: 'Tennis' }).click();
  await page.getByRole('tabpanel', { name: 'Tennis' }).getByRole('link').first().waitFor();
  await tabs.getByRole('tab', { name: 'Cricket' }).click();
  await page.getByRole('tabpanel', { name: 'Cricket' }).getByRole('link').first().click();
  await page.waitForURL(/\/matchscore\//);
  await page.getByRole('tab', { name: 'Odds' }).waitFor();
  await page.getByRole('tab', { name: /^Matched Bet\(\d+\)$/ }).waitFor();
  await page.getByRole('tab', { name: 'TV' }).waitFor();
  await page.getByRole('region', { name: 'Match Odds', exact: true }).waitFor();
  await screenshot(page, 'sports-match-phone');
  await context.close();
});

test('the casino lobby shows 52 tiles', async () => {
  for (const [viewport, name] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    const { context, page } = await openPage(viewport);
    await signIn(page);
    await page.goto('/casino');
    const tiles = page.getByRole('list', { name: 'Casino games' }).getByRole('img');
    await tiles.first().waitFor();
    assert.equal(await tiles.count(), 52);
    await tiles.first().evaluate((img: HTMLImageElement) => img.decode());
    assert.ok(await tiles.first().evaluate((img: HTMLImageElement) => img.naturalWidth > 0), 'the first tile loaded');
    await screenshot(page, `sports-casino-${name}`);
    await context.close();
  }
});
