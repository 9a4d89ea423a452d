// The console as a back office, in Chromium at 1366 and 390 px, each job done by the staff member whose
// job it is: a trader reads a market's liability by runner name on the risk page; support opens a
// player whose log-in is locked and reads why (the reason, who, when), writes a note and sets the KYC
// status with its reason; a cashier approves a withdrawal with the bank's payout reference, and above
// the four-eyes threshold a second cashier completes it; the player's statement line then reads
// "Withdrawal (ref …)". Screenshots in e2e/artifacts/backoffice-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { PHONE, useBrowser } from '../support';
import { signIn } from './betting.helpers';
import { CONSOLE, operatorLogIn, pageShot } from './console.helpers';
import { closeWelcome, self1WithdrawsByUpi } from './player.helpers';
import { call, placeBackBet, sessionOf } from './reports.helpers';
import { logIn } from '../support';

const openPage = useBrowser();

const TRADER = { username: 'bo_trader', password: 'bo-trader-2026' };
const SUPPORT = { username: 'bo_support', password: 'bo-support-2026' };
const CLERK_ONE = { username: 'bo_clerk_one', password: 'bo-clerk-one-2026' };
const CLERK_TWO = { username: 'bo_clerk_two', password: 'bo-clerk-two-2026' };
const LOCKED = { username: 'bo_locked', password: 'bo-locked-2026' };
const LOCK_REASON = 'Chargeback on the last deposit: under review';
const WITHDRAWAL = 300;
const PAYOUT_REF = 'IMPS 634512789012';

async function staffLogIn(page: Page, who: { username: string; password: string }, path: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Operator name').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/admin/login');
  await page.goto(path);
}

async function selectWithdrawal(page: Page): Promise<void> {
  const formatted = WITHDRAWAL.toLocaleString('en-IN', { minimumFractionDigits: 2 });
  await page.getByRole('button', { name: new RegExp(`^Withdrawal \\d+ of self1, ₹${formatted}$`) }).click();
  await page.locator('[aria-current="true"]').filter({ hasText: 'self1' }).waitFor();
}

