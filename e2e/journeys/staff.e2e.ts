// Staff accounts in Chromium: the owner creates a cashier and an auditor on the Staff page; the cashier
// turns on two-factor with the key the page shows (the code computed here, as an authenticator app
// would), logs in with the password and a code, and approves a player's deposit; the Settings and
// Staff pages are not offered to the cashier and their API calls answer 403; the auditor reads the
// audit log filtered by the cashier, who is named with their role. Screenshots in e2e/artifacts/staff-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { generateSync } from 'otplib';
import { logIn, useBrowser } from '../support';
import { MSG } from '../../src/domain/messages';
import { CONSOLE, operatorLogIn, pageShot } from './console.helpers';
import { closeWelcome } from './player.helpers';
import { depositUpToSlip, makeSlip } from './wallet.helpers';

const UTR = '498765432177';
const DEPOSIT = 900;
const CASHIER = { username: 'cash_anita', password: 'anita-cash-2026', name: 'Anita (cashier)' };
const AUDITOR = { username: 'audit_ravi', password: 'ravi-audit-2026', name: 'Ravi (auditor)' };
const STEP_MS = 30_000;

const openPage = useBrowser();

async function createStaff(page: Page, who: { username: string; password: string; name: string }, role: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Create a staff account' });
  await form.getByLabel('Username').fill(who.username);
  await form.getByLabel('Display name').fill(who.name);
  await form.getByLabel('First password').fill(who.password);
  await form.getByRole('checkbox', { name: role }).check();
  await form.getByRole('button', { name: 'Create staff account' }).click();
  await page.getByRole('table', { name: 'Staff' }).getByRole('cell', { name: who.username, exact: true }).waitFor();
}

async function staffLogIn(page: Page, who: { username: string; password: string }): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Operator name').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The authenticator's code for the next 30-second step: the step of the enrolment's code is used up. */
async function nextStepCode(secret: string, usedAt: number): Promise<string> {
  const usedStep = Math.floor(usedAt / STEP_MS);
  const wait = (usedStep + 1) * STEP_MS - Date.now() + 200;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) });
}

