// A real greyhound race in Chromium (`npm run test:e2e:racing`: the product replays Betfair's file of
// it, Sheffield, 19 April 2022): the Greyhound Racing page lists the meeting's race with its six
// runners and the file's prices, the race page shows them as a runner market, and the player backs
// a runner through the slip and sees the bet matched in My Bet.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { MatchOddsResponse, SportEvent } from '../../src/domain/contract/sports';
import { MATCH_ODDS_MAX_PRICE, MATCH_ODDS_MIN_PRICE } from '../../src/domain/constants';
import { RUNNER_NAMES } from '../../server/feed/betfair/testing/sheffieldRaceFile';
import { screenshot, useBrowser, DESKTOP } from '../support';
import { call, lastBets, sportLimits, withPlayer1 } from '../journeys/betting.helpers';
import { betUntilAnswered } from '../journeys/betting.slip';
import { placedMessage } from '../journeys/placed';

const openPage = useBrowser();

async function theRace(page: Page): Promise<SportEvent> {
  const series = (await call<{ data: Array<{ seriesId: number }> }>(page, '/api/api/fetchSeriesBySportId?sportId=4339')).data;
  assert.equal(series.length, 1, 'one meeting');
  const races = (await call<{ data: SportEvent[] }>(page, `/api/api/fetchEventsBySeriesId?seriesId=${series[0].seriesId}`)).data;
  assert.equal(races.length, 1, 'one race');
  return races[0];
}

test('the Greyhound Racing page lists the race with its runners and prices; the race page takes a back bet on a runner', async () => {
  const { context, page, userId } = await withPlayer1(await openPage(DESKTOP));
  await page.goto('/greyhound');
  const meeting = page.getByRole('region', { name: 'Sheffield 19th Apr' });
  const table = meeting.getByRole('table', { name: 'Sheffield OR 280m runners' });
  await table.waitFor();
  const names = await table.locator('tbody tr td:first-child').allTextContents();
  assert.deepEqual(names, RUNNER_NAMES);
  // The page's prices are the odds call's: the answer the page itself gets on its next poll (every
  // 5 s) is drawn in the table. Comparing with a call of our own raced the replay's moving prices.
  const race = await theRace(page);
  const oddsPath = `/api/checkGetMatchOdds/${race.marketId}/${race.gameId}`;
  const answers: MatchOddsResponse[] = [];
  await page.route(`**${oddsPath}`, async (route) => {
    const response = await route.fetch();
    // A poll the server sheds (503) leaves the table as it was: only answers with prices count.
    if (response.ok()) answers.push((await response.json()) as MatchOddsResponse);
    await route.fulfill({ response });
  });
  const seen = answers.length;
  const deadline = Date.now() + 15_000;
  while (answers.length === seen && Date.now() < deadline) await page.waitForTimeout(100);
  assert.ok(answers.length > seen, 'the page polled the odds call within 15 s');
  const expected = answers[answers.length - 1].Odds[0].runners.map((r) => String(r.ex.availableToBack[0]?.price ?? '-'));
  let shown: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    shown = await table.locator('tbody tr td.back').allTextContents();
    if (shown.every((price, j) => price === expected[j])) break;
    await page.waitForTimeout(100);
  }
  assert.deepEqual(shown.slice(0, expected.length), expected, "the page's best back prices are the odds call's");
  await page.unroute(`**${oddsPath}`);
  await screenshot(page, 'racing-greyhound-page');

  await meeting.getByRole('link', { name: 'Sheffield OR 280m' }).click();
  await page.waitForURL(/\/matchscore\/4339\/197931750\/1\.197931750$/);
  const odds = page.getByRole('region', { name: 'Match Odds', exact: true });
  for (const runner of RUNNER_NAMES) await odds.getByRole('group', { name: runner }).waitFor();

  // Back the runner whose best back is inside the betting window (the favourite, about 2.5).
  const market = (await call<MatchOddsResponse>(page, oddsPath)).Odds[0];
  const target = market.runners.find((r) => {
    const price = r.ex.availableToBack[0]?.price;
    return price !== undefined && price >= MATCH_ODDS_MIN_PRICE && price <= MATCH_ODDS_MAX_PRICE;
  });
  assert.ok(target, 'a runner with a back price in the window');
  const limits = await sportLimits(page, 4339);
  const answer = await betUntilAnswered(
    page,
    () =>
      odds
        .getByRole('group', { name: target.runnerName })
        .getByRole('button', { name: /^back / })
        .last(),
    String(limits.minOddLimit),
    (limits.betDelayTime + 5) * 1000,
  );
  assert.ok(placedMessage(answer.message), answer.message);
  const bets = await lastBets(page, userId, race.gameId);
  assert.equal(bets.length, 1);
  assert.equal(bets[0].selectionId, target.selectionId);
  await page.getByRole('table', { name: 'Matched bets' }).getByRole('row').filter({ hasText: target.runnerName }).first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'racing-greyhound-race-bet');
  await context.close();
});
