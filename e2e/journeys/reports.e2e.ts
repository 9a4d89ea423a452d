// Reports journey in Chromium against the running product: player1 backs a runner of an in-play
// cricket match (through the API, with the page's own session, as the slip would), Current Bet shows
// it; the operator settles the market with the command line; then Profit Loss and the Account
// Statement show the win with the right amount, the Result popup opens, and Bet History lists the
// bet under Settled. Screenshots at 1366 and 390 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { profitPreview } from '../../src/domain/betting/profit';
import { formatRupees } from '../../src/domain/money';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support';
import { signIn } from './betting.helpers';
import { operator, placeBackBet } from './reports.helpers';

const openPage = useBrowser();

test('a settled bet shows in Profit Loss, the statement, the Result popup and Bet History', async () => {
  const { context, page } = await openPage(DESKTOP);
  await signIn(page);
  const bet = await placeBackBet(page);
  // The amounts a player expects: a back bet that wins pays (price − 1) × stake.
  const won = Number(profitPreview({ marketKind: 'Matchodds', price: bet.price, rate: 100, side: 'back', stake: bet.stake }).profitText);
  const wonText = formatRupees(won);

  await page.goto('/current-bets');
  const current = page.getByRole('table', { name: 'Current bets' });
  await current.getByRole('row').filter({ hasText: bet.event.eventName }).filter({ hasText: bet.selection }).first().waitFor();
  await screenshot(page, 'reports-current-bets-desktop');

  // As an operator settles by hand: the market suspended first (one still open for betting is refused).
  await operator('suspend', '--market', bet.event.marketId, '--reason', 'result in');
  const settled = await operator('settle', '--market', bet.event.marketId, '--winner', String(bet.selectionId));
  assert.match(settled, /"isSuccess":\s*true|isSuccess/, settled);

  await page.goto('/profit-loss');
  const plTable = page.getByRole('table', { name: 'Profit and loss by market' });
  const plRow = plTable.getByRole('row').filter({ hasText: bet.event.eventName });
  await plRow.first().waitFor();
  assert.equal(await plRow.count(), 1);
  const plCells = await plRow.getByRole('cell').allTextContents();
  assert.deepEqual(plCells.slice(0, 4), ['Cricket', bet.event.eventName, 'Match Odds', wonText]);
  assert.equal(await plRow.locator('[data-sign]').getAttribute('data-sign'), 'profit');
  await screenshot(page, 'reports-profit-loss-desktop');

  await plRow.getByRole('button', { name: bet.event.eventName }).click();
  const popup = page.getByRole('dialog', { name: 'Result' });
  await popup.waitFor();
  await popup.getByText(bet.selection, { exact: true }).first().waitFor();
  const popupText = (await popup.textContent()) ?? '';
  assert.ok(popupText.includes('Winner') && popupText.includes('Total Bets') && popupText.includes('Ip Address'), popupText);
  const betRow = popup.getByRole('row').filter({ hasText: wonText });
  assert.equal(await betRow.first().getAttribute('data-tone'), 'back');
  await screenshot(page, 'reports-result-popup-desktop');
  await popup.getByRole('button', { name: 'Close' }).click();
  await popup.waitFor({ state: 'detached' });

  await page.goto('/account-statement');
  const statement = page.getByRole('table', { name: 'Account statement' });
  const sportRow = statement.getByRole('row').filter({ hasText: bet.event.eventName });
  await sportRow.first().waitFor();
  const statementCells = await sportRow.first().getByRole('cell').allTextContents();
  assert.equal(statementCells[3], wonText, statementCells.join(' | '));
  assert.equal(statementCells[4], '-');
  await page.getByLabel('Type').selectOption('Deposit/Withdraw Reports');
  assert.equal(await sportRow.count(), 0);
  await page.getByLabel('Type').selectOption('Sport Report');
  await sportRow.first().getByRole('button').click();
  await page.getByRole('dialog', { name: 'Result' }).waitFor();
  await screenshot(page, 'reports-statement-popup-desktop');
  await page.getByRole('dialog', { name: 'Result' }).getByRole('button', { name: 'Close' }).click();
  await screenshot(page, 'reports-statement-desktop');

  await page.goto('/bet-history');
  const historyRow = page
    .getByRole('table', { name: 'Bet history' })
    .getByRole('row')
    .filter({ hasText: bet.event.eventName })
    .filter({ hasText: wonText });
  await historyRow.first().waitFor();
  assert.equal(await historyRow.first().getAttribute('data-tone'), 'back');
  await screenshot(page, 'reports-bet-history-desktop');
  await context.close();

  // The same pages on a phone: rows fold into cards, the popup fits the screen.
  const phone = await openPage(PHONE);
  await signIn(phone.page);
  // A report on the phone: its table shows the bet's event, then the screenshot.
  const phoneReport = async (url: string, table: string, shot: string) => {
    await phone.page.goto(url);
    await phone.page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: bet.event.eventName }).first().waitFor();
    await screenshot(phone.page, shot);
  };
  await phoneReport('/profit-loss', 'Profit and loss by market', 'reports-profit-loss-phone');
  await phone.page.getByRole('button', { name: bet.event.eventName }).first().click();
  await phone.page.getByRole('dialog', { name: 'Result' }).waitFor();
  await screenshot(phone.page, 'reports-result-popup-phone');
  await phoneReport('/bet-history', 'Bet history', 'reports-bet-history-phone');
  await phoneReport('/account-statement', 'Account statement', 'reports-statement-phone');
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the statement fits the phone's width (overflow ${overflow}px)`);
  await phone.context.close();
});
