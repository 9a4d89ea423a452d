// The bet slip as the betting journey drives it: tap a price, type the stake, Submit, read the toast.
// The simulated feed requotes every second, so some answers only say the price moved under the bet;
// MOVED lists them with the reason, and a retry is one more tap after at least one new tick.
import type { Locator, Page } from 'playwright-core';
import { MSG } from '../../src/domain/messages';
import { screenshot } from '../support';
import { nextToast, noToasts } from './betting.helpers';

export const slip = (page: Page) => page.getByRole('form', { name: /slip$/ });

/** Did the slip open within `timeout` ms? (A tapped price outside the betting window opens none, only a toast.) */
export const slipOpens = (page: Page, timeout: number): Promise<boolean> =>
  slip(page)
    .waitFor({ timeout })
    .then(
      () => true,
      () => false,
    );

/** The answers that mean the book moved under the bet (the product working as specified), and why. */
export const MOVED: Readonly<Record<string, string>> = {
  [MSG.oddsChanged]: 'the price tapped was no longer shown at Submit or on offer at the end of the delay',
  [MSG.ballRunning]: 'a ball started being bowled (the last 4 s before each ball, 30–45 s apart)',
  [MSG.notAbleToBet]: 'the market was suspended (3 s after a wicket) or the row closed',
};
/** Not a toast: the price to tap was not shown (any more) when the journey went to tap it. */
export const PRICE_GONE = 'price gone before the tap';

export interface Answer {
  message: string;
  /** From Submit to the toast. */
  ms: number;
}

/**
 * What a tap or a Cashout click led to: the slip opened, or a toast (its text). Both are waited for
 * at once: a refusal toast closes after 1 s, so waiting for the slip first would miss it.
 */
export async function slipOrToast(page: Page, timeout = 10_000): Promise<{ opened: true } | { opened: false; message: string }> {
  const toast = page.locator('.Toastify__toast').first();
  await slip(page)
    .or(toast)
    .first()
    .waitFor({ timeout })
    .catch(async (error: Error) => {
      await screenshot(page, 'betting-tap-answered-nothing');
      const shown = await page
        .getByRole('main')
        .innerText()
        .catch(() => '(none)');
      throw new Error(`${error.message}\nneither a slip nor a toast after the tap; the page shows:\n${shown.slice(0, 1500)}`);
    });
  if (await slip(page).isVisible()) return { opened: true };
  return { opened: false, message: (await toast.innerText()).trim() };
}

/**
 * Closes a slip an earlier answer left open (a refusal such as 'Odds Changed!' keeps it), as a player
 * would. On a phone the slip is a modal over the prices.
 */
export async function closeSlip(page: Page): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Place Bet' });
  if (await modal.isVisible()) {
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
  } else if (await slip(page).isVisible()) {
    await slip(page).getByRole('button', { name: 'Close slip' }).click();
    await slip(page).waitFor({ state: 'detached' });
  }
}

/** Taps a price, types the stake and submits; the answer is the next toast and how long it took. */
export async function submitBet(
  page: Page,
  price: Locator,
  stake: string,
  options: { answerMs: number; clickMs?: number; shot?: string },
): Promise<Answer> {
  await noToasts(page);
  // A slip left open by an earlier answer is closed first, so that a slip seen after the tap is this tap's.
  await closeSlip(page);
  const tapped = await price.click({ timeout: options.clickMs }).then(
    () => true,
    (error: Error) => {
      if (options.clickMs === undefined || error.name !== 'TimeoutError') throw error;
      return false;
    },
  );
  if (!tapped) return { message: PRICE_GONE, ms: 0 };
  const tap = await slipOrToast(page);
  if (!tap.opened) return { message: tap.message, ms: 0 };
  await slip(page).getByLabel('Stake', { exact: true }).fill(stake);
  if (options.shot) await screenshot(page, options.shot);
  const started = Date.now();
  await slip(page).getByRole('button', { name: 'Submit' }).click();
  const message = await nextToast(page, options.answerMs);
  return { message, ms: Date.now() - started };
}

/**
 * Taps `price()` until the answer is not a moving-price one, at most `attempts` times, 1.5 s apart
 * (a new tick: the best back is a tick lower one tick in four, a suspension lasts 3 ticks).
 */
export async function betUntilAnswered(page: Page, price: () => Locator, stake: string, answerMs: number, attempts = 8) {
  const seen: string[] = [];
  for (let i = 0; i < attempts; i += 1) {
    const answer = await submitBet(page, price(), stake, { answerMs });
    if (!(answer.message in MOVED)) return { ...answer, seen };
    seen.push(answer.message);
    await page.waitForTimeout(1500);
  }
  throw new Error(`${attempts} taps, each answered with a moving price: ${seen.map((m) => `${m} (${MOVED[m]})`).join(', ')}`);
}
