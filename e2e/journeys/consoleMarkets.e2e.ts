// The console's market powers seen from the player's side, two browser
// contexts: a player (player1: a self-signed-up player has no account statement, the wallet lists
// their money) and the operator. The operator suspends the market the player is on from
// the risk page -> the player's page shows SUSPENDED, until resumed; the player backs a runner, the
// operator settles the wrong winner, rolls it back and settles the right one from the settlement page
// (each confirmed by typing the market's name) -> the player's statement shows all three entries.
// And a session that ends mid-work returns to the log-in, then to the same page.
//
// The market is an in-play football match (three runners): the journeys after this one bet on
// two-runner tennis and cricket markets, which a settled market would refuse.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { profitPreview } from '../../src/domain/betting/profit';
import { MATCH_ODDS_MAX_PRICE, MATCH_ODDS_MIN_PRICE } from '../../src/domain/constants';
import type { InPlaySportEventsResponse, MatchOddsResponse, SportEvent, StackLimitResponse } from '../../src/domain/contract/sports';
import { formatRupees } from '../../src/domain/money';
import { screenshot, useBrowser } from '../support';
import { signIn } from './betting.helpers';
import { CONSOLE, operatorLogIn, pageShot, watchCalls } from './console.helpers';
import { backAndMatch, call } from './reports.helpers';

const openPage = useBrowser();

const inWindow = (price: number | undefined): price is number =>
  price !== undefined && price >= MATCH_ODDS_MIN_PRICE && price <= MATCH_ODDS_MAX_PRICE;

interface FootballMarket {
  event: SportEvent;
  runners: Array<{ selectionId: number; name: string; back: number | undefined }>;
}

/** An in-play football match whose match odds are open, with a runner priced inside the window. */
async function footballMarket(page: Page): Promise<FootballMarket> {
  const lists = await call<InPlaySportEventsResponse>(page, 'GET', '/api/GetInPlaySportEvents');
  const football = lists.json.data.sportsEventModelInPlay
    .flat()
    .filter((e) => e.eid === '1' && e.IsBetLock !== 1)
    .reverse();
  for (const event of football) {
    const market = (await call<MatchOddsResponse>(page, 'GET', `/api/checkGetMatchOdds/${event.marketId}/${event.gameId}`)).json.Odds?.[0];
    if (!market || market.status !== 'OPEN') continue;
    const runners = market.runners.map((r) => ({ selectionId: r.selectionId, name: r.runnerName, back: r.ex.availableToBack[0]?.price }));
    if (runners.some((r) => inWindow(r.back))) return { event, runners };
  }
  throw new Error('no open in-play football match odds');
}

/** Backs a runner of the market and matches it after the delay, as the slip does (a moved price is tried again). */
async function backRunner(
  page: Page,
  market: FootballMarket,
): Promise<{ selectionId: number; name: string; stake: number; price: number }> {
  const limits = (await call<StackLimitResponse>(page, 'GET', '/api/GetStackLimit')).json.data.sports.find((s) => s.id === 1);
  assert.ok(limits, 'football stake limits');
  const stake = Math.max(100, limits.minOddLimit);
  const failures: string[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const odds = (await call<MatchOddsResponse>(page, 'GET', `/api/checkGetMatchOdds/${market.event.marketId}/${market.event.gameId}`)).json
      .Odds?.[0];
    const runner = odds?.runners.find((r) => inWindow(r.ex.availableToBack[0]?.price));
    if (!runner) {
      failures.push('no price in the window');
      await page.waitForTimeout(1000);
      continue;
    }
    const price = runner.ex.availableToBack[0].price;
    const outcome = await backAndMatch(page, {
      event: market.event,
      sportId: 1,
      selectionId: runner.selectionId,
      runnerName: runner.runnerName,
      price,
      stake,
      delaySeconds: limits.betDelayTime,
    });
    if ('row' in outcome) return { selectionId: runner.selectionId, name: runner.runnerName, stake, price: outcome.row.oddsRequest };
    failures.push(outcome.failure);
  }
  throw new Error(`no bet was matched: ${failures.join('; ')}`);
}

const matchOdds = (page: Page) => page.getByRole('region', { name: 'Match Odds', exact: true });

