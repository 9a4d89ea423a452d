// What the console journeys share: the operator's log-in through the console's own page (which comes
// back to the page asked for), a screenshot taken once the toasts of earlier steps are gone, and a
// watch on the page's calls to the server.
import type { Page, Request } from 'playwright-core';
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

/**
 * Watches the page's calls to the server from now on; `settled` waits until none has been open for
 * `quietMs` (a page's first reads are done; the console's own refreshes come every 30 s).
 */
export function watchCalls(page: Page): { settled: (quietMs?: number, timeoutMs?: number) => Promise<void> } {
  const open = new Set<Request>();
  const isCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isCall(request)) open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    settled: async (quietMs = 500, timeoutMs = 15_000) => {
      const until = Date.now() + timeoutMs;
      for (let quietSince = Date.now(); Date.now() - quietSince < quietMs; await page.waitForTimeout(50)) {
        if (open.size > 0) quietSince = Date.now();
        if (Date.now() > until) throw new Error(`calls still open after ${timeoutMs} ms: ${[...open].map((r) => r.url()).join(', ')}`);
      }
    },
  };
}
