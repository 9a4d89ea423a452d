// Delivery on the wire (design §11), read from Chromium: the log-in page's JavaScript as
// served, brotli, within 150 KB with whatever the page fetches by itself (prefetches included); the
// manifest and service worker make the app installable (Page.getInstallabilityErrors); a second visit
// to /login transfers under 5 KB; the offline page when the network is gone; the odds poll answered
// 304 on the wire when nothing changed, by the browser's own revalidation (ETag).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { DESKTOP, PHONE, launchProfile, useBrowser } from '../support';
import { isScript, kb, recordWire, total, type WireResponse } from '../wire';
import { signIn } from './betting.helpers';

/**
 * The log-in route's JavaScript as served, brotli, at most 150 KB. Counted as the phone
 * receives it: every script the page loads and every script its service worker
 * fetches over the network (sw.js itself; what it precaches is the page's own files, found in the HTTP
 * cache, 0 bytes on the wire), each with its response headers. `npm run build:check` counts the same
 * responses from the build (scripts/buildCheck.ts).
 */
export const LOGIN_WIRE_BUDGET = 150_000;
const REPEAT_VISIT_BUDGET = 5_000;
/** Long enough for anything the page fetches after load (idle prefetches, the worker's install). */
const IDLE_MS = 4_000;

const openPage = useBrowser();

/** What the service worker itself fetched over the network (its script, its precache, a page it passes on). */
function workerRequests(context: BrowserContext): {
  bytes: (only?: (url: string) => boolean) => Promise<number>;
  urls: () => string[];
  detail: () => Promise<string>;
  clear: () => void;
} {
  let finished: Request[] = [];
  context.on('requestfinished', (request) => {
    if (request.serviceWorker()) finished.push(request);
  });
  return {
    // Bytes on the wire: a response the HTTP cache gave the worker counts 0.
    bytes: async (only = () => true) => {
      let sum = 0;
      for (const request of finished.filter((r) => only(new URL(r.url()).pathname))) {
        const sizes = await request.sizes();
        sum += sizes.responseHeadersSize + sizes.responseBodySize;
      }
      return sum;
    },
    urls: () => finished.map((r) => new URL(r.url()).pathname),
    detail: async () => {
      const parts: string[] = [];
      for (const request of finished) {
        const sizes = await request.sizes();
        parts.push(`${new URL(request.url()).pathname} ${sizes.responseHeadersSize}+${sizes.responseBodySize}`);
      }
      return parts.join(', ');
    },
    clear: () => {
      finished = [];
    },
  };
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(IDLE_MS);
}

const describe = (r: WireResponse) =>
  `${new URL(r.url).pathname} ${r.wireStatus ?? r.status}${r.fromServiceWorker ? ' (service worker)' : ''}${r.fromCache ? ' (cache)' : ''} ${r.headers['content-encoding'] ?? 'identity'} ${kb(r.bytes)}`;

