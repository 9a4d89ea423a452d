// The wallet in Chromium against the running product: self1 deposits ₹500 with a
// slip whose UTR the browser reads by itself, the operator approves it on the command line and the
// balance grows; a withdrawal beyond the balance is refused, one of ₹200 reserves the money until the
// operator rejects it. Then every wallet view at 1366 and 390 px for a person to look at.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { BASE_URL, DESKTOP, PHONE, logIn, operatorEnv, screenshot, useBrowser } from '../support';
import { MSG } from '../../src/domain/messages';
import type { AdminWalletRequest } from '../../src/domain/contract/wallet';
import { closeWelcome, headerBalance, toast, waitForHeaderBalance } from './player.helpers';
import { fillBankAccount, makeSlip, openAddBankAccount, openAsSelf1 } from './wallet.helpers';

const ROOT = path.resolve(__dirname, '..', '..');
const UTR = '412345678901';

const openPage = useBrowser();

/** `npm run operator -- …` against the e2e server; its answer is JSON. */
function operator(...args: string[]): unknown {
  const out = execFileSync('npm', ['run', '--silent', 'operator', '--', ...args], { cwd: ROOT, env: operatorEnv(), encoding: 'utf8' });
  return JSON.parse(out);
}

function pendingRequest(type: 'deposit' | 'withdraw', amount: number): AdminWalletRequest {
  const { data } = operator('wallet-requests', '--status', 'pending', '--type', type) as { data: AdminWalletRequest[] };
  const found = data.find((r) => r.userName === 'self1' && r.Amount === amount);
  assert.ok(found, `no pending ${type} of ${amount} for self1 in ${JSON.stringify(data)}`);
  return found;
}

