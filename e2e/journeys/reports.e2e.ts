// Reports journey in Chromium against the running product: player1 backs a runner of an in-play
// cricket match (through the API, with the page's own session, as the slip would), Current Bet shows
// it; the operator settles the market with the command line; then Profit Loss and the Account
// Statement show the win with the right amount, the Result popup opens, and Bet History lists the
// bet under Settled. Screenshots at 1366 and 390 px.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { decryptJson, encryptJson } from '../../src/domain/cipher';
import type { LoginInfo } from '../../src/domain/contract/auth';
import { newBetId, istShiftedIso } from '../../src/domain/betting/betId';
import { profitPreview } from '../../src/domain/betting/profit';
import { MATCH_ODDS_MAX_PRICE, MATCH_ODDS_MIN_PRICE, TOTAL_MATCHED_THRESHOLD_CRICKET } from '../../src/domain/constants';
import type { LastBetsResponse, SaveBetPayload } from '../../src/domain/contract/bets';
import type { InPlaySportEventsResponse, MatchOddsResponse, SportEvent, StackLimitResponse } from '../../src/domain/contract/sports';
import { formatRupees } from '../../src/domain/money';
import { DESKTOP, PHONE, launchBrowser, logIn, newPage, operatorEnv, screenshot } from '../support';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

async function signIn(page: Page): Promise<void> {
  await logIn(page, 'player1', 'player123');
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  if (await welcome.isVisible({ timeout: 3000 }).catch(() => false)) {
    await welcome.getByRole('button', { name: 'Close' }).click();
    await welcome.waitFor({ state: 'detached' });
  }
}

/** A call made by the page itself: its session cookie, its origin. */
async function call<T>(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, url, body },
  );
}

/** The page's keys (runtime config) and the player's id, read from the LoginInfo cookie as the SPA reads it. */
async function sessionOf(page: Page): Promise<{ payloadKey: string; userId: number }> {
  const config = await page.evaluate(() => (window as unknown as { __APP_CONFIG__: { payloadKey: string; loginCookieKey: string } }).__APP_CONFIG__);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'LoginInfo');
  assert.ok(cookie, 'the LoginInfo cookie is set after log-in');
  const info = decryptJson<LoginInfo[]>(decodeURIComponent(cookie.value), config.loginCookieKey);
  assert.ok(info?.[0]?.Id, 'the LoginInfo cookie holds the player');
  return { payloadKey: config.payloadKey, userId: info[0].Id };
}

interface PlacedBet {
  event: SportEvent;
  selectionId: number;
  selection: string;
  price: number;
  stake: number;
}

const inWindow = (price: number | undefined): price is number =>
  price !== undefined && price >= MATCH_ODDS_MIN_PRICE && price <= MATCH_ODDS_MAX_PRICE;

/** An in-play cricket runner whose best back price is inside the betting window, with its market. */
async function bettableRunner(page: Page) {
  const lists = await call<InPlaySportEventsResponse>(page, 'GET', '/api/GetInPlaySportEvents');
  const cricket = lists.json.data.sportsEventModelInPlay.flat().filter((e) => e.eid === '4' && e.IsBetLock !== 1);
  for (const event of cricket) {
    const odds = await call<MatchOddsResponse>(page, 'GET', `/api/checkGetMatchOdds/${event.marketId}/${event.gameId}`);
    const market = odds.json.Odds?.[0];
    if (!market || market.status !== 'OPEN' || market.totalMatched < TOTAL_MATCHED_THRESHOLD_CRICKET) continue;
    // The longest price in the window: its win is large enough to read in paise as well as rupees.
    const runner = market.runners
      .filter((r) => inWindow(r.ex.availableToBack[0]?.price))
      .sort((a, b) => b.ex.availableToBack[0].price - a.ex.availableToBack[0].price)[0];
    if (runner) return { event, runner, price: runner.ex.availableToBack[0].price };
  }
  return null;
}

/**
 * Saves a back bet and matches it after the market's delay, as the slip does. The simulator moves
 * its prices, so a price gone by the end of the delay ('Odds Changed!') is tried again.
 */
