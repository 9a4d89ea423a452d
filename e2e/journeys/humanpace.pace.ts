// What the human-pace journey does with one bet: wait (as a player does) until the price to tap is
// open, tap it, type the stake, press Submit 2.5 s after the tap, and read the answer.
import type { Locator, Page } from 'playwright-core';
import { MATCH_ODDS_MAX_PRICE, MATCH_ODDS_MIN_PRICE } from '../../src/domain/constants';
import { MSG } from '../../src/domain/messages';
import { screenshot } from '../support';
import { nextToast, noToasts } from './betting.helpers';
import { closeSlip, slip, slipOpens } from './betting.slip';

export type BetKind = 'mo-back' | 'mo-lay' | 'bm-back' | 'bm-lay' | 'fancy-no' | 'fancy-yes';

/** What a person takes from the tap to pressing Submit. */
export const HUMAN_SUBMIT_MS = 2500;

export interface PaceResult {
  kind: BetKind;
  /** The price tapped (its button's name). */
  tapped: string;
  message: string;
  /** From Submit to the answer. */
  ms: number;
  /** Waited for the market to open (Ball Running, a suspension) before the tap. */
  waitedMs: number;
}

/** Shortest feed time between two deliveries (server/feed/simulator/cricket.ts BALL_GAP_MS). */
const SHORTEST_BALL_GAP_MS = 30_000;
/** From the tap to the answer, at most: the 2.5 s to Submit, the 1 s exposure wait, the market's delay, a margin. */
const inFlightMs = (kind: BetKind, delays: Delays) =>
  HUMAN_SUBMIT_MS + 1000 + 1000 * (kind.startsWith('mo') ? delays.odds : kind.startsWith('bm') ? delays.bookmaker : delays.fancy) + 2000;

export interface Delays {
  odds: number;
  bookmaker: number;
  fancy: number;
}

/**
 * Watches the match page as a cricket punter does: the moment the last ball ended is when the
 * Fancy sessions leave Ball Running. Installed once per page; read by `untilSafeToTap`.
 */
export async function watchBalls(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __ballWatch?: boolean; __ballRunning?: boolean; __lastBallEnd?: number };
    if (w.__ballWatch) return;
    w.__ballWatch = true;
    setInterval(() => {
      const running = document.querySelector('section[aria-label="Fancy"]')?.textContent?.includes('Ball Running') ?? false;
      if (w.__ballRunning && !running) w.__lastBallEnd = Date.now();
      w.__ballRunning = running;
    }, 100);
  });
}

/**
 * A punter does not tap while the bowler runs in: they bet in the lull after a ball. Waits (up to
 * 90 s) until the last ball ended recently enough that this bet is answered before the next one can
 * be bowled. Returns the wait.
 */
async function untilSafeToTap(page: Page, kind: BetKind, delays: Delays): Promise<number> {
  const from = Date.now();
  const latestTapAfterBall = SHORTEST_BALL_GAP_MS - inFlightMs(kind, delays);
  while (Date.now() - from < 90_000) {
    const last = await page.evaluate(() => (window as unknown as { __lastBallEnd?: number }).__lastBallEnd ?? 0);
    if (last > 0 && Date.now() - last <= latestTapAfterBall) return Date.now() - from;
    await page.waitForTimeout(200);
  }
  return Date.now() - from;
}

/** The price a button shows (its first line; the size is under it). */
async function shownPrice(button: Locator): Promise<number> {
  if ((await button.count()) === 0) return NaN;
  return Number((await button.innerText()).trim().split(/\s+/)[0]);
}

/** The best price of the kind's side on this match page, as a player sees it (null: none shown now). */
async function priceToTap(page: Page, kind: BetKind): Promise<Locator | null> {
  const enabled = async (button: Locator) =>
    (await button.count()) > 0 &&
    (await button.isEnabled()) &&
    !/ -$/.test((await button.getAttribute('aria-label')) ?? (await button.innerText()))
      ? button
      : null;
  if (kind === 'mo-back' || kind === 'mo-lay') {
    const block = page.getByRole('region', { name: 'Match Odds', exact: true });
    if ((await block.locator('[inert]').count()) > 0) return null; // SUSPENDED (a wicket)
    for (const row of await block.getByRole('group').all()) {
      // back levels read worst → best left to right, lay levels best → worst: the best is next to the middle.
      const button =
        kind === 'mo-back' ? row.getByRole('button', { name: /^back / }).last() : row.getByRole('button', { name: /^lay / }).first();
      const price = await shownPrice(button);
      if (price >= MATCH_ODDS_MIN_PRICE && price <= MATCH_ODDS_MAX_PRICE && (await enabled(button))) return button;
    }
    return null;
  }
  if (kind === 'bm-back' || kind === 'bm-lay') {
    const block = page.getByRole('region', { name: 'Bookmaker', exact: true });
    for (const row of await block.getByRole('group').all()) {
      if ((await row.locator('[inert]').count()) > 0) continue; // BALL RUNNING, SUSPENDED
      const button = row.getByRole('button', { name: kind === 'bm-back' ? /^back / : /^lay / });
      const price = await shownPrice(button);
      if (price > 0 && (await enabled(button))) return button;
    }
    return null;
  }
  const block = page.getByRole('region', { name: 'Fancy', exact: true });
  for (const row of await block.getByRole('group').all()) {
    if ((await row.locator('[inert]').count()) > 0) continue; // Ball Running
    const button = row.getByRole('button', { name: kind === 'fancy-no' ? /^no / : /^yes / });
    if (await enabled(button)) return button;
  }
  return null;
}

