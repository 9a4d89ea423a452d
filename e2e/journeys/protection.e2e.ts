// Player protection in Chromium: a new self-registered player sets a daily
// deposit limit of ₹1,000 on the Responsible gaming page, asks for ₹800 (accepted) and ₹300 (refused
// with the limit's message); the operator approves the ₹800, the player bets and the market is
// settled, so the Profit Loss chart draws a bar; a match page shows a price sparkline per match-odds
// runner and its larger chart; then a 1-day time-out signs the player out and the log-in is refused,
// saying until when. The exclusion follows the person: the operator's page of the player lists self1,
// who saved the same UPI id, as a linked account; during the time-out self1's withdrawal to that UPI id
// is refused, and from the player's browser a sign-up with the same phone number and the demo log-in
// are refused, each saying until when. Screenshots at 1366 and 390 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE, logIn, screenshot, useBrowser } from '../support';
import { MSG } from '../../src/domain/messages';
import type { AdminWalletRequest } from '../../src/domain/contract/wallet';
import type { InPlaySportEventsResponse } from '../../src/domain/contract/sports';
import { call, operator, placeBackBet, sessionOf } from './reports.helpers';
import { operatorLogIn, CONSOLE } from './console.helpers';
import { closeWelcome, toast } from './player.helpers';
import { depositUpToSlip, makeSlip } from './wallet.helpers';

const NAME = `rg${Date.now().toString(36).slice(-6)}`;
const PASSWORD = 'guard123';
/** One number opens one account: this run's own, and a UPI id of this run's own. */
const MOBILE = `8${String(Date.now()).slice(-9)}`;
const SHARED_UPI = `${NAME}@oksbi`;

/** Saves a UPI payout account for the signed-in player of `page`, as the wallet's Add Account form does. */
async function saveUpi(page: Page, holder: string): Promise<void> {
  const { userId } = await sessionOf(page);
  const saved = await call(page, 'POST', '/api/api/selfUser/saveBankDetail', {
    userId,
    withdrawPaymentMethod: 'UPI',
    withdrawAccountHolder: holder,
    withdrawUpiId: SHARED_UPI,
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.json));
}

const openPage = useBrowser();

/** The wallet's deposit flow with a slip whose UTR the page reads itself; returns after Submit Request. */
async function askDeposit(page: Page, rupees: number, utr: string): Promise<void> {
  const slip = await makeSlip(openPage, { utr, rupees });
  await depositUpToSlip(page, rupees, { png: slip, fileName: `slip-${utr}.png` });
  await page.waitForFunction((want) => (document.querySelector('input[name="utr"]') as HTMLInputElement | null)?.value === want, utr, {
    timeout: 90_000,
  });
  await page.getByRole('button', { name: 'Submit Request' }).click();
}

async function openResponsibleGaming(page: Page): Promise<void> {
  await page.getByRole('button', { name: NAME }).click();
  await page.getByRole('link', { name: 'Responsible gaming' }).click();
  await page.getByRole('heading', { name: 'Responsible gaming', level: 1 }).waitFor();
}

/** An in-play match-odds market the feed has sampled at least twice (a sample every 15 s). */
async function matchWithHistory(page: Page): Promise<{ path: string }> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const lists = await call<InPlaySportEventsResponse>(page, 'GET', '/api/GetInPlaySportEvents');
    for (const event of lists.json.data.sportsEventModelInPlay.flat()) {
      const history = await call<{ runners: Array<{ t: number[] }> }>(page, 'GET', `/api/priceHistory/${event.marketId}`);
      if (history.status === 200 && history.json.runners.some((r) => r.t.length >= 2)) {
        return { path: `/matchscore/${event.eid}/${event.gameId}/${event.marketId}` };
      }
    }
    await page.waitForTimeout(5_000);
  }
  throw new Error('no in-play market has two price samples after a minute');
}

