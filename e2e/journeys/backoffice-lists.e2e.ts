// The back office's lists in Chromium, at 1366 px and again at 390 px (a phone): a trader, on a staff
// account of their own, suspends a whole in-play football event from the events browser and the
// player on that match sees SUSPENDED (then resumes it); the player's bet wins and is settled above
// the big-win threshold; a clerk finds the bet by its id (linked to its player and market), exports
// the day's ledger as CSV (the download read: its header and the win's line), and acknowledges the
// big-win alert the win raised (who and when shown). Screenshots in e2e/artifacts/backoffice-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { MATCH_ODDS_MAX_PRICE, MATCH_ODDS_MIN_PRICE } from '../../src/domain/constants';
import type { InPlaySportEventsResponse, MatchOddsResponse, SportEvent, StackLimitResponse } from '../../src/domain/contract/sports';
import { logIn, PHONE, screenshot, useBrowser } from '../support';
import { CONSOLE, operatorLogIn, pageShot } from './console.helpers';
import { closeWelcome } from './player.helpers';
import { backAndMatch, call } from './reports.helpers';

const openPage = useBrowser();
const TRADER = { username: 'trader_meera', password: 'meera-trades-2026' };
/** Rupees: any settled win above this raises the big-win alert. */
const WIN_THRESHOLD = 1;

const inWindow = (price: number | undefined): price is number =>
  price !== undefined && price >= MATCH_ODDS_MIN_PRICE && price <= MATCH_ODDS_MAX_PRICE;

const matchOdds = (page: Page) => page.getByRole('region', { name: 'Match Odds', exact: true });

/** An in-play football match with open match odds and a runner priced in the window, not one of `used`. */
async function footballEvent(page: Page, used: readonly string[]): Promise<SportEvent> {
  const lists = await call<InPlaySportEventsResponse>(page, 'GET', '/api/GetInPlaySportEvents');
  const football = lists.json.data.sportsEventModelInPlay
    .flat()
    .filter((e) => e.eid === '1' && e.IsBetLock !== 1 && !used.includes(e.gameId));
  for (const event of football) {
    const market = (await call<MatchOddsResponse>(page, 'GET', `/api/checkGetMatchOdds/${event.marketId}/${event.gameId}`)).json.Odds?.[0];
    if (market?.status === 'OPEN' && market.runners.some((r) => inWindow(r.ex.availableToBack[0]?.price))) return event;
  }
  throw new Error('no open in-play football match odds');
}

/** Backs a runner of the event's match odds and matches it after the delay (a moved price tried again). */
async function backRunner(page: Page, event: SportEvent) {
  const limits = (await call<StackLimitResponse>(page, 'GET', '/api/GetStackLimit')).json.data.sports.find((s) => s.id === 1);
  assert.ok(limits, 'football stake limits');
  const stake = Math.max(100, limits.minOddLimit);
  const failures: string[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const odds = (await call<MatchOddsResponse>(page, 'GET', `/api/checkGetMatchOdds/${event.marketId}/${event.gameId}`)).json.Odds?.[0];
    const runner = odds?.runners.find((r) => inWindow(r.ex.availableToBack[0]?.price));
    if (!runner) {
      failures.push('no price in the window');
      await page.waitForTimeout(1000);
      continue;
    }
    const outcome = await backAndMatch(page, {
      event,
      sportId: 1,
      selectionId: runner.selectionId,
      runnerName: runner.runnerName,
      price: runner.ex.availableToBack[0].price,
      stake,
      delaySeconds: limits.betDelayTime,
    });
    if ('row' in outcome) return { id: outcome.row.id, selectionId: runner.selectionId, stake, profit: outcome.row.profit };
    failures.push(outcome.failure);
  }
  throw new Error(`no bet was matched: ${failures.join('; ')}`);
}

/** The owner's console call (its session cookie). */
async function adminCall(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  return call(page, method, `/api/admin${path}`, body);
}

/**
 * Goes to a console section through the menu (on a phone it is behind the Menu button). A section's
 * link may carry a count after its name ("Alerts 1 open": the open alerts; "Deposits 2 pending").
 */
async function openSection(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: /^Menu:/ });
  const link = page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: new RegExp(`^${name}( \\d+ (open|pending))?$`) });
  // Whichever the page shows once drawn: the phone's Menu button or the desktop's links.
  await menu.or(link).filter({ visible: true }).first().waitFor();
  if (await menu.isVisible()) await menu.click();
  await link.click();
}