async function placeBackBet(page: Page): Promise<PlacedBet> {
  const { payloadKey, userId } = await sessionOf(page);
  const limits = (await call<StackLimitResponse>(page, 'GET', '/api/GetStackLimit')).json.data;
  const cricket = limits.sports.find((s) => s.id === 4);
  assert.ok(cricket, 'cricket stake limits');
  const failures: string[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const found = await bettableRunner(page);
    assert.ok(found, 'the simulator keeps in-play cricket with a price in the betting window');
    const { event, runner, price } = found;
    const stake = Math.max(100, cricket.minOddLimit);
    const preview = profitPreview({ marketKind: 'Matchodds', price, rate: 100, side: 'back', stake });
    const now = Date.now();
    const payload: SaveBetPayload = {
      BetId: newBetId(Math.random), SeriesId: event.seriesId, SportId: 4, EventId: event.gameId, Event: event.eventName,
      MarketId: event.marketId, Market: 'Matchodds', SelectionId: runner.selectionId, Selection: runner.runnerName,
      OddsType: 1, Type: 'back', OddsRequest: price, AmountStake: stake, BetType: 2, IsSettlement: 2, IsDelete: 0,
      Status: true, UserId: userId, ResultType: null, ResultAmount: 0, IpAddress: '127.0.0.1', IsMatched: true,
      EventName: event.eventName, Profit: preview.profitText, Liability: preview.liabilityText,
      MatchedTime: istShiftedIso(now), settleTime: null, PlaceTime: istShiftedIso(now),
    };
    const saved = await call<{ isSuccess: boolean; message?: string }>(page, 'POST', '/api/saveBet', { data: encryptJson(payload, payloadKey) });
    if (saved.status !== 200) {
      failures.push(`saveBet ${saved.status} ${saved.json.message}`);
      continue;
    }
    await page.waitForTimeout(cricket.betDelayTime * 1000 + 300);
    const update = { userId: payload.UserId, BetId: payload.BetId, oddsRequest: price, exposure: -stake };
    const matched = await call<{ isSuccess: boolean; message: string }>(page, 'PUT', '/api/updateUnmatchBet', { data: encryptJson(update, payloadKey) });
    if (matched.status === 200 && matched.json.isSuccess) {
      // The server fills at the live price when it is better than the one asked (matching.ts): the
      // amounts to expect are those of the fill, as My Bet lists it.
      const mine = await call<LastBetsResponse>(page, 'GET', `/api/fetchLastBet/${userId}/${event.gameId}`);
      const row = mine.json.data.find((r) => r.selectionId === runner.selectionId && r.amountStake === stake);
      assert.ok(row, `the matched bet is listed: ${JSON.stringify(mine.json)}`);
      return { event, selectionId: runner.selectionId, selection: runner.runnerName, price: row.oddsRequest, stake };
    }
    failures.push(`updateUnmatchBet ${matched.status} ${matched.json.message}`);
  }
  throw new Error(`no bet was matched: ${failures.join('; ')}`);
}

async function operator(...args: string[]): Promise<string> {
  const { stdout, stderr } = await run('npm', ['run', '--silent', 'operator', '--', ...args], { cwd: ROOT, env: operatorEnv() });
  return `${stdout}${stderr}`;
}