test('deposit limit, charts, sparkline, then a 1-day time-out', async () => {
  const { context, page } = await openPage(DESKTOP);
  const signUp = await page.request.post(`${BASE_URL}/api/api/selfuser/signUp`, {
    headers: { origin: BASE_URL },
    data: { username: NAME, password: PASSWORD, phone: MOBILE },
  });
  assert.equal(signUp.status(), 201, await signUp.text());
  await logIn(page, NAME, PASSWORD);
  await closeWelcome(page);

  // 1. A daily deposit limit of ₹1,000, at once.
  await openResponsibleGaming(page);
  const depositForm = page.getByRole('form', { name: 'Set a deposit limit' });
  await depositForm.getByLabel('Period').selectOption('day');
  await depositForm.getByLabel('Deposit limit (₹)').fill('1000');
  await depositForm.getByRole('button', { name: 'Set limit' }).click();
  await page.getByRole('status').filter({ hasText: 'Your daily deposit limit is now ₹1,000.' }).waitFor();
  const dailyRow = page.getByRole('table', { name: 'Deposit limits' }).getByRole('row').filter({ hasText: 'Daily' });
  await dailyRow.filter({ hasText: '₹1,000' }).waitFor(); // the table follows the answer's state a render later
  assert.deepEqual((await dailyRow.getByRole('cell').allTextContents()).slice(1), ['₹1,000', '₹0', '₹1,000']);
  await screenshot(page, 'protection-page-desktop');

  // 2. ₹800 accepted, ₹300 refused with what is left.
  await askDeposit(page, 800, '512345678901');
  await toast(page, MSG.requestSent);
  await askDeposit(page, 300, '512345678902');
  await toast(
    page,
    'Request Failed: Deposit limit: this deposit would pass your daily deposit limit of ₹1,000. You can deposit ₹200 more now.',
  );
  await screenshot(page, 'protection-deposit-refused-desktop');

  // 3. The operator approves the ₹800; a bet on it, settled: the Profit Loss chart has a bar.
  const { data } = JSON.parse(await operator('wallet-requests', '--status', 'pending', '--type', 'deposit')) as {
    data: AdminWalletRequest[];
  };
  const mine = data.filter((r) => r.userName === NAME);
  assert.deepEqual(
    mine.map((r) => r.Amount),
    [800],
    'only the ₹800 request was made',
  );
  await operator('approve', '--id', String(mine[0].id), '--comment', 'Received');
  const bet = await placeBackBet(page);
  // As an operator settles by hand: the market suspended first (one still open for betting is refused).
  await operator('suspend', '--market', bet.event.marketId, '--reason', 'result in');
  await operator('settle', '--market', bet.event.marketId, '--winner', String(bet.selectionId));
  await page.goto('/profit-loss');
  await page
    .getByRole('table', { name: 'Profit and loss by market' })
    .getByRole('row')
    .filter({ hasText: bet.event.eventName })
    .first()
    .waitFor();
  const chart = page.getByRole('img', { name: /Daily profit and loss/ });
  await chart.locator('canvas').waitFor();
  assert.ok(await chart.locator('canvas').evaluate((c: HTMLCanvasElement) => c.width > 200 && c.height > 100), 'the P&L chart is drawn');
  await screenshot(page, 'protection-profit-loss-chart-desktop');

  // 4. A match page: each match-odds runner has a sparkline; a tap opens the larger chart.
  const match = await matchWithHistory(page);
  await page.goto(match.path);
  const spark = page.getByRole('button', { name: /^Price chart .*: last 30 minutes$/ }).first();
  await spark.waitFor({ timeout: 30_000 });
  assert.ok(await spark.locator('polyline').getAttribute('points'), 'the sparkline has points');
  await screenshot(page, 'protection-sparkline-desktop');
  await spark.click();
  const bigChart = page.getByRole('dialog', { name: /last 30 minutes/ });
  await bigChart.locator('canvas').waitFor();
  await screenshot(page, 'protection-price-chart-desktop');
  await bigChart.getByRole('button', { name: 'Close' }).click();

  // 5. The same pages on a 390 px phone.
  const phone = await openPage(PHONE);
  await logIn(phone.page, NAME, PASSWORD);
  await closeWelcome(phone.page);
  await phone.page.goto('/responsible-gaming');
  await phone.page.getByRole('heading', { name: 'Responsible gaming', level: 1 }).waitFor();
  await screenshot(phone.page, 'protection-page-phone');
  await phone.page.goto('/profit-loss');
  await phone.page
    .getByRole('img', { name: /Daily profit and loss/ })
    .locator('canvas')
    .waitFor();
  await screenshot(phone.page, 'protection-profit-loss-chart-phone');
  await phone.page.goto(match.path);
  await phone.page
    .getByRole('button', { name: /^Price chart / })
    .first()
    .waitFor({ timeout: 30_000 });
  await screenshot(phone.page, 'protection-sparkline-phone');
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the match page fits the phone (overflow ${overflow}px)`);

  // 6. The player and self1 save one UPI id: the operator's page of the player lists self1 as linked.
  await saveUpi(page, 'RG Player');
  const self1 = await openPage(DESKTOP);
  await logIn(self1.page, 'self1', 'self123');
  await closeWelcome(self1.page);
  await saveUpi(self1.page, 'Self One');
  const desk = await openPage(CONSOLE);
  await operatorLogIn(desk.page, `/admin/players/${NAME}`);
  const linked = desk.page.getByRole('list', { name: 'Linked accounts' });
  await linked.getByRole('link', { name: 'self1', exact: true }).waitFor();
  await linked.getByText(`UPI id: ${NAME.slice(0, 2)}${'*'.repeat(NAME.length - 2)}@oksbi`).waitFor();
  await desk.page.getByRole('heading', { name: 'Linked accounts' }).scrollIntoViewIfNeeded();
  await screenshot(desk.page, 'protection-linked-accounts-console');
  await desk.context.close();

  // 7. A 1-day time-out: signed out here at once (and on the phone), log-in refused until it ends.
  await openResponsibleGaming(page);
  const timeout = page.getByRole('form', { name: 'Take a time-out' });
  await timeout.getByLabel('Time-out length').selectOption('1d');
  await timeout.getByRole('button', { name: 'Take a time-out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your time-out' });
  await screenshot(page, 'protection-timeout-confirm-desktop');
  await confirm.getByRole('button', { name: 'Start my time-out' }).click();
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
  await toast(page, 'Your time-out has started. It ends on');
  const refused = await phone.page.evaluate(async () => (await fetch('/api/protection', { credentials: 'include' })).status);
  assert.equal(refused, 401, "the phone's session ended too");

  await page.getByLabel('User Name').fill(NAME);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await toast(page, 'You are on a time-out until');
  assert.equal(new URL(page.url()).pathname, '/login');
  await screenshot(page, 'protection-login-refused-desktop');
  await phone.page.goto('/login');
  await phone.page.getByLabel('User Name').fill(NAME);
  await phone.page.getByLabel('Password').fill(PASSWORD);
  await phone.page.getByRole('button', { name: 'Login', exact: true }).click();
  await toast(phone.page, 'You are on a time-out until');
  await screenshot(phone.page, 'protection-login-refused-phone');
  await phone.context.close();

  // 8. The time-out follows the person: self1's withdrawal to the shared UPI id is refused, and from
  // this browser a new account with the same number (written with 91) and the demo log-in are too.
  const { userId: self1Id } = await sessionOf(self1.page);
  const payout = await call<{ message: string }>(self1.page, 'POST', '/api/api/selfUser/withdrawRequest', {
    userId: self1Id,
    withdrawAmountBtn: 200,
    paymentMethod: 'UPI',
    accountHName: 'Self One',
    UPIID: SHARED_UPI,
  });
  assert.equal(payout.status, 403);
  assert.match(payout.json.message, /^Withdrawals are refused during your time-out or self-exclusion \(until .+ IST\)\.$/);
  await self1.context.close();

  await page.goto('/signup');
  await page.getByLabel('User Name', { exact: true }).fill(`${NAME}b`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Your Mobile', { exact: true }).fill(`91${MOBILE}`);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByText(/^You are on a time-out until .+ IST\. A new account cannot be opened until then\.$/).waitFor();
  await screenshot(page, 'protection-signup-refused-desktop');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with demo Id' }).click();
  await toast(page, 'You are on a time-out until');
  assert.equal(new URL(page.url()).pathname, '/login');
  await context.close();
});
