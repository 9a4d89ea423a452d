// Your own price (docs/betting.md) in Chromium against the running product, on an in-play tennis
// match: its prices hold still between points and move at each point, one runner's up and the
// other's down (betting.tennis.ts). A back asked one tick above each runner's best back rests
// unmatched ('Bet Unmatched: it waits for your price'; both listed in Open bets with Cancel). At the
// next point one runner's price rises: the server matches that bet at its asked price, and Open
// bets moves it to Matched. The other is cancelled there; Exp is then what the matched bet alone
// risks (its stake released).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { priceAt, tickAtOrBelow } from '../../src/domain/betting/ladder';
import { MSG } from '../../src/domain/messages';
import { TOTAL_MATCHED_THRESHOLD, TOTAL_MATCHED_THRESHOLD_CRICKET } from '../../src/domain/constants';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support';
import { bestBack, lastBets, nextToast, noToasts, openMatch, sportLimits, waitForExp, withOwnPlayer, type Target } from './betting.helpers';
import { closeSlip, slip } from './betting.slip';
import { openBetsFromRows } from '../../src/domain/betting/fromRow';
import { runnerPositions } from '../../src/domain/betting/runnerPositions';
import type { MatchOddsResponse } from '../../src/domain/contract/sports';
import { BET_PATHS, type UnmatchedBetsResponse } from '../../src/domain/contract/bets';
import { call, inPlayEvents } from './betting.helpers';

const openPage = useBrowser();

/** Taps the best back, steps the slip's odds to `asked`, types the stake and submits: the answer's toast. */
async function backAt(page: Page, runner: string, asked: number, stake: number, answerMs: number): Promise<string> {
  await noToasts(page);
  await closeSlip(page);
  await bestBack(page, runner).click();
  const form = slip(page);
  await form.waitFor();
  const odds = form.getByLabel('Odds', { exact: true });
  for (let i = 0; i < 20; i += 1) {
    const now = Number(await odds.innerText());
    if (now === asked) break;
    await form.getByRole('button', { name: now < asked ? 'Higher odds' : 'Lower odds' }).click();
  }
  if (Number(await odds.innerText()) !== asked) await screenshot(page, 'ownprice-stepping');
  assert.equal(Number(await odds.innerText()), asked, 'the slip holds the asked price');
  await form.getByLabel('Stake', { exact: true }).fill(String(stake));
  await form.getByRole('button', { name: 'Submit' }).click();
  return nextToast(page, answerMs);
}

/**
 * An in-play tennis or cricket match where both runners' best backs are between 1.3 and 2.9: a tick or
 * three above either is still inside the betting window (1.01 to 3). A match the player has not bet on
 * is preferred; one they have (the desktop run's, when it is the only even match) also serves, since
 * the checks below count only this run's bets and Exp's change.
 */
async function evenMatch(page: Page, userId: number): Promise<Target> {
  // The simulator's matches drift in and out of that band (and other journeys bet on some): look again
  // every few seconds for up to four minutes rather than judging the feed by one moment.
  const until = Date.now() + 240_000;
  for (;;) {
    const found = await evenMatchNow(page, userId);
    if (found) return found;
    if (Date.now() > until) throw new Error('no in-play two-runner match with both runners between 1.3 and 2.9 for four minutes');
    await page.waitForTimeout(5000);
  }
}

