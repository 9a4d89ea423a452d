// What every journey needs: the product's URL (started by e2e/run.ts), Debian's Chromium through
// playwright-core, and screenshots a person can look at in e2e/artifacts/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CONFIG_BLOCK_ID, type RuntimeConfig } from '../src/domain/contract/runtimeConfig';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
export const ARTIFACTS = path.resolve(__dirname, 'artifacts');

export const DESKTOP = { width: 1366, height: 800 };
export const PHONE = { width: 390, height: 844 };

const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

/**
 * A browser with a profile on disk, as a phone has: an incognito context (launchBrowser's) is never
 * installable, and its caches go with it. The profile folder is removed by `close`.
 */
export async function launchProfile(viewport = PHONE): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...LAUNCH,
    viewport,
    baseURL: BASE_URL,
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  return {
    context,
    page,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, isMobile: viewport.width < 768, hasTouch: viewport.width < 768 });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Opens a page in a fresh context (its own cookies) of the file's browser, at DESKTOP unless told. */
export type OpenPage = (viewport?: { width: number; height: number }) => Promise<{ context: BrowserContext; page: Page }>;

/**
 * One Chromium for a journey file, launched before its first test and closed after its last: call it
 * at the top of the file, and open pages in tests with the function it returns.
 */
export function useBrowser(): OpenPage {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  // A failed test leaves its pages open (it throws before closing them): each is photographed, so a
  // failure on a busy machine can be looked at afterwards (failed-<test>-<n>.png in e2e/artifacts/).
  let opened: Page[] = [];
  afterEach(async (t) => {
    const pages = opened.filter((page) => !page.isClosed());
    opened = [];
    if (!('passed' in t) || t.passed) return;
    const name = t.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    for (const [i, page] of pages.entries()) await screenshot(page, `failed-${name}-${i + 1}`).catch(() => undefined);
  });
  return async (viewport) => {
    if (!browser) throw new Error('useBrowser: pages open in tests, once before() has launched the browser');
    const opening = await newPage(browser, viewport);
    opened.push(opening.page);
    return opening;
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false });
}

/** Logs in through the log-in page and waits for the signed-in shell. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('User Name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
}

/** Runs a shell command of the product (the operator command line) against the e2e server. */
export function operatorEnv(): NodeJS.ProcessEnv {
  return { ...process.env, OPERATOR_URL: BASE_URL };
}

/** The run-time configuration the page was served with: its JSON data block (server/lib/runtimeConfig.ts). */
export async function pageConfig(page: Page): Promise<RuntimeConfig> {
  const text = await page.evaluate((id) => document.getElementById(id)?.textContent ?? null, CONFIG_BLOCK_ID);
  if (text === null) throw new Error(`the page has no #${CONFIG_BLOCK_ID} block`);
  return JSON.parse(text) as RuntimeConfig;
}

/** What the operator gives a new player: the first password (changed at the first log-in), rupees. */
export interface NewPlayer {
  username: string;
  password: string;
  credit: number;
  exposureLimit: number;
}

/** A player made by the operator (passwordstatus 0), through the admin API as `npm run operator` does. */
export async function operatorCreatesPlayer(player: NewPlayer): Promise<void> {
  // Node's fetch sends no Origin of its own: the server refuses state-changing calls without one.
  const json = { 'content-type': 'application/json', origin: new URL(BASE_URL).origin };
  const login = await fetch(`${BASE_URL}/api/admin/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'operator', password: process.env.OPERATOR_PASSWORD ?? 'operator-dev-pass' }),
  });
  if (login.status !== 200) throw new Error(`operator log-in: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const created = await fetch(`${BASE_URL}/api/admin/users`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify(player),
  });
  if (created.status !== 201) throw new Error(`create ${player.username}: ${created.status} ${await created.text()}`);
}
