// The player app in Hindi and Bengali (docs/i18n.md): chosen with the log-in page's switcher, then
// log-in, sign-up, home, a match page with the slip open, the account statement, profit and loss, bet
// history, current bets, responsible gaming, the button values, the wallet, withdraw and the wallet
// history, at 390 px (screenshots in e2e/artifacts: languages-<lang>-<page>.png) and 1366 px. On each
// page: <html lang>
// follows the choice, axe-core's WCAG 2.1 A/AA rules find nothing serious or critical, nothing is
// wider than the screen, and the script's text is drawn in the bundled Noto face. The players' saved
// language is put back to English at the end, so the English journeys that share them read English.
import fs from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const FONT: Record<'hi' | 'bn', { family: string; sample: string }> = {
  hi: { family: 'Noto Sans Devanagari', sample: 'हिन्दी' },
  bn: { family: 'Noto Sans Bengali', sample: 'বাংলা' },
};

const openPage = useBrowser();

async function axeBlocking(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const run = (
      window as unknown as {
        axe: {
          run(
            c: Document,
            o: unknown,
          ): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ html: string }> }> }>;
        };
      }
    ).axe.run;
    const result = await run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
  });
}

/** axe, overflow, <html lang> and the font on this page; a screenshot at 390 px. */
async function check(page: Page, language: 'hi' | 'bn', name: string, width: number, problems: string[]): Promise<void> {
  await page.waitForTimeout(700);
  assert.equal(await page.evaluate(() => document.documentElement.lang), language, `${name}: <html lang>`);
  for (const line of await axeBlocking(page)) problems.push(`${language} ${name} @${width}: ${line}`);
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  if (scroll > client) problems.push(`${language} ${name} @${width}: the page is ${scroll} px wide on a ${client} px screen`);
  const { family, sample } = FONT[language];
  const font = await page.evaluate(
    async ({ family, sample }) => {
      await document.fonts.ready;
      return { body: getComputedStyle(document.body).fontFamily, loaded: document.fonts.check(`16px "${family}"`, sample) };
    },
    { family, sample },
  );
  assert.ok(font.body.includes(family), `${name}: body font ${font.body} starts with ${family}`);
  assert.ok(font.loaded, `${name}: ${family} is loaded for the page's text`);
  if (width === PHONE.width) await screenshot(page, `languages-${language}-${name}`);
}

/** The log-in page in `language` (its switcher), then the player signed in. */
async function logInIn(page: Page, language: 'hi' | 'bn', username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('select').first().selectOption(language);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  // The shell reads the player's saved language once signed in: its answer is awaited below, so the
  // check that follows does not run before a saved English is applied.
  const saved = page
    .waitForResponse((r) => r.url().endsWith('/api/me/language') && r.request().method() === 'GET', { timeout: 20_000 })
    .catch(() => undefined);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  // The welcome popup, if it shows: closed with Escape (its words are the language's).
  if (
    await page
      .getByRole('dialog')
      .isVisible({ timeout: 2500 })
      .catch(() => false)
  )
    await page.keyboard.press('Escape');
  // The player's saved language wins over the browser's at sign-in (an earlier run put English back):
  // once the shell has applied it (loading its words takes a moment on a busy machine, and no request
  // shows it), the header's switcher chooses again, and saves the choice for the player.
  const reply = await saved;
  const savedAs = reply ? ((await reply.json()) as { language: string | null }).language : null;
  if (savedAs !== null && savedAs !== language) {
    await page.waitForFunction((lang) => document.documentElement.lang === lang, savedAs, { timeout: 15_000 });
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
  if ((await page.evaluate(() => document.documentElement.lang)) !== language) {
    await page.locator('header select').first().selectOption(language);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  }
}

async function savedLanguage(page: Page): Promise<string | null> {
  return page.evaluate(
    async () => ((await (await fetch('/api/me/language', { credentials: 'include' })).json()) as { language: string | null }).language,
  );
}

async function putBackEnglish(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await fetch('/api/me/language', {
      method: 'PUT',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'en' }),
    });
  });
}