/** On the settlement page: settle (winner by name), or roll back, the market, confirming by its typed name. */
async function settleFromConsole(page: Page, marketId: string, action: { winner: string } | { rollback: string }): Promise<string> {
  // Through the console's own link: the page keeps this session's results listed.
  if (new URL(page.url()).pathname !== '/admin/settlement') await page.getByRole('link', { name: 'Settlement' }).click();
  let button;
  if ('winner' in action) {
    const row = page
      .getByRole('table', { name: 'Markets waiting for a result' })
      .getByRole('row')
      .filter({ hasText: `(${marketId})` });
    button = row.getByRole('button', { name: /^Settle / });
  } else {
    const row = page
      .getByRole('table', { name: 'Markets settled lately' })
      .getByRole('row')
      .filter({ hasText: `(${marketId})` });
    button = row.getByRole('button', { name: /^Roll back / });
  }
  const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^(Settle|Roll back) /, '');
  await button.click();
  const form = page.getByRole('form', { name: 'Settle a market' });
  if ('winner' in action) await form.getByLabel('WINNER').selectOption({ label: action.winner });
  else await form.getByLabel('Reason for the rollback').fill(action.rollback);
  await form.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('group', { name: 'Confirm the settlement' });
  const final = confirm.getByRole('button', { name: 'winner' in action ? 'Settle the market' : 'Roll back' });
  assert.equal(await final.isDisabled(), true, 'the final button waits for the typed name');
  await confirm.getByLabel(`Type ${name} to confirm`).fill(name);
  // A double click sends one call (the listener's takeLeading; the results table gets one row).
  await final.dblclick();
  await confirm.waitFor({ state: 'detached' });
  return name;
}

