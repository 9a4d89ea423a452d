// `npm run test:perf`: the home page and a live cricket match page in Chromium, each opened by a full
// page load after logging in. Records Largest Contentful Paint and every long task (the Long Tasks
// API reports main-thread tasks over 50 ms of wall time) during the load, then, once the page has
// settled, watches it for OBSERVE_MS while the odds poll every 600 ms, with a Chromium trace of the
// renderer's main thread running alongside.
// Asserts: the match page's odds ticked, and no task after settling (the ticks are the only work
// then) made the main thread work more than 50 ms. Wall time alone is not the judge on a shared
// machine: a task that took 60 ms of wall time and 4 ms of the thread's CPU was waiting for a core the
// OS gave to another process; both figures are printed, with the load average.
// Prints the figures, writes them to e2e/artifacts/perf.json and, under `npm run bench --
// --frontend`, to BENCH_RESULT_FILE.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ARTIFACTS, DESKTOP, launchBrowser, logIn, newPage } from '../support';
import type { BenchResult } from '../../bench/support/result';

const SETTLE_MS = 3_000;
const OBSERVE_MS = 10_000;
const LONG_TASK_MS = 50;

interface Recorded {
  lcp: Array<{ time: number; size: number; element: string }>;
  longTasks: Array<{ start: number; duration: number }>;
  odds: Array<{ start: number; end: number }>;
}

interface PageFigures {
  page: string;
  lcpMs: number | null;
  lcpElement: string;
  loadLongTasks: number[];
  ticks: number;
  /** Long Tasks API entries after settling (wall time over 50 ms). */
  settledLongTasks: Array<{ duration: number; afterTickMs: number | null }>;
  /** From the trace, after settling: the main thread's CPU, and its tasks over 50 ms of wall time. */
  mainThreadCpuMs: number;
  maxTaskCpuMs: number;
  slowTasks: Array<{ wallMs: number; cpuMs: number }>;
  load: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The renderer main thread's top-level tasks in a Chromium trace: wall and thread-CPU milliseconds. */
function mainThreadTasks(trace: Buffer): Array<{ wallMs: number; cpuMs: number }> {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && mainThreads.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? e.dur ?? 0) / 1000 }));
}

/**
 * Runs in the page before any of its scripts: observers that keep what they see on window.__perf.
 * Plain JavaScript text: a function would be re-printed by tsx with helpers the page lacks.
 */
const INSTALL_OBSERVERS = `(() => {
  const store = { lcp: [], longTasks: [], odds: [] };
  window.__perf = store;
  const observe = (type, take) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
    } catch (error) {
      // an entry type this browser lacks: its list stays empty and the test says so
    }
  };
  observe('largest-contentful-paint', (entry) => {
    const el = entry.element;
    const name = el && el.getAttribute('aria-label') ? '[' + el.getAttribute('aria-label') + ']' : '';
    const label = el ? el.tagName.toLowerCase() + name + ' "' + (el.textContent || '').trim().slice(0, 40) + '"' : '(removed)';
    store.lcp.push({ time: entry.startTime, size: entry.size, element: label });
  });
  observe('longtask', (entry) => store.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  observe('resource', (entry) => {
    if (entry.name.includes('/checkGetMatchOdds/')) store.odds.push({ start: entry.startTime, end: entry.responseEnd });
  });
})();`;

const recorded = (page: Page) => page.evaluate('window.__perf') as Promise<Recorded>;

/** Closes the welcome popup if this load shows it (it greets a log-in). */
async function dismissWelcome(page: Page): Promise<void> {
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  if (await welcome.isVisible().catch(() => false)) {
    await welcome.getByRole('button', { name: 'Close' }).click();
    await welcome.waitFor({ state: 'detached' });
  }
}

/** Loads `url` afresh, waits for `ready`, lets it settle, then watches it for OBSERVE_MS. */
async function measure(page: Page, name: string, url: string, ready: (page: Page) => Promise<void>): Promise<PageFigures> {
  await page.goto(url);
  await ready(page);
  await page.waitForTimeout(SETTLE_MS);
  await dismissWelcome(page);
  const settledAt = (await page.evaluate('performance.now()')) as number;
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.waitForTimeout(OBSERVE_MS);
  const tasks = mainThreadTasks(await browser.stopTracing());
  const seen = await recorded(page);
  const lcp = seen.lcp.at(-1);
  const ticks = seen.odds.filter((t) => t.start >= settledAt);
  const settledLongTasks = seen.longTasks
    .filter((t) => t.start >= settledAt)
    .map((t) => {
      const tick = ticks.filter((k) => k.end <= t.start).at(-1);
      return { duration: Math.round(t.duration), afterTickMs: tick ? Math.round(t.start - tick.end) : null };
    });
  return {
    page: name,
    lcpMs: lcp ? Math.round(lcp.time) : null,
    lcpElement: lcp?.element ?? '',
    loadLongTasks: seen.longTasks.filter((t) => t.start < settledAt).map((t) => Math.round(t.duration)),
    ticks: ticks.length,
    settledLongTasks,
    mainThreadCpuMs: Math.round(tasks.reduce((sum, t) => sum + t.cpuMs, 0)),
    maxTaskCpuMs: Math.round(Math.max(0, ...tasks.map((t) => t.cpuMs)) * 10) / 10,
    slowTasks: tasks
      .filter((t) => t.wallMs > LONG_TASK_MS)
      .map((t) => ({ wallMs: Math.round(t.wallMs), cpuMs: Math.round(t.cpuMs * 10) / 10 })),
    load: Math.round(os.loadavg()[0] * 10) / 10,
  };
}