async function traderSuspendsEvent(trader: Page, player: Page, event: SportEvent, shot: string): Promise<void> {
  await openSection(trader, 'Events');
  await trader.getByLabel('Reason (staff only: players never see it)').fill('e2e: integrity check');
  const group = trader.getByRole('group', { name: event.eventName });
  await group.getByRole('button', { name: `Suspend event ${event.eventName}` }).click();
  await group
    .getByRole('table', { name: `Markets of ${event.eventName}` })
    .getByText('SUSPENDED (by hand)')
    .first()
    .waitFor();
  await matchOdds(player).getByText('SUSPENDED', { exact: true }).first().waitFor({ timeout: 8000 });
  await pageShot(trader, `${shot}-events-suspended`);
  await screenshot(player, `${shot}-player-suspended`);
  await group.getByRole('button', { name: `Resume event ${event.eventName}` }).click();
  await group
    .getByRole('table', { name: `Markets of ${event.eventName}` })
    .getByText('SUSPENDED (by hand)')
    .first()
    .waitFor({ state: 'hidden' });
  await matchOdds(player).getByText('SUSPENDED', { exact: true }).first().waitFor({ state: 'hidden', timeout: 10_000 });
}

/**
 * The result is in: on the Settlement page the market shows whether players can still bet; an open one
 * is suspended from its row (no detour to Risk), then settled on the player's runner after reading
 * the money the settlement would move.
 */
async function settleOnThePage(page: Page, marketId: string, selectionId: number, shot: string): Promise<void> {
  await openSection(page, 'Settlement');
  const row = page
    .getByRole('table', { name: 'Markets waiting for a result' })
    .locator('tbody tr')
    .filter({ hasText: `(${marketId})` });
  const status = row.getByText(/^(Open for bets|Suspended by hand|Suspended|Closed)$/);
  await status.waitFor({ timeout: 20_000 });
  if ((await status.textContent()) === 'Open for bets') {
    await row.getByRole('button', { name: /^Suspend / }).click();
    const suspend = row.getByRole('group', { name: /^Suspend / });
    await suspend.getByLabel('Reason (internal: players do not see it)').fill('e2e: result in');
    await suspend.getByRole('button', { name: 'Suspend now' }).click();
    await row.getByText('Suspended by hand').waitFor();
  }
  const settle = row.getByRole('button', { name: /^Settle / });
  const name = ((await settle.getAttribute('aria-label')) ?? '').replace(/^Settle /, '');
  await settle.click();
  const form = page.getByRole('form', { name: 'Settle a market' });
  await form.getByLabel('WINNER').selectOption(String(selectionId));
  await form.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('group', { name: 'Confirm the settlement' });
  const money = confirm.getByLabel('Money if confirmed');
  await money.waitFor();
  const preview = (await money.textContent()) ?? '';
  assert.match(preview, /Paid to players₹[\d,.]+/, preview);
  assert.doesNotMatch(preview, /Players0/, preview);
  await pageShot(page, `${shot}-settle-preview`);
  await confirm.getByLabel(`Type ${name} to confirm`).fill(name);
  await confirm.getByRole('button', { name: 'Settle the market' }).click();
  await confirm.waitFor({ state: 'detached' });
  await page.getByRole('table', { name: 'Settlements' }).locator('tbody tr').filter({ hasText: name }).first().waitFor();
  await pageShot(page, `${shot}-settled`);
}

