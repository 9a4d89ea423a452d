// What the console journeys share: the operator's log-in through the console's own page (which comes
// back to the page asked for) and a screenshot taken once the toasts of earlier steps are gone.
import type { Page } from 'playwright-core';
import { screenshot } from '../support';

export const CONSOLE = { width: 1366, height: 768 };
export const OPERATOR_PASSWORD = process.env.OPERATOR_PASSWORD ?? 'operator-dev-pass';

export async function operatorLogIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/admin/login');
  await page.getByLabel('Operator name').fill('operator');
  await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Back to the page that asked for the log-in.
  await page.waitForURL((url) => url.pathname === path);
}

/** A screenshot of the page itself: the toasts of earlier steps gone first. */
export async function pageShot(page: Page, name: string): Promise<void> {
  await page
    .locator('.Toastify__toast')
    .first()
    .waitFor({ state: 'detached', timeout: 8000 })
    .catch(() => undefined);
  await screenshot(page, name);
}
