// What a player's journey does on every page: close the welcome popup, wait for a toast, read the
// header's balance; self1's withdrawal. Shared by the journeys of the wallet, the console, protection, auth and sports.
import type { Page } from 'playwright-core';
import { MSG } from '../../src/domain/messages';

/** The welcome popup every log-in shows (unless a password change is due): closed as a player would. */
export async function closeWelcome(page: Page): Promise<void> {
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await welcome.waitFor();
  await welcome.getByRole('button', { name: 'Close', exact: true }).click();
  await welcome.waitFor({ state: 'detached' });
}

export async function toast(page: Page, message: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: message }).first().waitFor();
}

/** The header's "Balance: ₹5,000.00" as a number of rupees. */
export async function headerBalance(page: Page): Promise<number> {
  const text = await page
    .getByRole('banner')
    .getByText(/Balance: ₹[\d,]+\.\d\d/)
    .first()
    .innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

export async function waitForHeaderBalance(page: Page, expected: number): Promise<void> {
  const formatted = expected.toLocaleString('en-IN', { minimumFractionDigits: 2 });
  await page.getByRole('banner').getByText(`Balance: ₹${formatted}`).first().waitFor();
}

/** self1 asks to withdraw `rupees` to a UPI id through the wallet's withdraw view, and reads the confirmation. */
export async function self1WithdrawsByUpi(page: Page, rupees: number): Promise<void> {
  await page.goto('/wallet-gateway?view=withdraw');
  await page.getByLabel('Withdraw amount').fill(String(rupees));
  await page.getByLabel('Account holder name').fill('Self One');
  await page.getByLabel('UPI ID').fill('selfone@oksbi');
  await page.getByRole('button', { name: 'Continue to Withdraw' }).click();
  await page.getByRole('dialog', { name: 'Confirm Withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('alert').filter({ hasText: MSG.requestSent }).first().waitFor();
}