test('log-in page: JavaScript as served within 150 KB brotli, installable, and a second visit under 5 KB', async (t) => {
  const profile = await launchProfile(PHONE);
  const { context, page } = profile;
  // Its own Chromium: closed even when an assertion fails, or the test process never exits.
  let closed: Promise<void> | null = null;
  const close = () => (closed ??= profile.close());
  t.after(close);
  const worker = workerRequests(context);
  const wire = await recordWire(context, page);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await settle(page);

  const scripts = wire.responses.filter(isScript);
  for (const r of wire.responses) t.diagnostic(`first visit: ${describe(r)}`);
  // The worker's own script: Chromium fetches it outside the page and reports no body size for it
  // (Playwright gives 0), so the same request made from the page, as CDP counts it, stands in for it.
  await page.evaluate("fetch('/sw.js', { cache: 'no-store' }).then((r) => r.arrayBuffer()).then(() => undefined)");
  const swResponse = () => wire.responses.find((r) => new URL(r.url).pathname === '/sw.js');
  for (let waited = 0; !swResponse() && waited < 5_000; waited += 100) await page.waitForTimeout(100);
  const swScript = swResponse();
  assert.ok(swScript && swScript.headers['content-encoding'] === 'br', 'sw.js is served brotli');
  const workerJs = swScript.bytes + (await worker.bytes((path) => /\.m?js$/.test(path) && path !== '/sw.js'));
  const js = total(scripts) + workerJs;
  t.diagnostic(
    `first visit: ${scripts.length} page scripts ${kb(total(scripts))} + the service worker's scripts (sw.js ${kb(swScript.bytes)}, precached ones not in the HTTP cache) ${kb(workerJs)} = ${kb(js)} on the wire (budget ${kb(LOGIN_WIRE_BUDGET)}); the service worker fetched (headers+body bytes) ${await worker.detail()}: ${kb(await worker.bytes())} in all`,
  );
  for (const script of scripts.filter((s) => /\/assets\//.test(s.url))) {
    assert.equal(script.headers['content-encoding'], 'br', `${script.url} is served brotli`);
    assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable', `${script.url} is immutable`);
  }
  assert.ok(js <= LOGIN_WIRE_BUDGET, `log-in page JavaScript ${kb(js)} on the wire, budget ${kb(LOGIN_WIRE_BUDGET)}`);

  // Installable: Chromium's own check, with the manifest it read.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, [], 'Chromium finds the app installable');
  const manifest = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifest.errors, [], 'the manifest parses without errors');
  assert.match(manifest.data ?? '', /"display": "standalone"/);
  await cdp.detach();

  // Second visit: the shell from the service worker and the HTTP cache; index.html revalidated (the
  // run-time configuration is inline in it: nothing else to wait for).
  wire.clear();
  worker.clear();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  await settle(page);
  for (const r of wire.responses) t.diagnostic(`second visit: ${describe(r)}`);
  const pageBytes = total(wire.responses);
  const workerBytes = await worker.bytes();
  t.diagnostic(
    `second visit: ${kb(pageBytes)} for the page, ${kb(workerBytes)} fetched by the service worker (${worker.urls().join(', ') || 'nothing'})`,
  );
  assert.ok(
    pageBytes + workerBytes < REPEAT_VISIT_BUDGET,
    `second visit transfers ${kb(pageBytes + workerBytes)}, under ${kb(REPEAT_VISIT_BUDGET)}`,
  );
  assert.ok(
    wire.responses.filter(isScript).every((r) => r.bytes < 1000 && !r.url.endsWith('/config.js')),
    'no script downloaded again, and no /config.js asked for',
  );

  // The network gone: a page load shows the offline page (precached), not the browser's error.
  await context.setOffline(true);
  await page.goto('/login').catch(() => undefined);
  await page.getByRole('heading', { name: 'You are offline' }).waitFor();
  await context.setOffline(false);
  await wire.detach();
  await close();
});

test('odds polls that find nothing changed are answered 304 on the wire (the browser revalidates with the ETag)', async (t) => {
  const { context, page } = await openPage(DESKTOP);
  await signIn(page);
  const wire = await recordWire(context, page);
  const href = await page.getByRole('region', { name: 'Cricket in play' }).getByRole('link').first().getAttribute('href');
  assert.ok(href, 'an in-play cricket match');
  await page.goto(href);
  await page.getByRole('region', { name: 'Match Odds', exact: true }).getByRole('button').first().waitFor();
  await page.waitForTimeout(8_000);
  const polls = wire.responses.filter((r) => r.url.includes('/checkGetMatchOdds/'));
  const notModified = polls.filter((r) => r.wireStatus === 304);
  const changed = polls.filter((r) => r.wireStatus === 200);
  t.diagnostic(
    `${polls.length} odds polls: ${changed.length} answered 200 (${kb(total(changed))}), ${notModified.length} answered 304 (${kb(total(notModified))})`,
  );
  assert.ok(polls.length >= 8, 'the page polled the odds');
  assert.ok(notModified.length > 0, 'some polls were answered 304 Not Modified');
  assert.ok(changed.length > 0, 'and some brought new odds');
  for (const r of changed) assert.equal(r.headers['content-encoding'], 'br', 'a changed snapshot comes brotli-compressed');
  for (const r of notModified) assert.ok(r.bytes < 600, `a 304 is headers only (${r.bytes} bytes)`);
  await wire.detach();
  await context.close();
});
