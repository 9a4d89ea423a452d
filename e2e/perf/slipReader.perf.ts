// `npx tsx e2e/run.ts --perf slipReader`: the deposit slip reader (tesseract in a web worker, served by
// our own server) on the slow phone of slowPhone.perf.ts: Chromium at 390 px, 1.6 Mbps down, 750 Kbps
// up, 150 ms round trip, CPU slowed 4× (CDP's Emulation.setCPUThrottlingRate). The deposit page starts
// the reader when its upload is on screen; this measures, on that phone:
//   - a first visit (nothing cached), the slip chosen as soon as the upload shows: from the file chosen
//     to the Transaction Id (UTR) box filled, the reader's download and start included;
//   - a later deposit (the reader's files cached): the warm-up, from the upload on screen to the reader
//     ready (its "Getting the slip reader ready" bar gone), then the slip chosen to the UTR filled.
// Wall time on a shared machine, so the least of RUNS runs is the figure, every run printed. Prints the
// figures and writes them to e2e/artifacts/slip-reader.json (docs/betting.md quotes them). Judged: the
// slip read with the reader ready within 20 s (a player waited 20 s at "0%" before). The first visit
// is printed, not judged: it is mostly the reader's download (some 4 MB at 1.6 Mbps, about 20 s).
import os from 'node:os';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser, logIn, newPage } from '../support';
import { CPU_SLOWDOWN, NETWORK, runRecord } from './slowPhoneRun';
import { makeSlip } from '../journeys/wallet.helpers';
import { closeWelcome } from '../journeys/player.helpers';

const UTR = '412345678901';
const RUNS = 2;
const GOAL_MS = 20_000;
const READ_TIMEOUT_MS = 120_000;

let browser: Browser;
const { figures, say, save } = runRecord('slip-reader.json', 'slip reader');

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  if (!save()) return;
});

/** self1 (a player with a wallet) on a fresh slow phone (nothing cached): throttled once signed in. */
async function slowPhone(): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, PHONE);
  await logIn(page, 'self1', 'self123');
  await closeWelcome(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, close: () => context.close() };
}

/** The deposit page up to its upload (amount, rules): when the upload shows, the reader starts. */
async function openUpload(page: Page): Promise<number> {
  await page.goto('/wallet-gateway');
  await page.getByRole('button', { name: /Wallet Deposit/ }).click();
  const amountPopup = page.getByRole('dialog', { name: 'Deposit Amount' });
  await amountPopup.getByLabel('Deposit amount').fill('500');
  await amountPopup.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Deposit Rules' }).getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Upload payment slip').waitFor({ state: 'attached' });
  return Date.now();
}

/** Chooses the slip and waits for the page to fill the UTR box: milliseconds from the choice. */
async function chooseAndRead(page: Page, slip: Buffer): Promise<number> {
  const chosen = Date.now();
  await page.getByLabel('Upload payment slip').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip });
  await page.waitForFunction((want) => (document.querySelector('input[name="utr"]') as HTMLInputElement | null)?.value === want, UTR, {
    timeout: READ_TIMEOUT_MS,
    polling: 100,
  });
  return Date.now() - chosen;
}

const least = (values: number[]) => Math.min(...values);

test('slow phone: the deposit slip reader warms up when the page opens, and reads the UTR of a chosen slip', async () => {
  const slip = await makeSlip((viewport) => newPage(browser, viewport), { utr: UTR, rupees: 500, paidTo: 'Exchange Payments' });
  const warmUps: number[] = [];
  const warmReads: number[] = [];
  const coldReads: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const phone = await slowPhone();
    // First visit, nothing cached: the player chooses the slip as soon as the upload shows.
    await openUpload(phone.page);
    coldReads.push(await chooseAndRead(phone.page, slip));
    // The next deposit (the reader's files in the browser's cache): the player waits for the reader,
    // then chooses the slip.
    const shownAt = await openUpload(phone.page);
    const bar = phone.page.getByRole('progressbar', { name: 'Getting the slip reader ready' });
    await bar.waitFor({ timeout: 5_000 }).catch(() => undefined);
    await bar.waitFor({ state: 'detached', timeout: READ_TIMEOUT_MS });
    warmUps.push(Date.now() - shownAt);
    warmReads.push(await chooseAndRead(phone.page, slip));
    await phone.close();
    say(
      `run ${run}: first visit, slip chosen at once: UTR filled ${coldReads.at(-1)} ms after; next deposit: reader ready ${warmUps.at(-1)} ms after the upload shows, UTR filled ${warmReads.at(-1)} ms after the slip is chosen`,
    );
  }
  figures.warmUpMs = least(warmUps);
  figures.warmReadMs = least(warmReads);
  figures.coldReadMs = least(coldReads);
  say(
    `slow phone (${PHONE.width} px, CPU ${CPU_SLOWDOWN}×, 1.6 Mbps, 150 ms), least of ${RUNS}: slip chosen to UTR filled ` +
      `${figures.coldReadMs} ms on a first visit (chosen at once, the reader still loading), ${figures.warmReadMs} ms with the reader ready ` +
      `(a later deposit: ready ${figures.warmUpMs} ms after the upload shows)`,
  );
  say(`load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} shared cores (wall time: noisy)`);
  assert.ok(
    figures.warmReadMs <= GOAL_MS,
    `with the reader ready, the UTR is filled within ${GOAL_MS / 1000} s of choosing the slip (${figures.warmReadMs} ms)`,
  );
});