for (const language of ['hi', 'bn'] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`${language} at ${viewport.width} px: log-in, home, match with the slip, statement, the bet reports, wallet, withdraw, history`, async () => {
      const w = viewport.width;
      const problems: string[] = [];

      const visitor = await openPage(viewport);
      await visitor.page.goto('/login');
      await visitor.page.locator('select').first().selectOption(language);
      await visitor.page.waitForFunction((lang) => document.documentElement.lang === lang, language);
      await visitor.page.locator('input[name="username"]').waitFor();
      await check(visitor.page, language, 'login', w, problems);
      // The choice is kept in the browser: a reload speaks it at once.
      await visitor.page.reload();
      await visitor.page.waitForFunction((lang) => document.documentElement.lang === lang, language);
      await visitor.page.goto('/signup');
      await visitor.page.locator('input[name="phone"]').waitFor();
      await check(visitor.page, language, 'signup', w, problems);
      await visitor.context.close();

      const { context, page } = await openPage(viewport);
      try {
        await logInIn(page, language, 'player1', 'player123');
        await page.locator('main a[href^="/matchscore/"]').first().waitFor();
        await check(page, language, 'home', w, problems);
        assert.equal(await savedLanguage(page), language, 'the choice is saved for the player on the server');

        const href = await page.locator('main a[href^="/matchscore/"]').first().getAttribute('href');
        assert.ok(href, 'an in-play match on the home page');
        await page.goto(href);
        const backs = page.locator('button[data-side="back"]:enabled');
        await backs.first().waitFor();
        const stake = page.locator('input[id$="-stake"]');
        for (let i = 0; i < Math.min(await backs.count(), 12); i++) {
          await backs.nth(i).click();
          if (
            await stake.waitFor({ timeout: 1500 }).then(
              () => true,
              () => false,
            )
          )
            break;
        }
        await stake.waitFor();
        await check(page, language, 'match-slip', w, problems);

        await page.goto('/account-statement');
        await page.getByRole('table').first().waitFor();
        await check(page, language, 'statement', w, problems);

        for (const report of ['profit-loss', 'bet-history', 'current-bets']) {
          await page.goto(`/${report}`);
          await page.getByRole('table').first().waitFor();
          await page.waitForLoadState('networkidle').catch(() => undefined);
          await check(page, language, report, w, problems);
        }

        // The player's own settings: limits and time-outs, and the slip's quick stakes.
        await page.goto('/responsible-gaming');
        await page.getByRole('table').first().waitFor();
        await check(page, language, 'responsible-gaming', w, problems);
        await page.goto('/change-btn-value');
        await page.locator('form input').first().waitFor();
        await check(page, language, 'button-values', w, problems);
      } finally {
        await putBackEnglish(page).catch(() => undefined);
        await context.close();
      }

      const wallet = await openPage(viewport);
      try {
        await logInIn(wallet.page, language, 'self1', 'self123');
        await wallet.page.goto('/wallet-gateway');
        await wallet.page.locator('[data-testid="wallet-available"]').waitFor();
        await wallet.page.waitForLoadState('networkidle').catch(() => undefined);
        await check(wallet.page, language, 'wallet', w, problems);

        await wallet.page.goto('/wallet-gateway?view=withdraw');
        await wallet.page.locator('input[name="withdrawAmount"]').waitFor();
        await check(wallet.page, language, 'withdraw', w, problems);
        await wallet.page.goto('/wallet-gateway?view=history');
        await wallet.page.locator('main dl').first().waitFor();
        await wallet.page.waitForLoadState('networkidle').catch(() => undefined);
        await check(wallet.page, language, 'wallet-history', w, problems);
      } finally {
        await putBackEnglish(wallet.page).catch(() => undefined);
        await wallet.context.close();
      }

      assert.deepEqual(problems, [], problems.join('\n'));
    });
  }
}