test('a trader reads liability by runner name; support sees why a log-in is locked; a withdrawal paid with four eyes', async () => {
  const owner = await openPage(CONSOLE);
  await operatorLogIn(owner.page, '/admin/staff');
  for (const [who, role] of [
    [TRADER, 'trader'],
    [SUPPORT, 'support'],
    [CLERK_ONE, 'cashier'],
    [CLERK_TWO, 'cashier'],
  ] as const) {
    const created = await call(owner.page, 'POST', '/api/admin/staff', { ...who, roles: [role] });
    assert.equal(created.status, 201, JSON.stringify(created.json));
  }

  // 1. A bet on an in-play cricket market; the trader opens it on the risk page and reads each runner by name.
  const bettor = await openPage({ width: 1366, height: 800 });
  await signIn(bettor.page);
  const bet = await placeBackBet(bettor.page);
  const trader = await openPage(CONSOLE);
  await staffLogIn(trader.page, TRADER, '/admin/risk');
  const markets = trader.page.getByRole('table', { name: 'Open markets' });
  await markets.getByRole('row').filter({ hasText: bet.event.marketId }).getByRole('button').click();
  const book = trader.page.getByRole('region', { name: `Book of ${bet.event.marketId}` });
  const byWinner = book.getByRole('table', { name: 'House by winner' });
  const row = byWinner.getByRole('row').filter({ hasText: bet.selection });
  await row.waitFor();
  assert.doesNotMatch((await byWinner.textContent()) ?? '', /Selection \d/);
  // The house loses what the runner backed would win if it wins: its row is negative.
  assert.match((await row.textContent()) ?? '', /-₹/);
  await pageShot(trader.page, 'backoffice-risk-runner-names-desktop');
  const traderPhone = await openPage(PHONE);
  await staffLogIn(traderPhone.page, TRADER, '/admin/risk');
  await traderPhone.page
    .getByRole('table', { name: 'Open markets' })
    .getByRole('row')
    .filter({ hasText: bet.event.marketId })
    .getByRole('button')
    .click();
  await traderPhone.page
    .getByRole('region', { name: `Book of ${bet.event.marketId}` })
    .getByRole('table', { name: 'House by winner' })
    .getByRole('row')
    .filter({ hasText: bet.selection })
    .waitFor();
  await pageShot(traderPhone.page, 'backoffice-risk-runner-names-phone');

  // 2. The owner locks a player's log-in with a reason; support opens the player and reads why.
  const created = await call<{ id: number }>(owner.page, 'POST', '/api/admin/users', { ...LOCKED, credit: 500, exposureLimit: 5000 });
  assert.equal(created.status, 201, JSON.stringify(created.json));
  const locked = await call(owner.page, 'POST', `/api/admin/users/${created.json.id}/lock-login`, { reason: LOCK_REASON });
  assert.equal(locked.status, 200, JSON.stringify(locked.json));
  for (const viewport of [CONSOLE, PHONE]) {
    const support = await openPage(viewport);
    await staffLogIn(support.page, SUPPORT, `/admin/players/${LOCKED.username}`);
    const access = support.page.getByRole('region', { name: 'Access' });
    await access.getByText('Log-in locked').waitFor();
    await access.getByText(LOCK_REASON).waitFor();
    await access.getByText(/operator, \d{4}-\d\d-\d\d \d\d:\d\d:\d\d IST/).waitFor();
    const lockGroup = support.page.getByRole('group', { name: 'Log-in lock' });
    await lockGroup.getByRole('button', { name: 'Unlock log-in' }).waitFor();
    assert.equal(await lockGroup.getByRole('button', { name: 'Lock log-in', exact: true }).count(), 0);
    await pageShot(support.page, `backoffice-locked-player-${viewport === PHONE ? 'phone' : 'desktop'}`);

    // Support writes what it did (a note: author and IST time) and sets the KYC status with its reason.
    const phone = viewport === PHONE;
    const note = phone ? 'Player called back: sending a clearer PAN photo.' : 'Called the player about the chargeback.';
    const notes = support.page.getByRole('region', { name: 'Notes' });
    await notes.getByLabel('New note').fill(note);
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByRole('list', { name: 'Notes' }).getByText(note).waitFor();
    await notes
      .getByText(/bo_support, \d{4}-\d\d-\d\d \d\d:\d\d:\d\d IST/)
      .first()
      .waitFor();
    const kyc = support.page.getByRole('region', { name: 'KYC' });
    const kycForm = kyc.getByRole('form', { name: 'Change the KYC status' });
    await kycForm.getByLabel('New KYC status').selectOption(phone ? 'pending' : 'rejected');
    if (!phone) {
      await kycForm.getByRole('button', { name: 'Save KYC status' }).click();
      await kycForm.getByText('Give the reason the KYC is rejected').waitFor();
    }
    await kycForm.getByRole('textbox').fill(phone ? 'New PAN photo expected today' : 'PAN photo unreadable');
    await kycForm.getByRole('button', { name: 'Save KYC status' }).click();
    await kyc.getByText(phone ? 'New PAN photo expected today' : 'PAN photo unreadable', { exact: true }).waitFor();
    await kyc
      .getByLabel('KYC status', { exact: true })
      .getByText(phone ? 'Pending' : 'Rejected', { exact: true })
      .waitFor();
    await notes.scrollIntoViewIfNeeded();
    await pageShot(support.page, `backoffice-player-notes-kyc-${phone ? 'phone' : 'desktop'}`);
  }

  // 3. Four eyes above ₹200: self1 asks ₹300; clerk one pays it and approves with the payout reference
  // (first approval), clerk two completes it on a phone; the player's statement line names the reference.
  const threshold = await call(owner.page, 'PUT', '/api/admin/wallet-settings', {
    secondApprovalAbove: 200,
    reason: 'four eyes in the journey',
  });
  assert.equal(threshold.status, 200, JSON.stringify(threshold.json));
  const player = await openPage({ width: 1366, height: 800 });
  await logIn(player.page, 'self1', 'self123');
  await closeWelcome(player.page);
  await self1WithdrawsByUpi(player.page, WITHDRAWAL);

  const clerkOne = await openPage(CONSOLE);
  await staffLogIn(clerkOne.page, CLERK_ONE, '/admin/withdrawals');
  await selectWithdrawal(clerkOne.page);
  const detail = clerkOne.page.getByRole('region', { name: /^Withdrawal \d+$/ });
  await detail.getByRole('button', { name: 'Claim' }).click();
  await detail.getByText('Claimed by you').waitFor();
  await detail.getByRole('button', { name: /^Paid — approve/ }).click();
  await detail.getByRole('alert').filter({ hasText: 'Type the payout reference' }).waitFor();
  await detail.getByLabel(/Payout reference/).fill(PAYOUT_REF);
  await detail.getByRole('button', { name: /^Paid — approve/ }).click();
  await clerkOne.page.getByRole('alert').filter({ hasText: "First approval of self1's withdrawal recorded" }).first().waitFor();
  await detail.getByText('First approval by bo_clerk_one (you)', { exact: false }).waitFor();
  await pageShot(clerkOne.page, 'backoffice-withdrawal-first-approval-desktop');

  const clerkTwo = await openPage(PHONE);
  await staffLogIn(clerkTwo.page, CLERK_TWO, '/admin/withdrawals');
  await selectWithdrawal(clerkTwo.page);
  const second = clerkTwo.page.getByRole('region', { name: /^Withdrawal \d+$/ });
  await second.getByText('First approval by bo_clerk_one', { exact: false }).waitFor();
  await pageShot(clerkTwo.page, 'backoffice-withdrawal-second-approver-phone');
  await second.getByRole('button', { name: /^Second approval — pay out/ }).click();
  await clerkTwo.page.getByRole('alert').filter({ hasText: 'Withdrawal of self1 approved.' }).first().waitFor();

  const { userId } = await sessionOf(player.page);
  const now = new Date(Date.now() + 5.5 * 3600_000);
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const statement = await call<{ accountstatement?: Array<{ remarks: string; withdraw: number }> }>(
    player.page,
    'GET',
    `/api/GetAccountStatement/${userId}?fromDateTime=${encodeURIComponent(`${day(-1)} 00:00:00`)}&toDateTime=${encodeURIComponent(`${day(1)} 23:59:59`)}`,
  );
  assert.equal(statement.status, 200, JSON.stringify(statement.json));
  const line = statement.json.accountstatement?.find((r) => r.remarks === `Withdrawal (ref ${PAYOUT_REF})`);
  assert.ok(line, `the statement has the line: ${JSON.stringify(statement.json.accountstatement?.slice(-3))}`);
  assert.equal(line.withdraw, WITHDRAWAL);

  // Support sees the same line on the player's ledger in the console.
  await owner.page.goto('/admin/players/self1');
  await owner.page.getByText(`Withdrawal (ref ${PAYOUT_REF})`).first().waitFor();
  await pageShot(owner.page, 'backoffice-player-ledger-desktop');
  await call(owner.page, 'PUT', '/api/admin/wallet-settings', { secondApprovalAbove: null, reason: 'journey done' });
});