test('deposit with an OCR-read UTR, operator approval; withdrawals refused, reserved and released', async () => {
  const slip = await makeSlip(openPage, { utr: UTR, rupees: 500, paidTo: 'Exchange Payments', date: '21 Nov 2026, 03:15 PM' });
  const { context, page } = await openPage(DESKTOP);
  // Fully offline (design §8): every file the page and its OCR worker fetch comes from our server.
  const foreign: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== new URL(BASE_URL).origin) foreign.push(url.href);
  });
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  const ocrFiles: string[] = [];
  context.on('requestfinished', (request) => {
    if (request.url().includes('/api/ocr/')) ocrFiles.push(new URL(request.url()).pathname);
  });
  await logIn(page, 'self1', 'self123');
  await closeWelcome(page);
  const start = await headerBalance(page);

  await page.goto('/wallet-gateway');
  await page.getByRole('navigation', { name: 'Wallet' }).waitFor();
  await screenshot(page, 'wallet-menu-desktop');
  await page.getByRole('button', { name: /Wallet Deposit/ }).click();

  const amountPopup = page.getByRole('dialog', { name: 'Deposit Amount' });
  await amountPopup.getByRole('button', { name: 'Next' }).click();
  await toast(page, MSG.depositAmountRequired);
  await amountPopup.getByRole('button', { name: 'Add ₹500' }).click();
  await screenshot(page, 'wallet-amount-popup-desktop');
  await amountPopup.getByRole('button', { name: 'Next' }).click();

  const rules = page.getByRole('dialog', { name: 'Deposit Rules' });
  await rules.waitFor();
  await screenshot(page, 'wallet-rules-bengali-desktop');
  await rules.getByRole('button', { name: 'OK' }).click();
  await page.getByText('exchange.pay@okaxis').first().waitFor();
  await page.getByRole('img', { name: /QR code to pay/ }).waitFor();
  assert.ok(
    await page.getByRole('img', { name: /QR code to pay/ }).evaluate((img: HTMLImageElement) => img.naturalWidth > 0),
    'the QR image loads',
  );

  await page.getByLabel('Upload payment slip').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip });
  await page.getByRole('progressbar', { name: 'Reading payment slip' }).waitFor();
  await screenshot(page, 'wallet-deposit-reading-desktop');
  const utrField = page.getByLabel('Transaction Id (UTR)');
  await page.waitForFunction((want) => (document.querySelector('input[name="utr"]') as HTMLInputElement | null)?.value === want, UTR, {
    timeout: 60_000,
  });
  assert.equal(await utrField.inputValue(), UTR);
  await screenshot(page, 'wallet-deposit-filled-desktop');
  assert.deepEqual(foreign, [], 'nothing is fetched from another host');
  assert.deepEqual(cspViolations, [], 'the OCR worker runs under the page CSP as it is');
  assert.ok(
    ocrFiles.some((p) => p.endsWith('/worker.min.js')),
    `the worker came from our server: ${ocrFiles.join(', ')}`,
  );
  assert.ok(
    ocrFiles.some((p) => p.endsWith('eng.traineddata.gz')),
    `the English data came from our server: ${ocrFiles.join(', ')}`,
  );

  await page.getByRole('button', { name: 'Submit Request' }).click();
  await toast(page, MSG.requestSent);
  await page.getByRole('heading', { name: 'Wallet History' }).waitFor();
  await page.getByTestId('wallet-request').filter({ hasText: 'Deposit request Pending' }).first().waitFor();
  await screenshot(page, 'wallet-history-pending-desktop');

  const deposit = pendingRequest('deposit', 500);
  assert.equal(deposit.UTRNo, UTR);
  operator('approve', '--id', String(deposit.id), '--comment', 'Payment received');
  await page.goto('/wallet-gateway?view=history');
  await waitForHeaderBalance(page, start + 500);
  const approved = page.getByTestId('wallet-request').filter({ hasText: 'Deposit request Approved' }).first();
  await approved.click();
  const detail = page.getByRole('dialog', { name: 'Deposit request Approved' });
  await detail.getByText('Payment received').waitFor();
  await detail.getByText(UTR).waitFor();
  await screenshot(page, 'wallet-history-detail-desktop');
  await detail.getByRole('button', { name: 'Close' }).click();

  await page.goto('/wallet-gateway?view=withdraw');
  const withdrawAmount = page.getByLabel('Withdraw amount');
  await withdrawAmount.fill(String(start + 500 + 1000));
  await page.getByRole('button', { name: 'Continue to Withdraw' }).click();
  await toast(page, MSG.insufficientFunds);
  await withdrawAmount.fill('200');
  await page.getByLabel('Account holder name').fill('Self One');
  await page.getByLabel('UPI ID').fill('selfone@oksbi');
  await screenshot(page, 'wallet-withdraw-desktop');
  await page.getByRole('button', { name: 'Continue to Withdraw' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Withdrawal' });
  await confirm.getByText('₹200.00').waitFor();
  await screenshot(page, 'wallet-withdraw-confirm-desktop');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await toast(page, MSG.requestSent);
  await page.getByTestId('wallet-request').filter({ hasText: 'Withdraw request Pending' }).first().waitFor();
  await waitForHeaderBalance(page, start + 500 - 200);
  assert.equal(
    await page.getByTestId('wallet-available').innerText(),
    `₹${(start + 300).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
  );

  const withdrawal = pendingRequest('withdraw', 200);
  operator('reject', '--id', String(withdrawal.id), '--comment', 'Name does not match the account');
  await page.goto('/wallet-gateway?view=history');
  await waitForHeaderBalance(page, start + 500);
  await page.getByTestId('wallet-request').filter({ hasText: 'Withdraw request Rejected' }).first().click();
  await page.getByRole('dialog', { name: 'Withdraw request Rejected' }).getByText('Name does not match the account').waitFor();
  await context.close();
});

test('saved accounts, Add Account and the history filter, at 1366 px', async () => {
  const { context, page } = await openAsSelf1(openPage, DESKTOP);
  await openAddBankAccount(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, MSG.fillAllInputFields);
  await fillBankAccount(page, { number: '30012345678', ifsc: 'SBIN0001234', bank: 'State Bank of India' });
  await screenshot(page, 'wallet-add-account-desktop');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('State Bank of India · A/c ••••••5678 · SBIN0001234').waitFor();
  await page.getByLabel('Withdraw amount').fill('250');
  // The account just saved (self1 may hold others from earlier journeys: each row has its own buttons).
  const saved = page
    .getByRole('list', { name: 'Saved accounts' })
    .getByRole('listitem')
    .filter({ hasText: 'State Bank of India · A/c ••••••5678 · SBIN0001234' });
  await saved.getByRole('button', { name: 'Withdraw 250 to Bank' }).waitFor();
  await screenshot(page, 'wallet-saved-accounts-desktop');
  await saved.getByRole('button', { name: /Remove State Bank of India/ }).click();
  await page.getByRole('dialog', { name: MSG.deleted }).getByText(MSG.bankDeleted).waitFor();
  await page.getByRole('dialog', { name: MSG.deleted }).waitFor({ state: 'detached', timeout: 5000 });

  await page.goto('/wallet-gateway?view=history');
  await page.getByRole('button', { name: 'Filter' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter' });
  await filter.getByRole('checkbox', { name: 'Pending' }).uncheck();
  assert.equal(await filter.getByRole('checkbox', { name: 'All' }).isChecked(), false);
  await screenshot(page, 'wallet-history-filter-desktop');
  await filter.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('Approved, Rejected').waitFor();
  await context.close();
});

test('the wallet on a 390 px phone', async () => {
  const slip = await makeSlip(openPage, { utr: UTR, rupees: 500, paidTo: 'Exchange Payments', date: '21 Nov 2026, 03:15 PM' });
  const { context, page } = await openAsSelf1(openPage, PHONE);
  await page.getByRole('link', { name: 'DEPOSIT' }).click();
  const amountPopup = page.getByRole('dialog', { name: 'Deposit Amount' });
  await amountPopup.getByLabel('Deposit amount').fill('1000');
  await screenshot(page, 'wallet-amount-popup-phone');
  await amountPopup.getByRole('button', { name: 'Next' }).click();
  await screenshot(page, 'wallet-rules-bengali-phone');
  await page.getByRole('dialog', { name: 'Deposit Rules' }).getByRole('button', { name: 'English' }).click();
  await screenshot(page, 'wallet-rules-english-phone');
  await page.getByRole('dialog', { name: 'Deposit Rules' }).getByRole('button', { name: 'OK' }).click();
  await page.getByText('exchange.pay@okaxis').first().waitFor();
  await screenshot(page, 'wallet-deposit-phone');
  await page.getByLabel('Upload payment slip').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip });
  await page.waitForFunction((want) => (document.querySelector('input[name="utr"]') as HTMLInputElement | null)?.value === want, UTR, {
    timeout: 60_000,
  });
  await page.getByLabel('Transaction Id (UTR)').scrollIntoViewIfNeeded();
  await screenshot(page, 'wallet-deposit-filled-phone');

  await page.getByRole('button', { name: 'Back to wallet menu' }).click();
  await page.getByRole('navigation', { name: 'Wallet' }).waitFor();
  await screenshot(page, 'wallet-menu-phone');
  await page.goto('/wallet-gateway?view=withdraw');
  await page.getByRole('button', { name: 'Continue to Withdraw' }).waitFor();
  await screenshot(page, 'wallet-withdraw-phone');
  await page.goto('/wallet-gateway?view=history');
  await page.getByTestId('wallet-request').first().waitFor();
  await screenshot(page, 'wallet-history-phone');
  await context.close();
});