test('suspend from the console: the player sees SUSPENDED; wrong winner, rollback, right winner: the statement shows all three', async () => {
  const player = await openPage({ width: 1366, height: 800 });
  const operator = await openPage(CONSOLE);
  await signIn(player.page);
  const market = await footballMarket(player.page);
  const { marketId } = market.event;
  await player.page.goto(`/matchscore/1/${market.event.gameId}/${marketId}`);
  await matchOdds(player.page).getByRole('group', { name: market.runners[0].name }).waitFor();

  // Suspend from the risk page: the player's page shows SUSPENDED at its next polls, and keeps it.
  await operatorLogIn(operator.page, '/admin/risk');
  await operator.page.getByLabel('Market id').fill(marketId);
  await operator.page.getByRole('button', { name: 'Open', exact: true }).click();
  const book = operator.page.getByRole('region', { name: `Book of ${marketId}` });
  await book.getByLabel('Reason').fill('e2e: integrity check');
  await book.getByRole('button', { name: 'Suspend' }).click();
  await book.getByText('Suspended by hand').waitFor();
  await matchOdds(player.page).getByText('SUSPENDED', { exact: true }).first().waitFor({ timeout: 5000 });
  await player.page.waitForTimeout(2000);
  assert.ok(
    await matchOdds(player.page).getByText('SUSPENDED', { exact: true }).first().isVisible(),
    'still SUSPENDED after several feed ticks',
  );
  await screenshot(player.page, 'console-player-suspended');
  await pageShot(operator.page, 'console-risk-suspended-desktop');
  await book.getByLabel('Reason').fill('e2e: cleared');
  await book.getByRole('button', { name: 'Resume' }).click();
  await book.getByText('Following the feed').waitFor();
  await matchOdds(player.page).getByText('SUSPENDED', { exact: true }).first().waitFor({ state: 'hidden', timeout: 10_000 });

  // The player backs a runner; the operator settles it as the winner (wrong), rolls back, settles another (right).
  const bet = await backRunner(player.page, market);
  const won = Number(profitPreview({ marketKind: 'Matchodds', price: bet.price, rate: 100, side: 'back', stake: bet.stake }).profitText);
  const other = market.runners.find((r) => r.selectionId !== bet.selectionId);
  assert.ok(other, 'the market has another runner');

  // The result is in: the operator suspends the market before settling it (an open one is refused, 409).
  await book.getByLabel('Reason').fill('e2e: result in');
  await book.getByRole('button', { name: 'Suspend' }).click();
  await book.getByText('Suspended by hand').waitFor();
  await settleFromConsole(operator.page, marketId, { winner: bet.name });
  const results = operator.page.getByRole('table', { name: 'Settlements' });
  const first = await results.getByRole('row').nth(1).getByRole('cell').allTextContents();
  assert.equal(first[1].trim(), 'settled');
  assert.equal(first[2], bet.name);
  assert.equal(first[7], '1', `one player moved: ${first.join(' | ')}`);
  assert.equal(first[8], formatRupees(won), `the win paid: ${first.join(' | ')}`);

  await settleFromConsole(operator.page, marketId, { rollback: 'e2e: wrong winner entered' });
  const rolled = await results.getByRole('row').nth(1).getByRole('cell').allTextContents();
  assert.equal(rolled[1].trim(), 'rolled back');
  // Reversed: what the reversing entries moved for the players (the win taken back).
  assert.equal(rolled[10], formatRupees(-won), `the win reversed: ${rolled.join(' | ')}`);

  await settleFromConsole(operator.page, marketId, { winner: other.name });
  const right = await results.getByRole('row').nth(1).getByRole('cell').allTextContents();
  assert.equal(right[2], other.name);
  assert.equal(right[9], formatRupees(bet.stake), `the stake taken: ${right.join(' | ')}`);
  await pageShot(operator.page, 'console-settlement-results-desktop');

  // The player's statement: the win, its reversal and the loss, newest first or last, all three.
  await player.page.goto('/account-statement');
  const table = player.page.getByRole('table', { name: 'Account statement' });
  const rows = table.getByRole('row').filter({ hasText: market.event.eventName });
  await rows
    .nth(2)
    .waitFor()
    .catch(async (error: Error) => {
      await screenshot(player.page, 'console-player-statement-failed');
      throw new Error(`${error.message}\nthe statement shows:\n${await table.innerText().catch(() => '(no table)')}`);
    });
  const cells = await Promise.all([0, 1, 2].map(async (i) => (await rows.nth(i).getByRole('cell').allTextContents()).map((c) => c.trim())));
  const amount = (text: string) => (text === '-' ? 0 : Number(text.replace(/[^\d.]/g, '')));
  const moves = cells.map((c) => [amount(c[3]), amount(c[4])]).sort();
  assert.deepEqual(
    moves,
    [
      [0, bet.stake],
      [0, won],
      [won, 0],
    ].sort(),
    cells.map((c) => c.join(' | ')).join('\n'),
  );
  assert.ok(
    // The line names what was undone; the operator's reason stays internal.
    cells.some((c) => /^Rollback of /.test(c[2])) && !cells.some((c) => c[2].includes('e2e: wrong winner entered')),
    cells.map((c) => c[2]).join('\n'),
  );
  await screenshot(player.page, 'console-player-statement-after-rollback');
  await player.context.close();
  await operator.context.close();
});

test('a session that ends mid-work returns to the log-in, then to the same page', async () => {
  const operator = await openPage(CONSOLE);
  const calls = watchCalls(operator.page);
  await operatorLogIn(operator.page, '/admin/players/self1');
  await operator.page.getByLabel("Player's money").waitFor();
  // The page's own first reads done (on a busy machine some are still out when the money shows): the
  // tab's is then the first call to find the session ended.
  await calls.settled();
  // The session ends on the server (as an idle one does) while the page still shows the player.
  const ended = await operator.page.evaluate(
    async () => (await fetch('/api/admin/logout', { method: 'POST', credentials: 'include' })).status,
  );
  assert.equal(ended, 200);
  await operator.page.getByRole('tab', { name: 'Settled bets' }).click();
  await operator.page.waitForURL((url) => url.pathname === '/admin/login');
  await operator.page.getByText('Your session ended. Log in again to carry on where you were.').waitFor();
  await operator.page.getByLabel('Operator name').fill('operator');
  await operator.page.getByLabel('Password').fill(process.env.OPERATOR_PASSWORD ?? 'operator-dev-pass');
  await operator.page.getByRole('button', { name: 'Log in' }).click();
  await operator.page.waitForURL((url) => url.pathname === '/admin/players/self1');
  await operator.page.getByLabel("Player's money").waitFor();
  await operator.context.close();
});