test('a cashier with two-factor approves a deposit, sees no settings or staff; the auditor reads their name in the log', async () => {
  const owner = await openPage(CONSOLE);
  const cashier = await openPage(CONSOLE);
  const auditor = await openPage(CONSOLE);
  const player = await openPage({ width: 1366, height: 800 });

  // The owner creates the two accounts on the Staff page.
  await operatorLogIn(owner.page, '/admin/staff');
  await createStaff(owner.page, CASHIER, 'Cashier');
  await createStaff(owner.page, AUDITOR, 'Auditor');
  await pageShot(owner.page, 'staff-page-owner');

  // The cashier logs in with the password alone (two-factor not on yet) and turns it on.
  await staffLogIn(cashier.page, CASHIER);
  await cashier.page.waitForURL((url) => url.pathname === '/admin/deposits');
  await cashier.page.getByRole('link', { name: 'My account' }).click();
  await cashier.page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await cashier.page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await cashier.page.getByLabel('Two-factor key').textContent())?.trim() ?? '';
  assert.match(secret, /^[A-Z2-7]{32}$/);
  await pageShot(cashier.page, 'staff-enrol-qr');
  const enrolledAt = Date.now();
  await cashier.page.getByLabel('Code from the app').fill(generateSync({ secret, epoch: Math.floor(enrolledAt / 1000) }));
  await cashier.page.getByRole('button', { name: 'Turn it on' }).click();
  const codes = cashier.page.getByRole('list', { name: 'Recovery codes' });
  await codes.waitFor();
  assert.equal(await codes.getByRole('listitem').count(), 10);
  await cashier.page.getByRole('button', { name: 'I have saved them: log in again' }).click();

  // The log-in now asks for a code: a wrong one is refused, the app's current one lets the cashier in.
  await staffLogIn(cashier.page, CASHIER);
  await cashier.page.getByRole('alert').filter({ hasText: 'Enter the 6-digit code from your authenticator app.' }).waitFor();
  const code = await nextStepCode(secret, enrolledAt);
  await cashier.page.getByLabel('Two-factor code').fill(code === '000000' ? '111111' : '000000');
  await cashier.page.getByRole('button', { name: 'Log in' }).click();
  await cashier.page.getByRole('alert').filter({ hasText: 'That code is wrong' }).waitFor();
  await cashier.page.getByLabel('Two-factor code').fill(code);
  await pageShot(cashier.page, 'staff-login-code');
  await cashier.page.getByRole('button', { name: 'Log in' }).click();
  await cashier.page.waitForURL((url) => url.pathname === '/admin/deposits');
  await cashier.page
    .getByLabel('Signed in as')
    .filter({ hasText: `${CASHIER.name} (Cashier)` })
    .waitFor();

  // What a cashier is offered: the alerts, the queues and their own account; no settings, no staff, no audit log.
  const sections = cashier.page.getByRole('navigation', { name: 'Console sections' });
  await sections.getByRole('link', { name: /Deposits/ }).waitFor();
  const offered = (await sections.getByRole('link').allTextContents()).map((t) => t.replace(/\d+$/, '').trim());
  assert.deepEqual(offered, ['Alerts', 'Deposits', 'Withdrawals', 'Ledger', 'My account']);
  for (const path of ['/api/admin/settings', '/api/admin/staff']) {
    const answer = await cashier.page.request.get(path);
    assert.equal(answer.status(), 403, path);
    assert.match((await answer.json()).message, /Your role may not do this/);
  }
  await cashier.page.goto('/admin/settings');
  await cashier.page.getByText('Your role does not include this page.').waitFor();

  // A player deposits with a slip; the cashier approves it.
  const slip = await makeSlip(openPage, { utr: UTR, rupees: DEPOSIT, paidTo: 'Exchange Payments', date: '27 Nov 2026, 10:05 AM' });
  await logIn(player.page, 'self1', 'self123');
  await closeWelcome(player.page);
  await depositUpToSlip(player.page, DEPOSIT, { png: slip, fileName: 'slip.png' });
  await player.page.waitForFunction(
    (want) => (document.querySelector('input[name="utr"]') as HTMLInputElement | null)?.value === want,
    UTR,
    {
      timeout: 120_000,
    },
  );
  await player.page.getByRole('button', { name: 'Submit Request' }).click();
  await player.page.getByRole('alert').filter({ hasText: MSG.requestSent }).first().waitFor();
  await cashier.page.goto('/admin/deposits');
  const formatted = DEPOSIT.toLocaleString('en-IN', { minimumFractionDigits: 2 });
  await cashier.page.getByRole('button', { name: new RegExp(`^Deposit \\d+ of self1, ₹${formatted}$`) }).click();
  const detail = cashier.page.getByRole('region', { name: /^Deposit \d+$/ });
  await detail.getByText(UTR).first().waitFor();
  // The console's own reading of the slip finds the merchant's UPI id on it: the payee matches.
  await detail.getByText('✓ Paid to the merchant (UPI id)').waitFor({ timeout: 120_000 });
  await pageShot(cashier.page, 'staff-cashier-deposit-payee');
  await cashier.page.locator('body').click({ position: { x: 5, y: 300 } });
  await cashier.page.keyboard.press('a');
  await cashier.page.getByRole('alert').filter({ hasText: 'Deposit of self1 approved.' }).first().waitFor();
  await pageShot(cashier.page, 'staff-cashier-deposits');

  // The auditor reads the log, filtered by the cashier: the approval names them and their role.
  await staffLogIn(auditor.page, AUDITOR);
  await auditor.page.waitForURL((url) => url.pathname === '/admin/dashboard');
  await auditor.page.getByRole('link', { name: 'Audit log' }).click();
  await auditor.page.getByLabel('Staff member').fill(CASHIER.username);
  await auditor.page.getByRole('button', { name: 'Apply' }).click();
  const approval = auditor.page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'wallet.approve' });
  await approval.first().waitFor();
  const cells = await approval.first().getByRole('cell').allTextContents();
  assert.equal(cells[1], CASHIER.username);
  assert.equal(cells[2], 'cashier');
  // The auditor reads everything but changes nothing: a settings change answers 403.
  const change = await auditor.page.request.patch('/api/admin/settings/master', {
    data: { siteMessage: 'hello' },
    headers: { origin: new URL(auditor.page.url()).origin },
  });
  assert.equal(change.status(), 403);
  await pageShot(auditor.page, 'staff-audit-auditor');
});
