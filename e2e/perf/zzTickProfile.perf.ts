import fs from 'node:fs';
import { test } from 'node:test';
import { PHONE, launchBrowser, logIn, newPage } from '../support';

test('profile', async () => {
  const browser = await launchBrowser();
  const { context, page } = await newPage(browser, PHONE);
  await logIn(page, 'player1', 'player123');
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  if (await welcome.isVisible({ timeout: 5_000 }).catch(() => false)) await welcome.getByRole('button', { name: 'Close' }).click();
  const cricket = page.getByRole('tabpanel', { name: 'Cricket' }).getByRole('link').first();
  await cricket.waitFor({ timeout: 30_000 });
  const href = (await cricket.getAttribute('href'))!;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(href);
  await page.getByRole('region', { name: 'Match Odds', exact: true }).getByRole('button').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(3000);
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'disabled-by-default-devtools.timeline.stack', 'disabled-by-default-v8.cpu_profiler'] });
  await page.waitForTimeout(8000);
  fs.writeFileSync('/tmp/prof/trace.json', await browser.stopTracing());
  await browser.close();
});