test('a settled bet shows in Profit Loss, the statement, the Result popup and Bet History', async () => {
  const { context, page } = await newPage(browser, DESKTOP);
  await signIn(page);
  const bet = await placeBackBet(page);
  // The amounts a player expects: a back bet that wins pays (price − 1) × stake.
  const won = Number(profitPreview({ marketKind: 'Matchodds', price: bet.price, rate: 100, side: 'back', stake: bet.stake }).profitText);
  const wonText = formatRupees(won);

  await page.goto('/current-bets');
  const current = page.getByRole('table', { name: 'Current bets' });
  await current.getByRole('row').filter({ hasText: bet.event.eventName }).filter({ hasText: bet.selection }).first().waitFor();
  await screenshot(page, 'reports-current-bets-desktop');

  // As an operator settles by hand: the market suspended first (one still open for betting is refused).
  await operator('suspend', '--market', bet.event.marketId, '--reason', 'result in');
  const settled = await operator('settle', '--market', bet.event.marketId, '--winner', String(bet.selectionId));
  assert.match(settled, /"isSuccess":\s*true|isSuccess/, settled);

  await page.goto('/profit-loss');
  const plTable = page.getByRole('table', { name: 'Profit and loss by market' });
  const plRow = plTable.getByRole('row').filter({ hasText: bet.event.eventName });
  await plRow.first().waitFor();
  assert.equal(await plRow.count(), 1);
  const plCells = await plRow.getByRole('cell').allTextContents();
  assert.deepEqual(plCells.slice(0, 4), ['Cricket', bet.event.eventName, 'Match Odds', wonText]);
  assert.equal(await plRow.locator('[data-sign]').getAttribute('data-sign'), 'profit');
  await screenshot(page, 'reports-profit-loss-desktop');

  await plRow.getByRole('button', { name: bet.event.eventName }).click();
  const popup = page.getByRole('dialog', { name: 'Result' });
  await popup.waitFor();
  await popup.getByText(bet.selection, { exact: true }).first().waitFor();
  const popupText = (await popup.textContent()) ?? '';
  assert.ok(popupText.includes('Winner') && popupText.includes('Total Bets') && popupText.includes('Ip Address'), popupText);
  const betRow = popup.getByRole('row').filter({ hasText: wonText });
  assert.equal(await betRow.first().getAttribute('data-tone'), 'back');
  await screenshot(page, 'reports-result-popup-desktop');
  await popup.getByRole('button', { name: 'Close' }).click();
  await popup.waitFor({ state: 'detached' });

  await page.goto('/account-statement');
  const statement = page.getByRole('table', { name: 'Account statement' });
  const sportRow = statement.getByRole('row').filter({ hasText: bet.event.eventName });
  await sportRow.first().waitFor();
  const statementCells = await sportRow.first().getByRole('cell').allTextContents();
  assert.equal(statementCells[3], wonText, statementCells.join(' | '));
  assert.equal(statementCells[4], '-');
  await page.getByLabel('Type').selectOption('Deposit/Withdraw Reports');
  assert.equal(await sportRow.count(), 0);
  await page.getByLabel('Type').selectOption('Sport Report');
  await sportRow.first().getByRole('button').click();
  await page.getByRole('dialog', { name: 'Result' }).waitFor();
  await screenshot(page, 'reports-statement-popup-desktop');
  await page.getByRole('dialog', { name: 'Result' }).getByRole('button', { name: 'Close' }).click();
  await screenshot(page, 'reports-statement-desktop');

  await page.goto('/bet-history');
  const historyRow = page.getByRole('table', { name: 'Bet history' }).getByRole('row').filter({ hasText: bet.event.eventName }).filter({ hasText: wonText });
  await historyRow.first().waitFor();
  assert.equal(await historyRow.first().getAttribute('data-tone'), 'back');
  await screenshot(page, 'reports-bet-history-desktop');
  await context.close();

  // The same pages on a phone: rows fold into cards, the popup fits the screen.
  const phone = await newPage(browser, PHONE);
  await signIn(phone.page);
  await phone.page.goto('/profit-loss');
  await phone.page.getByRole('table', { name: 'Profit and loss by market' }).getByRole('row').filter({ hasText: bet.event.eventName }).first().waitFor();
  await screenshot(phone.page, 'reports-profit-loss-phone');
  await phone.page.getByRole('button', { name: bet.event.eventName }).first().click();
  await phone.page.getByRole('dialog', { name: 'Result' }).waitFor();
  await screenshot(phone.page, 'reports-result-popup-phone');
  await phone.page.goto('/bet-history');
  await phone.page.getByRole('table', { name: 'Bet history' }).getByRole('row').filter({ hasText: bet.event.eventName }).first().waitFor();
  await screenshot(phone.page, 'reports-bet-history-phone');
  await phone.page.goto('/account-statement');
  await phone.page.getByRole('table', { name: 'Account statement' }).getByRole('row').filter({ hasText: bet.event.eventName }).first().waitFor();
  await screenshot(phone.page, 'reports-statement-phone');
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the statement fits the phone's width (overflow ${overflow}px)`);
  await phone.context.close();
});