async function evenMatchNow(page: Page, userId: number): Promise<Target | null> {
  const even: Target[] = [];
  for (const event of await inPlayEvents(page)) {
    if (event.eid !== '2' && event.eid !== '4') continue;
    const odds = (await call<MatchOddsResponse>(page, `/api/checkGetMatchOdds/${event.marketId}/${event.gameId}`)).Odds?.[0];
    if (
      !odds ||
      odds.status !== 'OPEN' ||
      odds.runners.length !== 2 ||
      odds.totalMatched < (event.eid === '4' ? TOTAL_MATCHED_THRESHOLD_CRICKET : TOTAL_MATCHED_THRESHOLD) * 1.5
    )
      continue;
    const backs = odds.runners.map((r) => r.ex.availableToBack[0]?.price ?? 0);
    if (!backs.every((price) => price >= 1.3 && price <= 2.9)) continue;
    const [first] = odds.runners;
    const target = {
      event,
      runner: first.runnerName,
      selectionId: first.selectionId,
      runners: odds.runners.map((r) => ({ selectionId: r.selectionId, name: r.runnerName })),
    };
    if ((await lastBets(page, userId, event.gameId)).length === 0) return target;
    // A match with bets still resting (a run that stopped before its cancel) would muddle the lists.
    const resting = await call<UnmatchedBetsResponse>(page, `/api${BET_PATHS.unmatchedBets(userId, event.gameId)}`);
    if (resting.data.length === 0) even.push(target);
  }
  return even[0] ?? null;
}

/** What the player's matched bets on the target's match odds risk at worst (≤ 0), in rupees. */
async function marketRisk(page: Page, userId: number, target: Target): Promise<number> {
  const bets = openBetsFromRows(await lastBets(page, userId, target.event.gameId)).filter(
    (bet) => bet.marketKind === 'Matchodds' && bet.marketId === target.event.marketId,
  );
  const positions = runnerPositions(
    bets,
    target.runners.map((r) => r.selectionId),
  ).map((p) => p.amount);
  return Math.min(0, ...positions);
}

const openBets = (page: Page) => page.getByRole('region', { name: 'Open bets' });

