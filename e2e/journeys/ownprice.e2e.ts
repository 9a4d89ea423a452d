// Your own price (docs/betting.md) in Chromium against the running product, on an in-play tennis
// match whose prices hold still between points (betting.tennis.ts): within a point the best back is
// the top price T three ticks in four and T−1 otherwise, never above T.
// - A back asked at T, Submitted while the best back shows T−1 at the end of the delay, rests
//   unmatched ('Bet Unmatched: it waits for your price', listed in Open bets with Cancel); the server
//   matches it at T as soon as the best back is T again, and Open bets then lists it as matched.
// - A back asked three ticks above T (never on offer during the point) rests; its stake leaves Exp;
//   Cancel deletes it and Exp comes back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { priceAt, tickAtOrBelow } from '../../src/domain/betting/ladder';
import { MSG } from '../../src/domain/messages';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support';
import {
  headerExp,
  lastBets,
  matchUrl,
  nextToast,
  noToasts,
  sportLimits,
  twoRunnerTarget,
  waitForExp,
  withPlayer1,
  type Target,
} from './betting.helpers';
import { closeSlip, slip } from './betting.slip';
import { nextStableWindow } from './betting.tennis';
import { placedMessage } from './placed';

const openPage = useBrowser();

const bestBack = (page: Page, target: Target) =>
  page
    .getByRole('region', { name: 'Match Odds', exact: true })
    .getByRole('group', { name: target.runner })
    .getByRole('button', { name: /^back / })
    .last();

async function openMatch(page: Page, target: Target): Promise<void> {
  await page.goto(matchUrl(target.event));
  await page.getByRole('region', { name: 'Match Odds', exact: true }).getByRole('group', { name: target.runner }).waitFor();
}

/** Taps the best back, steps the slip's odds to `asked`, types the stake and submits: the answer's toast. */
async function backAt(page: Page, target: Target, asked: number, stake: number, answerMs: number): Promise<string> {
  await noToasts(page);
  await closeSlip(page);
  await bestBack(page, target).click();
  const form = slip(page);
  await form.waitFor();
  const odds = form.getByLabel('Odds', { exact: true });
  for (let i = 0; i < 20; i += 1) {
    const now = Number(await odds.innerText());
    if (now === asked) break;
    await form.getByRole('button', { name: now < asked ? 'Higher odds' : 'Lower odds' }).click();
  }
  assert.equal(Number(await odds.innerText()), asked, 'the slip holds the asked price');
  await form.getByLabel('Stake', { exact: true }).fill(String(stake));
  await form.getByRole('button', { name: 'Submit' }).click();
  return nextToast(page, answerMs);
}

const openBets = (page: Page) => page.getByRole('region', { name: 'Open bets' });

for (const [screen, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`own price on a ${screen}: a back above the market rests unmatched, then is matched at its price; another is cancelled and Exp released`, async (t) => {
    const { context, page, userId } = await withPlayer1(await openPage(viewport));
    const target = await twoRunnerTarget(page, userId, '2');
    const limits = await sportLimits(page, Number(target.event.eid));
    const answerMs = (limits.betDelayTime + 4) * 1000;
    const stake = limits.minOddLimit;
    await openMatch(page, target);
    if (screen === 'phone') await page.getByRole('tab', { name: /^Matched Bet\(/ }).click();
    const showOdds = async () => {
      if (screen === 'phone') await page.getByRole('tab', { name: 'Odds' }).click();
    };
    const showBets = async () => {
      if (screen === 'phone') await page.getByRole('tab', { name: /^Matched Bet\(/ }).click();
    };
    await showOdds();

    // 1. Rest, then matched. Asked at T: it rests only when the best back is T−1 at the end of the delay.
    let window = await nextStableWindow(page, target);
    let rested = false;
    const tries: string[] = [];
    for (let i = 0; i < 10 && !rested; i += 1) {
      const answer = await backAt(page, target, window.top, stake, answerMs);
      tries.push(`${window.top}: ${answer}`);
      if (answer === MSG.betUnmatched) rested = true;
      else if (answer === MSG.oddsChanged || placedMessage(answer)) {
        // Matched at once (the best back was T) or the point moved: try again, on the point in play.
        if (answer === MSG.oddsChanged) window = await nextStableWindow(page, target);
      } else assert.fail(`${answer} (${tries.join(' | ')})`);
    }
    tries.forEach((line) => t.diagnostic(line));
    assert.ok(rested, `a back at the top price rested within 10 tries: ${tries.join(' | ')}`);
    await showBets();
    const unmatched = openBets(page).getByRole('list', { name: 'Unmatched' });
    await unmatched.waitFor({ timeout: 5000 }).catch(() => undefined);
    await screenshot(page, `ownprice-unmatched-${screen}`);
    // The server matches it at T once the best back is T again (three ticks in four): within seconds.
    await unmatched.waitFor({ state: 'detached', timeout: 20_000 });
    const rows = await lastBets(page, userId, target.event.gameId);
    assert.ok(
      rows.some((row) => row.type === 'back' && row.oddsRequest === window.top && row.amountStake === stake),
      `a matched back of ${stake} at ${window.top}: ${JSON.stringify(rows.map((r) => [r.type, r.oddsRequest, r.amountStake]))}`,
    );

    // 2. Cancelled: asked three ticks above the top, never offered during the point.
    await showOdds();
    window = await nextStableWindow(page, target);
    const far = priceAt(tickAtOrBelow(window.top) + 3);
    await page.waitForTimeout(1500);
    const expBefore = await headerExp(page);
    const answer = await backAt(page, target, far, stake, answerMs);
    assert.equal(answer, MSG.betUnmatched, `a back at ${far} (top ${window.top}) rests`);
    assert.equal(await waitForExp(page, expBefore - stake), expBefore - stake, 'its stake is in Exp');
    await showBets();
    const cancel = openBets(page).getByRole('button', { name: `Cancel Back ${target.runner} at ${far}` });
    await cancel.click();
    await cancel.waitFor({ state: 'detached', timeout: 10_000 });
    assert.equal(await waitForExp(page, expBefore), expBefore, 'Exp is released');
    await screenshot(page, `ownprice-cancelled-${screen}`);
    await context.close();
  });
}