async function clerkWork(clerk: Page, bet: { id: number; marketName: string }, username: string, won: number, shot: string): Promise<void> {
  // The bet by its id: one row, its player and market as links.
  await openSection(clerk, 'Bets');
  await clerk.getByRole('form', { name: 'Search bets' }).getByLabel('Bet id').fill(String(bet.id));
  await clerk.getByRole('button', { name: 'Search' }).click();
  const bets = clerk.getByRole('table', { name: 'Bets', exact: true });
  await bets.getByText(`#${bet.id}`, { exact: true }).waitFor();
  // The list before the search (every bet) also holds the bet: wait for the search's answer.
  const rows = bets.locator('tbody tr');
  for (const until = Date.now() + 10_000; (await rows.count()) !== 1 && Date.now() < until;) await clerk.waitForTimeout(200);
  assert.equal(await rows.count(), 1);
  assert.ok(await bets.getByRole('link', { name: username, exact: true }).isVisible(), 'the bet links to its player');
  assert.ok(await bets.getByRole('link', { name: 'Match Odds' }).isVisible(), 'the bet links to its market');
  await pageShot(clerk, `${shot}-bet-by-id`);

  // The day's ledger as CSV: the download's header and the win's line.
  await openSection(clerk, 'Ledger');
  const exportLink = clerk.getByRole('link', { name: /^Export \d{4}-\d{2}-\d{2} as CSV$/ });
  await exportLink.waitFor();
  const [download] = await Promise.all([clerk.waitForEvent('download'), exportLink.click()]);
  const file = await download.path();
  assert.ok(file, 'the CSV was downloaded');
  const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\r\n');
  assert.equal(lines[0], 'id,at_ist,player,kind,amount,balance_after,remark,ref');
  const win = lines.slice(1).find((l) => l.split(',')[2] === username && l.split(',')[3] === 'settlement');
  assert.ok(win, `the win's settlement line is in the day's CSV:\n${lines.slice(0, 12).join('\n')}`);
  assert.equal(Number(win.split(',')[4]), won, win);
  await pageShot(clerk, `${shot}-ledger`);

  // The big-win alert, linked to the player, acknowledged: who and when.
  await openSection(clerk, 'Alerts');
  const alerts = clerk.getByRole('table', { name: 'Alerts', exact: true });
  const row = alerts.locator('tbody tr').filter({ hasText: `${username} has won` });
  await row.waitFor({ timeout: 45_000 });
  assert.ok(await row.getByRole('link', { name: `Player ${username}` }).isVisible(), 'the alert links to the player');
  await pageShot(clerk, `${shot}-alert-open`);
  await row.getByRole('button', { name: /^Acknowledge alert / }).click();
  await row.waitFor({ state: 'detached' });
  await clerk.getByRole('form', { name: 'Filter the alerts' }).getByLabel('Show').selectOption('all');
  const done = alerts.locator('tbody tr').filter({ hasText: `${username} has won` });
  await done.getByText(/^operator, /).waitFor();
  await pageShot(clerk, `${shot}-alert-acknowledged`);
}

/** Event ids the journeys have used (each settles its market), and whether the trader and threshold are set. */
const used: string[] = [];
let staffReady = false;

async function journey(viewport: { width: number; height: number }, player: { username: string; password: string }, shot: string) {
  const owner = await openPage(viewport);
  const trader = await openPage(viewport);
  const playerPage = await openPage({ width: 1366, height: 800 });
  await logIn(playerPage.page, player.username, player.password);
  await closeWelcome(playerPage.page);
  const event = await footballEvent(playerPage.page, used);
  used.push(event.gameId);
  await playerPage.page.goto(`/matchscore/1/${event.gameId}/${event.marketId}`);
  await matchOdds(playerPage.page).waitFor();

  // The owner (the clerk here) logs in on the dashboard, which opens on the summary.
  await operatorLogIn(owner.page, '/admin/dashboard');
  await owner.page.getByRole('region', { name: 'Open alerts' }).waitFor();
  if (!staffReady) {
    staffReady = true;
    const created = await adminCall(owner.page, 'POST', '/staff', { ...TRADER, roles: ['trader'] });
    assert.equal(created.status, 201, JSON.stringify(created.json));
    const threshold = await adminCall(owner.page, 'PUT', '/alert-settings/win.big', { threshold: WIN_THRESHOLD });
    assert.equal(threshold.status, 200);
  }
  await trader.page.goto('/admin/login');
  await trader.page.getByLabel('Operator name').fill(TRADER.username);
  await trader.page.getByLabel('Password').fill(TRADER.password);
  await trader.page.getByRole('button', { name: 'Log in' }).click();
  await trader.page.waitForURL((url) => url.pathname !== '/admin/login');
  await traderSuspendsEvent(trader.page, playerPage.page, event, shot);

  // The player's bet wins: the result is in, the market suspended and settled on the player's runner, on the page.
  const bet = await backRunner(playerPage.page, event);
  await settleOnThePage(owner.page, event.marketId, bet.selectionId, shot);
  await clerkWork(owner.page, { id: bet.id, marketName: 'Match Odds' }, player.username, bet.profit, shot);

  await owner.context.close();
  await trader.context.close();
  await playerPage.context.close();
}

test('at 1366 px: a trader suspends an event from the browser; a clerk finds a bet, exports the day’s ledger, acknowledges a big win', async () => {
  await journey(CONSOLE, { username: 'player1', password: 'player123' }, 'backoffice-desktop');
});

test('at 390 px: the same on a phone, the menu and the stacked rows', async () => {
  await journey(PHONE, { username: 'self1', password: 'self123' }, 'backoffice-phone');
});