for (const [screen, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`own price on a ${screen}: backs above the market rest unmatched, one is matched at its price when it is reached, the other cancelled`, async (t) => {
    const { context, page, userId } = await withOwnPlayer(await openPage(viewport));
    const target = await evenMatch(page, userId);
    const limits = await sportLimits(page, Number(target.event.eid));
    const answerMs = (limits.betDelayTime + 4) * 1000;
    const stake = limits.minOddLimit;
    await openMatch(page, target);
    const tab = async (name: RegExp) => {
      if (screen === 'phone') await page.getByRole('tab', { name }).click();
    };
    await page.waitForTimeout(1000);
    const riskAtStart = await marketRisk(page, userId, target);
    const betsBefore = new Set((await lastBets(page, userId, target.event.gameId)).map((row) => row.id));

    // One tick above each runner's best back now: not on offer until that runner's price rises.
    const asked = new Map<string, number>();
    for (const runner of target.runners) {
      // Up to three tries: a try the market already offered (the price moved up meanwhile) is matched
      // at once, and the next asks one tick above the best then.
      for (let tries = 1; tries <= 3 && !asked.has(runner.name); tries += 1) {
        const odds = (await call<MatchOddsResponse>(page, `/api/checkGetMatchOdds/${target.event.marketId}/${target.event.gameId}`))
          .Odds[0];
        const best = odds.runners.find((r) => r.selectionId === runner.selectionId)?.ex.availableToBack[0]?.price ?? 0;
        const price = priceAt(tickAtOrBelow(best) + 1);
        const answer = await backAt(page, runner.name, price, stake, answerMs);
        t.diagnostic(`back ${runner.name} at ${price} (best ${best}): ${answer}`);
        if (answer === MSG.betUnmatched) asked.set(runner.name, price);
      }
    }
    assert.equal(asked.size, 2, 'both backs rest unmatched');
    await tab(/^Matched Bet\(/);
    const unmatched = openBets(page).getByRole('list', { name: 'Unmatched' }).getByRole('listitem');
    // The Open bets list refreshes every few seconds: give it one refresh to show both.
    const listedBy = Date.now() + 10_000;
    while ((await unmatched.count()) < 2 && Date.now() < listedBy) await page.waitForTimeout(500);
    // A price can reach its ask before the list's next refresh: that bet is then already matched, at
    // its asked price, and until the refresh the list may still show it as unmatched. Every back is
    // either listed as unmatched or matched so, once the list has caught up.
    const accountedFor = async () => {
      const matchedAtAsk = (await lastBets(page, userId, target.event.gameId)).filter(
        (row) => !betsBefore.has(row.id) && row.type === 'back' && asked.get(row.selection) === row.oddsRequest,
      ).length;
      return (await unmatched.count()) + matchedAtAsk;
    };
    // On a failure: what the list shows beside what the server holds (a list left behind, or the bets).
    const whatIsShown = async () => {
      const listed = await unmatched.allInnerTexts();
      const resting = await call<UnmatchedBetsResponse>(page, `/api${BET_PATHS.unmatchedBets(userId, target.event.gameId)}`);
      const matched = await lastBets(page, userId, target.event.gameId);
      return `listed ${JSON.stringify(listed)}; the server's resting ${JSON.stringify(resting.data.map((b) => `${b.selection} at ${b.oddsRequest}`))}, matched ${JSON.stringify(matched.map((b) => `${b.type} ${b.selection} at ${b.oddsRequest}`))}`;
    };
    let accounted = await accountedFor();
    for (const caughtUpBy = Date.now() + 10_000; accounted !== 2 && Date.now() < caughtUpBy; accounted = await accountedFor())
      await page.waitForTimeout(500);
    if (accounted !== 2) assert.fail(`Open bets lists as unmatched each back not yet matched at its ask: ${await whatIsShown()}`);
    await screenshot(page, `ownprice-unmatched-${screen}`);

    // A point moves one runner's price up and the other's down, but a runner can lose several points
    // running (its price falling away from its ask): wait for the point that lifts one of them to
    // (or past) its asked price, up to four minutes of play.
    const until = Date.now() + 240_000;
    while ((await unmatched.count()) === 2 && Date.now() < until) await page.waitForTimeout(1000);
    const stillResting = await unmatched.count();
    if (stillResting === 2) assert.fail(`at least one of them was matched within four minutes: ${await whatIsShown()}`);
    const rows = (await lastBets(page, userId, target.event.gameId)).filter((row) => !betsBefore.has(row.id));
    // The backs that rested (an ask the market already offered was matched at once and is not one of them).
    const matched = rows.filter((row) => row.type === 'back' && row.amountStake === stake && asked.get(row.selection) === row.oddsRequest);
    assert.equal(matched.length, 2 - stillResting, 'the matched backs are those no longer resting');
    for (const bet of matched)
      assert.equal(bet.oddsRequest, asked.get(bet.selection), `matched at its asked price ${asked.get(bet.selection)}`);
    if (stillResting === 0) {
      // Both prices were reached between two looks (a big swing in the simulator): nothing is left to
      // cancel in this run; cancelling is also the server tests' part (resting.test.ts).
      t.diagnostic('both backs were matched at their asked prices before one could be cancelled');
      await context.close();
      return;
    }
    await openBets(page).getByRole('list', { name: 'Matched', exact: true }).waitFor();

    // The other is cancelled: gone from Open bets, and Exp is what the matched bet alone risks.
    const left = target.runners.find((r) => r.name !== matched[0].selection);
    assert.ok(left);
    // Exp is the player's total over every market, and the player's other markets (earlier
    // journeys' bets) may settle at any moment of the wait, the cancel's included: so the header is
    // held to the server's total once the cancel is done.
    const riskBefore = await marketRisk(page, userId, target);
    await openBets(page)
      .getByRole('button', { name: `Cancel Back ${left.name} at ${asked.get(left.name)}` })
      .click();
    await unmatched.first().waitFor({ state: 'detached', timeout: 10_000 });
    const riskAfter = await marketRisk(page, userId, target);
    const serverTotal = (await call<{ FinalExpo: number }>(page, `/api/expo1/${userId}/0`)).FinalExpo;
    assert.equal(
      await waitForExp(page, serverTotal),
      serverTotal,
      `Exp after the cancel: the server's total (the market's worst case ${riskAtStart} before the backs, ${riskBefore} before the cancel, ${riskAfter} after)`,
    );
    await screenshot(page, `ownprice-cancelled-${screen}`);
    await context.close();
  });
}
