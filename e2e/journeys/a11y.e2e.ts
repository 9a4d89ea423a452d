// Accessibility: axe-core's WCAG 2.1 A and AA rules, run inside Chromium on every page a
// player reaches, at 1366 and 390 px: log-in, sign-up, home, each sport page, a match page with the
// slip open, the four reports, the wallet's views and its rules popup. Fails on any serious or
// critical violation, naming the rule, the page and the elements; lesser ones are printed.
// First it proves it can fail: a page given an image without alt text must be reported.
import fs from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, logIn, useBrowser } from '../support';
import { signIn } from './betting.helpers';
import { slip, slipOpens } from './betting.slip';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['serious', 'critical']);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html: string; failureSummary?: string }>;
}

/** axe in the page (through the debugger, so the page's Content-Security-Policy does not apply). */
async function axe(page: Page): Promise<Violation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: Violation[] }> } }).axe.run;
    const result = await run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
    }));
  });
}

const openPage = useBrowser();
const blocking: string[] = [];
const minor: string[] = [];

async function check(page: Page, name: string, width: number): Promise<void> {
  // Let entrance animations and the first odds settle: axe reads colours as they are drawn.
  await page.waitForTimeout(600);
  for (const v of await axe(page)) {
    const line = `${name} @${width}px: ${v.impact} ${v.id} (${v.help}) on ${v.nodes.length}: ${v.nodes
      .slice(0, 3)
      .map((n) => `${n.html.slice(0, 140)} [${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}]`)
      .join(' | ')}`;
    (BLOCKING.has(v.impact ?? '') ? blocking : minor).push(line);
  }
}

test('the checker fails on a serious or critical violation', async () => {
  const { context, page } = await openPage(DESKTOP);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/favicon.svg';
    document.body.append(img);
  });
  const found = (await axe(page)).filter((v) => BLOCKING.has(v.impact ?? ''));
  assert.ok(
    found.some((v) => v.id === 'image-alt'),
    `an image without alt text is reported (${found.map((v) => v.id).join(', ')})`,
  );
  await context.close();
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`every page at ${viewport.width} px: no serious or critical WCAG 2.1 A/AA violation`, async (t) => {
    const w = viewport.width;
    const visitor = await openPage(viewport);
    await visitor.page.goto('/login');
    await visitor.page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await check(visitor.page, 'log-in', w);
    await visitor.page.goto('/signup');
    await visitor.page
      .getByRole('heading', { name: /sign up|create/i })
      .first()
      .waitFor();
    await check(visitor.page, 'sign-up', w);
    await visitor.context.close();

    const { context, page } = await openPage(viewport);
    await signIn(page);
    // Desktop lists every sport's events in play; a phone shows sport tabs, cricket first.
    const cricketHome = () => page.getByRole(w < 768 ? 'tabpanel' : 'region', { name: w < 768 ? 'Cricket' : 'Cricket in play' });
    await cricketHome().getByRole('link').first().waitFor();
    await check(page, 'home', w);
    for (const sport of ['cricket', 'tennis', 'football']) {
      await page.goto(`/${sport}`);
      await page.getByRole('main').waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await check(page, sport, w);
    }
    await page.goto('/');
    await cricketHome().getByRole('link').first().waitFor();
    const href = await cricketHome().getByRole('link').first().getAttribute('href');
    assert.ok(href, 'an in-play cricket match');
    await page.goto(href);
    const odds = page.getByRole('region', { name: 'Match Odds', exact: true });
    await odds.getByRole('button').first().waitFor();
    await check(page, 'match', w);
    // A price outside the betting window (1.01–3) is refused with a toast: tap until a slip opens.
    const backs = odds.getByRole('button', { name: /^back / }).and(page.locator(':enabled'));
    for (let i = 0; i < (await backs.count()); i++) {
      await backs.nth(i).click();
      if (await slipOpens(page, 1_500)) break;
    }
    await slip(page).waitFor();
    await check(page, 'match with the slip open', w);

    for (const [path, name] of [
      ['/account-statement', 'Account Statement'],
      ['/profit-loss', 'Profit Loss'],
      ['/bet-history', 'Bet History'],
      ['/current-bets', 'Current Bet'],
    ]) {
      await page.goto(path);
      await page
        .getByRole('heading', { name: new RegExp(name, 'i') })
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await check(page, name, w);
    }
    await context.close();

    // The wallet belongs to self-registered players.
    const wallet = await openPage(viewport);
    await logIn(wallet.page, 'self1', 'self123');
    const welcome = wallet.page.getByRole('dialog', { name: 'Welcome' });
    if (await welcome.isVisible({ timeout: 3000 }).catch(() => false)) await welcome.getByRole('button', { name: 'Close' }).click();
    const wp = wallet.page;
    await wp.goto('/wallet-gateway');
    await wp.getByRole('button', { name: /Wallet Deposit/ }).waitFor();
    await check(wp, 'wallet menu', w);
    for (const view of ['withdraw', 'history']) {
      await wp.goto(`/wallet-gateway?view=${view}`);
      await wp.waitForLoadState('networkidle').catch(() => undefined);
      await check(wp, `wallet ${view}`, w);
    }
    // Deposit: the amount popup, then the rules popup it leads to, then the deposit form.
    await wp.goto('/wallet-gateway');
    await wp.getByRole('button', { name: /Wallet Deposit/ }).click();
    const amountPopup = wp.getByRole('dialog', { name: 'Deposit Amount' });
    await amountPopup.waitFor();
    await check(wp, 'wallet deposit amount popup', w);
    await amountPopup.getByRole('button', { name: 'Add ₹500' }).click();
    await amountPopup.getByRole('button', { name: 'Next' }).click();
    const rules = wp.getByRole('dialog', { name: 'Deposit Rules' });
    await rules.waitFor();
    await check(wp, 'wallet rules popup', w);
    await rules.getByRole('button', { name: 'OK' }).click();
    await wp.getByRole('img', { name: /QR code to pay/ }).waitFor();
    await check(wp, 'wallet deposit', w);
    await wallet.context.close();

    for (const line of minor.splice(0)) t.diagnostic(`minor: ${line}`);
    const found = blocking.splice(0);
    for (const line of found) t.diagnostic(line);
    assert.deepEqual(found, [], 'no serious or critical violation');
  });
}