/** Opens a slip on an open price of the kind (waits for one), without betting. */
export async function openSlipOn(page: Page, kind: BetKind): Promise<void> {
  await closeSlip(page);
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const button = await priceToTap(page, kind);
    if (
      button &&
      (await button.click({ timeout: 2000 }).then(
        () => true,
        () => false,
      ))
    ) {
      if (await slipOpens(page, 5000)) return;
    }
    await page.waitForTimeout(400);
  }
  throw new Error(`no open ${kind} price to open a slip on`);
}

/**
 * One bet at a human pace. `countdownShot`: a screenshot of the slip's countdown 1.5 s after Submit.
 */
export async function humanBet(page: Page, kind: BetKind, stake: string, delays: Delays, countdownShot?: string): Promise<PaceResult> {
  await noToasts(page).catch(() => undefined);
  await closeSlip(page);
  const answerMs = inFlightMs(kind, delays) + 4000;
  const waitFrom = Date.now();
  await untilSafeToTap(page, kind, delays);
  let button: Locator | null = null;
  // A player waits for the ball to be bowled or a suspension to lift before tapping (2 min at most).
  while (!button && Date.now() - waitFrom < 120_000) {
    button = await priceToTap(page, kind);
    if (!button) await page.waitForTimeout(400);
  }
  if (!button) return { kind, tapped: '-', message: 'no open price in 2 minutes', ms: 0, waitedMs: Date.now() - waitFrom };
  const tapped = (await button.getAttribute('aria-label')) ?? '?';
  const tappedAt = Date.now();
  const clicked = await button.click({ timeout: 2000 }).then(
    () => true,
    () => false,
  );
  if (!clicked) return { kind, tapped, message: 'price closed under the finger', ms: 0, waitedMs: tappedAt - waitFrom };
  const form = slip(page);
  const toast = page.locator('.Toastify__toast').first();
  await form.or(toast).first().waitFor({ timeout: 5000 });
  if (!(await form.isVisible())) return { kind, tapped, message: (await toast.innerText()).trim(), ms: 0, waitedMs: tappedAt - waitFrom };
  await form.getByLabel('Stake', { exact: true }).fill(stake);
  await page.waitForTimeout(Math.max(0, tappedAt + HUMAN_SUBMIT_MS - Date.now()));
  const started = Date.now();
  await form.getByRole('button', { name: 'Submit' }).click();
  if (countdownShot) {
    await form
      .getByRole('status')
      .getByLabel(/seconds left/)
      .waitFor({ timeout: 3000 });
    await page.waitForTimeout(1500);
    await screenshot(page, countdownShot);
  }
  const message = await nextToast(page, answerMs);
  return { kind, tapped, message, ms: Date.now() - started, waitedMs: tappedAt - waitFrom };
}

/**
 * A refusal as a player meets it: the slip is open on a fancy line and the ball is bowled before
 * Submit; the line moves, Submit says 'Odds Changed!', and the slip follows the live line.
 * Returns the slip's live line after the refusal.
 */
export async function refusalWithLivePrice(
  page: Page,
  stake: string,
  maxMs = 300_000,
): Promise<{ message: string; live: string; tapped: string }> {
  const until = Date.now() + maxMs;
  let last: { message: string; live: string; tapped: string } | undefined;
  // A ball moves the line one way: worse for YES when it rises, for NO when it falls. The sides take
  // turns, and a slip whose line moved the player's way is closed and the next ball waited for, so a
  // run of balls that all pull the line down cannot use up the time (it did once in CI).
  for (let attempt = 0; Date.now() < until; attempt++) {
    await noToasts(page).catch(() => undefined);
    await closeSlip(page);
    const button = await priceToTap(page, attempt % 2 === 0 ? 'fancy-yes' : 'fancy-no');
    if (!button) {
      await page.waitForTimeout(400);
      continue;
    }
    const tapped = (await button.getAttribute('aria-label')) ?? '?';
    if (
      !(await button.click({ timeout: 2000 }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    const form = slip(page);
    if (
      !(await form.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    await form.getByLabel('Stake', { exact: true }).fill(stake);
    const live = form.getByLabel('Live price');
    // Wait for the ball: the line moves after it (▼ worse or ▲ better on the slip's live line), the
    // row opens again. Only a worse line is refused; a better one is tried again on the next ball.
    const moved = await live
      .getByText(/worse|better/)
      .waitFor({ timeout: Math.max(1000, until - Date.now()) })
      .then(
        () => true,
        () => false,
      );
    if (!moved) break;
    if ((await live.getByText(/worse/).count()) === 0) continue;
    const session = tapped.replace(/^(yes|no) /, '').replace(/ [\d.]+$/, '');
    const row = page.getByRole('region', { name: 'Fancy', exact: true }).getByRole('group', { name: session, exact: true });
    while ((await row.locator('[inert]').count()) > 0 && Date.now() < until) await page.waitForTimeout(200);
    await form.getByRole('button', { name: 'Submit' }).click();
    const message = await nextToast(page, 10_000);
    await form
      .getByText(/Odds changed from/)
      .waitFor({ timeout: 5000 })
      .catch(() => undefined);
    last = { message, live: (await live.innerText()).replace(/\s+/g, ' '), tapped };
    // The next ball can suspend the line between the reopening and the end of the bet's delay ("You
    // are not able to place bets.."): a refusal too, but not the one this shows. Try the next ball.
    if (message === MSG.oddsChanged) return last;
  }
  if (last) return last;
  throw new Error('no fancy line moved under an open slip within the time allowed');
}
