// The operator's powers seen from the player's side, in Chromium against the running product: the
// operator suspends a market with `npm run operator -- suspend` and the match page shows SUSPENDED
// (and saveBet refuses with the spec's message) until `resume`; `set-master` changes the site
// message the ticker shows; `set-sport` changes the stake limits the Match Odds block shows, and
// `set-event` an event's own limits over them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { encryptJson } from '../../src/domain/cipher';
import { MSG } from '../../src/domain/messages';
import { DESKTOP, operatorEnv, pageConfig, screenshot, useBrowser } from '../support';
import { matchUrl, shownLimits, sportLimits, twoRunnerTarget, type Target, withPlayer1 } from './betting.helpers';
import { backBetPayload, call } from './reports.helpers';

const ROOT = path.resolve(__dirname, '..', '..');

const openPage = useBrowser();

/** `npm run operator -- …` against the e2e server; its answer is JSON. */
function operator(...args: string[]): Record<string, unknown> {
  const out = execFileSync('npm', ['run', '--silent', 'operator', '--', ...args], { cwd: ROOT, env: operatorEnv(), encoding: 'utf8' });
  return JSON.parse(out) as Record<string, unknown>;
}

/** saveBet as the slip sends it, from the page (its session): the server's answer. */
async function saveFromPage(page: Page, userId: number, target: Target, price: number, stake: number) {
  const { payloadKey } = await pageConfig(page);
  const runner = { event: target.event, sportId: Number(target.event.eid), selectionId: target.selectionId, runnerName: target.runner };
  const payload = backBetPayload(userId, { ...runner, price, stake });
  return call<{ message?: string }>(page, 'POST', '/api/saveBet', { data: encryptJson(payload, payloadKey) });
}

const matchOdds = (page: Page) => page.getByRole('region', { name: 'Match Odds', exact: true });

test('suspend by the command line: SUSPENDED on the match page and bets refused, until resume', async () => {
  const { context, page, userId } = await withPlayer1(await openPage(DESKTOP));
  const target = await twoRunnerTarget(page);
  await page.goto(matchUrl(target.event));
  await matchOdds(page).getByRole('group', { name: target.runner }).waitFor();

  const suspended = operator('suspend', '--market', target.event.marketId, '--reason', 'e2e: integrity check');
  assert.equal(suspended.handSuspended, true);
  // The next polls (600 ms) bring the overlay, and it stays whatever the feed sends meanwhile.
  await matchOdds(page).getByText('SUSPENDED', { exact: true }).first().waitFor({ timeout: 5000 });
  await page.waitForTimeout(3000);
  assert.ok(await matchOdds(page).getByText('SUSPENDED', { exact: true }).first().isVisible(), 'still SUSPENDED after several feed ticks');
  await screenshot(page, 'operator-suspended');
  const odds = await page.evaluate(
    async (url) => (await fetch(url, { credentials: 'include' })).json(),
    `/api/checkGetMatchOdds/${target.event.marketId}/${target.event.gameId}`,
  );
  const price = odds.Odds[0].runners.find((r: { selectionId: number }) => r.selectionId === target.selectionId).ex.availableToBack[0]
    .price as number;
  const refused = await saveFromPage(page, userId, target, price, 100);
  assert.equal(refused.status, 400);
  assert.equal(refused.json.message, MSG.notAbleToBet);

  const resumed = operator('resume', '--market', target.event.marketId, '--reason', 'e2e: cleared');
  assert.equal(resumed.handSuspended, false);
  await context.close();
});

test('the site message and a sport\u2019s stake limits, changed by the command line, show to the player', async () => {
  const { context, page } = await withPlayer1(await openPage(DESKTOP));
  const target = await twoRunnerTarget(page);
  const sportId = Number(target.event.eid);
  const original = await sportLimits(page, sportId);
  const originalMessage = (operator('settings').master as { siteMessage: string }).siteMessage;
  try {
    const message = `Operator notice ${Date.now()}: cricket bets close at the toss`;
    operator('set-master', '--message', message, '--reason', 'e2e');
    operator('set-sport', '--sport', String(sportId), '--min-odd', '150', '--max-odd', '150000', '--reason', 'e2e');
    await page.goto(matchUrl(target.event));
    await matchOdds(page).getByRole('group', { name: target.runner }).waitFor();
    await page
      .getByRole('generic', { name: 'Site message' })
      .or(page.getByLabel('Site message'))
      .first()
      .getByText(message)
      .waitFor({ timeout: 5000 });
    assert.deepEqual(await shownLimits(page), { min: 150, max: 150000 });
    await screenshot(page, 'operator-limits-and-message');
    // The event's own limits win over its sport's, on the next load.
    const eventLimits = [
      '--min-odd',
      '300',
      '--max-odd',
      '3000',
      '--min-bookmaker',
      '100',
      '--max-bookmaker',
      '1000',
      '--min-fancy',
      '100',
      '--max-fancy',
      '1000',
    ];
    operator('set-event', '--event', target.event.gameId, ...eventLimits, '--reason', 'e2e');
    await page.reload();
    await matchOdds(page).getByRole('group', { name: target.runner }).waitFor();
    assert.deepEqual(await shownLimits(page), { min: 300, max: 3000 });
  } finally {
    operator('set-event', '--event', target.event.gameId, '--clear-limits', '1', '--reason', 'e2e: restore');
    operator(
      'set-sport',
      '--sport',
      String(sportId),
      '--min-odd',
      String(original.minOddLimit),
      '--max-odd',
      String(original.maxOddLimit),
      '--reason',
      'e2e: restore',
    );
    operator('set-master', '--message', originalMessage, '--reason', 'e2e: restore');
    await context.close();
  }
});