function print(f: PageFigures): string[] {
  return [
    `${f.page}: LCP ${f.lcpMs ?? '—'} ms (${f.lcpElement})`,
    `${f.page}: long tasks while loading: ${f.loadLongTasks.length ? `${f.loadLongTasks.length} (${f.loadLongTasks.join(', ')} ms)` : 'none'}`,
    `${f.page}: after settling, ${OBSERVE_MS / 1000} s with ${f.ticks} odds ticks: long tasks ${f.settledLongTasks.length ? f.settledLongTasks.map((t) => `${t.duration} ms${t.afterTickMs === null ? '' : ` (${t.afterTickMs} ms after a tick)`}`).join(', ') : 'none'}`,
    `${f.page}: main thread over those ${OBSERVE_MS / 1000} s: ${f.mainThreadCpuMs} ms of CPU${f.ticks ? ` (${(f.mainThreadCpuMs / f.ticks).toFixed(1)} ms per tick)` : ''}, busiest task ${f.maxTaskCpuMs} ms of CPU; ` +
      `tasks over ${LONG_TASK_MS} ms of wall time: ${f.slowTasks.length ? f.slowTasks.map((t) => `${t.wallMs} ms wall / ${t.cpuMs} ms CPU`).join(', ') : 'none'} (load average ${f.load} on ${os.cpus().length} cores)`,
  ];
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
const figures: PageFigures[] = [];

before(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, DESKTOP));
  await context.addInitScript({ content: INSTALL_OBSERVERS });
});
after(async () => {
  await context?.close();
  await browser?.close();
  if (figures.length === 0) return;
  const lines = figures.flatMap(print);
  for (const line of lines) process.stdout.write(`${line}\n`);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS, 'perf.json'), JSON.stringify(figures, null, 2));
  const file = process.env.BENCH_RESULT_FILE;
  const match = figures.find((f) => f.page === 'match');
  if (!file || !match) return;
  const busiest = match.maxTaskCpuMs;
  const result: BenchResult = {
    name: 'browser',
    command: 'npm run test:perf',
    setup: `Chromium (headless, ${DESKTOP.width}×${DESKTOP.height}), product as \`npm start\` with the simulated feed; each page loaded afresh after log-in, ${SETTLE_MS / 1000} s to settle, then ${OBSERVE_MS / 1000} s observed`,
    figure: { label: 'busiest main-thread task on the match page after settling (odds ticks), thread CPU', value: busiest, unit: 'ms' },
    baseline: { label: 'long-task threshold', value: LONG_TASK_MS, unit: 'ms' },
    ratio: busiest / LONG_TASK_MS,
    ratioMeaning: 'busiest task per 50 ms',
    goal: 'no long task over 50 ms on an odds tick (thread CPU; wall-time long tasks listed)',
    met: figures.every((f) => f.maxTaskCpuMs <= LONG_TASK_MS),
    details: lines,
    ok: match.ticks > 0,
  };
  fs.writeFileSync(file, JSON.stringify(result, null, 2));
});

test('log in, then the home page and a live match page: LCP, and no long task on the odds ticks', async () => {
  await logIn(page, 'player1', 'player123');
  const login = await recorded(page);
  process.stdout.write(
    `login page (before submitting): LCP ${Math.round(login.lcp.at(-1)?.time ?? NaN)} ms, long tasks ${login.longTasks.map((t) => Math.round(t.duration)).join(', ') || 'none'}\n`,
  );
  await page.getByRole('dialog', { name: 'Welcome' }).waitFor();
  await dismissWelcome(page);

  const home = await measure(page, 'home', '/', async (p) => {
    await p.getByRole('region', { name: 'Cricket in play' }).getByRole('link').first().waitFor();
  });
  figures.push(home);

  const cricket = page.getByRole('region', { name: 'Cricket in play' }).getByRole('listitem');
  const withAll = cricket
    .filter({ has: page.getByRole('img', { name: 'Fancy' }) })
    .filter({ has: page.getByRole('img', { name: 'Bookmaker' }) });
  const href = await withAll.first().getByRole('link').first().getAttribute('href');
  assert.ok(href, 'an in-play cricket match with bookmaker and fancy');
  const match = await measure(page, 'match', href, async (p) => {
    await p.getByRole('region', { name: 'Match Odds', exact: true }).getByRole('button').first().waitFor();
  });
  figures.push(match);

  assert.ok(home.lcpMs !== null && match.lcpMs !== null, 'Chromium reported an LCP for both pages');
  assert.ok(match.ticks >= OBSERVE_MS / 600 / 2, `the odds ticked (${match.ticks} ticks in ${OBSERVE_MS / 1000} s)`);
  // A task over 50 ms of wall time whose thread worked less than 50 ms waited for a core: printed, not failed.
  assert.deepEqual(
    match.slowTasks.filter((t) => t.cpuMs > LONG_TASK_MS),
    [],
    'no task on the match page once settled (odds ticks) worked over 50 ms',
  );
  assert.deepEqual(
    home.slowTasks.filter((t) => t.cpuMs > LONG_TASK_MS),
    [],
    'no task on the home page once settled worked over 50 ms',
  );
  assert.ok(match.mainThreadCpuMs > 0, 'the trace saw the main thread');
});
