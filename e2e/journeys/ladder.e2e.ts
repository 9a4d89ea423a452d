// The ladder view (docs/betting.md) in Chromium against the running product, at 1366 and 390 px: on
// an in-play match, a runner's Ladder opens its book, one row per price with the money offered to back
// and to lay (the simulator quotes three levels a side: six rows at least, backs below lays); on a
// phone, a tap on the runner's name shows its three back and three lay prices in the row.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support';
import { matchUrl, twoRunnerTarget, withPlayer1 } from './betting.helpers';

const openPage = useBrowser();

for (const [screen, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`a runner's ladder on a ${screen}`, async () => {
    const { context, page } = await withPlayer1(await openPage(viewport));
    const target = await twoRunnerTarget(page);
    await page.goto(matchUrl(target.event));
    const row = () => page.getByRole('region', { name: 'Match Odds', exact: true }).getByRole('group', { name: target.runner });
    await row().waitFor();

    if (screen === 'phone') {
      assert.equal(
        await row()
          .getByRole('button', { name: /^(back|lay) / })
          .count(),
        2,
        'the best price a side',
      );
      await row().getByRole('button', { name: target.runner, exact: true }).click();
      await row()
        .getByRole('button', { name: /^back / })
        .nth(2)
        .waitFor();
      assert.equal(
        await row()
          .getByRole('button', { name: /^(back|lay) / })
          .count(),
        6,
        'three levels a side after a tap on the name',
      );
      await screenshot(page, 'ladder-three-levels-phone');
    }

    await row()
      .getByRole('button', { name: `Ladder of ${target.runner}` })
      .click();
    const ladder = page.getByRole('table', { name: `Ladder of ${target.runner}` });
    await ladder.waitFor();
    const rows = ladder.getByRole('row');
    await rows.nth(6).waitFor();
    const cells = await Promise.all(
      (await rows.all()).slice(1).map(async (r) => (await r.getByRole('cell').allTextContents()).map((c) => c.trim())),
    );
    const prices = cells.map((c) => Number(c[1]));
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => b - a),
      'highest price on top',
    );
    const backs = cells.filter((c) => c[0] !== '').map((c) => Number(c[1]));
    const lays = cells.filter((c) => c[2] !== '').map((c) => Number(c[1]));
    assert.ok(backs.length >= 3 && lays.length >= 3, `three levels a side at least (${backs.length} backs, ${lays.length} lays)`);
    assert.ok(Math.max(...backs) < Math.min(...lays), 'the backs below the lays');
    await screenshot(page, `ladder-${screen}`);
    await page
      .getByRole('dialog', { name: `${target.runner} ladder` })
      .getByRole('button', { name: 'Close' })
      .click();
    await context.close();
  });
}
