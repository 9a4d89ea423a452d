// The wallet pages as the journeys drive them: a payment slip for the deposit's OCR to read, and the
// withdraw view's Add Account form. Shared by the wallet, console, protection and edge journeys.
import type { Page } from 'playwright-core';
import { logIn, type OpenPage } from '../support';
import { closeWelcome } from './player.helpers';

/**
 * A payment slip as a phone screenshot shows it, drawn by Chromium itself. The payee's name and the
 * date are lines some slips carry; the OCR must find the UTR either way.
 */
export async function makeSlip(openPage: OpenPage, slip: { utr: string; rupees: number; paidTo?: string; date?: string }): Promise<Buffer> {
  const { context, page } = await openPage({ width: 420, height: 520 });
  const paidTo = slip.paidTo ? `<div style="font-size:20px;margin:8px 0">Paid to ${slip.paidTo}</div>` : '';
  const date = slip.date ? `<div style="font-size:18px;color:#444">${slip.date}</div>` : '';
  await page.setContent(`
    <body style="margin:0;font-family:Arial, sans-serif;background:#fff">
      <div id="slip" style="width:380px;padding:24px 20px;color:#111">
        <div style="font-size:26px;font-weight:bold;color:#0a7d36">Payment Successful</div>
        <div style="font-size:34px;font-weight:bold;margin:14px 0">Rs ${slip.rupees}</div>
        ${paidTo}
        <div style="font-size:20px;margin:8px 0">exchange.pay@okaxis</div>
        <div style="font-size:22px;margin:16px 0;font-weight:bold">UTR ${slip.utr}</div>
        ${date}
      </div>
    </body>`);
  const png = await page.locator('#slip').screenshot({ type: 'png' });
  await context.close();
  return png;
}

/** Deposit of `rupees` from the wallet page up to the uploaded slip (its UTR is then read by the page). */
export async function depositUpToSlip(page: Page, rupees: number, slip: { png: Buffer; fileName: string }): Promise<void> {
  await page.goto('/wallet-gateway');
  await page.getByRole('button', { name: /Wallet Deposit/ }).click();
  const amountPopup = page.getByRole('dialog', { name: 'Deposit Amount' });
  await amountPopup.getByLabel('Deposit amount').fill(String(rupees));
  await amountPopup.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Deposit Rules' }).getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Upload payment slip').setInputFiles({ name: slip.fileName, mimeType: 'image/png', buffer: slip.png });
}

/** The withdraw view's saved accounts, with the Add Account form open on a bank account. */
export async function openAddBankAccount(page: Page): Promise<void> {
  await page.goto('/wallet-gateway?view=withdraw');
  await page.getByRole('button', { name: /Saved accounts/ }).click();
  await page.getByRole('button', { name: 'Add Account' }).click();
  await page.getByRole('radio', { name: 'Bank' }).click();
}

/** Self One's bank account typed into the open Add Account form (not saved). */
export async function fillBankAccount(page: Page, account: { number: string; ifsc: string; bank: string }): Promise<void> {
  await page.getByLabel('Account holder name').fill('Self One');
  await page.getByLabel('Account number').fill(account.number);
  await page.getByLabel('IFSC code').fill(account.ifsc);
  await page.getByLabel('Bank name').fill(account.bank);
}

/** self1 (self-registered: only such a player has a wallet) signed in on a new page of `viewport`, the welcome closed. */
export async function openAsSelf1(openPage: OpenPage, viewport: { width: number; height: number }) {
  const opened = await openPage(viewport);
  await logIn(opened.page, 'self1', 'self123');
  await closeWelcome(opened.page);
  return opened;
}
