// The player's rough edges, in Chromium against the running product: the header search lists the
// matching events from two letters and opens one with the keyboard; on an in-play cricket match a
// bookmaker bet and a fancy No bet put positions on their rows (each bookmaker runner's P&L, the
// session's worst case beside its ladder), computed as the server computes them; toasts sit under
// the header; a saved payout account shows masked and the list stays on screen. 1366 and 390 px.
import { placedMessage } from './placed';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openBetsFromRows } from '../../src/domain/betting/fromRow';
import { marketExposurePaise } from '../../src/domain/betting/exposure';
import { runnerPositions } from '../../src/domain/betting/runnerPositions';
import type { MatchOddsResponse, SportEvent } from '../../src/domain/contract/sports';
import { MSG } from '../../src/domain/messages';
import { formatRupees, toRupees } from '../../src/domain/money';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support';
import { placeNoBet } from './betting.fancy';
import { call, inPlayEvents, lastBets, matchUrl, noToasts, signIn, sportLimits, withPlayer1 } from './betting.helpers';
import { MOVED, PRICE_GONE, submitBet } from './betting.slip';
import { fillBankAccount, openAddBankAccount, openAsSelf1 } from './wallet.helpers';

const openPage = useBrowser();

/** An in-play cricket match with an open bookmaker and open fancy sessions. */
async function cricketWithBookmaker(page: Page): Promise<{ event: SportEvent; book: string }> {
  for (const event of await inPlayEvents(page)) {
    if (event.eid !== '4' || event.BookMaker !== 1 || event.Fancy !== 1) continue;
    const odds = await call<MatchOddsResponse>(page, `/api/checkGetMatchOdds/${event.marketId}/${event.gameId}`);
    // A rate a player may back (the window starts at 1.01: a rate of 1 is refused).
    const row = odds.Bookmaker.flat().find((r) => r.s === 'ACTIVE' && r.b1 >= 5);
    if (row && odds.Fancy.length > 0) return { event, book: row.nat };
  }
  throw new Error('no in-play cricket match with an open bookmaker');
}

/** Two letters of the event's first team, as a player would start typing it. */
const firstLetters = (event: SportEvent) => event.eventName.replace(/[^A-Za-z]/g, '').slice(0, 2);

/** The welcome popup may open a moment after the shell: closed as a player would. */
async function closeWelcome(page: Page): Promise<void> {
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  if (
    await welcome.waitFor({ timeout: 5000 }).then(
      () => true,
      () => false,
    )
  ) {
    await welcome.getByRole('button', { name: 'Close' }).click();
    await welcome.waitFor({ state: 'detached' });
  }
}

async function searchAndOpen(page: Page, event: SportEvent, shot: string): Promise<void> {
  await closeWelcome(page);
  // 'Logged In..' shown and gone (its chunk loads after the shell), so the screenshots show the page whole.
  await page
    .locator('.Toastify__toast')
    .first()
    .waitFor({ timeout: 3000 })
    .catch(() => undefined);
  await noToasts(page);
  const box = page.getByRole('combobox', { name: 'Search events' });
  await box.click();
  await box.pressSequentially(firstLetters(event), { delay: 80 });
  const list = page.getByRole('listbox', { name: 'Matching events' });
  const option = list.getByRole('option', { name: new RegExp(event.eventName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await option.waitFor();
  assert.equal(await box.getAttribute('aria-expanded'), 'true');
  await screenshot(page, shot);
  // Arrow down to the event, then Enter.
  const names = await list.getByRole('option').allInnerTexts();
  const index = names.findIndex((text) => text.startsWith(event.eventName));
  assert.ok(index >= 0, `${event.eventName} is listed for '${firstLetters(event)}'`);
  for (let i = 0; i < index; i += 1) await box.press('ArrowDown');
  assert.equal(await option.getAttribute('aria-selected'), 'true');
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === matchUrl(event));
}

test('search to a cricket match, bet on its bookmaker and a fancy session: positions on those rows', async () => {
  const { context, page, userId } = await withPlayer1(await openPage(DESKTOP));
  const { event, book } = await cricketWithBookmaker(page);
  await searchAndOpen(page, event, 'edges-search-desktop');

  const limits = await sportLimits(page, 4);
  const bookmaker = page.getByRole('region', { name: 'Bookmaker', exact: true });
  const back = () => bookmaker.getByRole('group', { name: book, exact: true }).getByRole('button', { name: /^back / });
  // The row is covered (inert) while a ball is bowled or after a wicket: tap again once it opens.
  const tries: string[] = [];
  let placed = '';
  for (let i = 0; i < 12 && !placed; i += 1) {
    const answer = await submitBet(page, back(), String(limits.minBookmakerLimit), {
      answerMs: (limits.bookmakerDelayTime + 4) * 1000,
      clickMs: 5000,
    });
    tries.push(answer.message);
    if (answer.message !== PRICE_GONE && !(answer.message in MOVED)) placed = answer.message;
    else await page.waitForTimeout(1500);
  }
  assert.ok(placedMessage(placed), `${placed}: ${tries.join(', ')}`);
  // Toasts sit under the header, never over Balance and Exp.
  const toast = await page.locator('.Toastify__toast').first().boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  assert.ok(
    toast && header && toast.y >= header.y + header.height,
    `toast top ${toast?.y} under the header bottom ${header && header.y + header.height}`,
  );

  const fancyBet = await placeNoBet(page, event, String(limits.minFancyLimit), (limits.fancyDelayTime + 4) * 1000);
  assert.ok(placedMessage(fancyBet.answer.message), `${fancyBet.answer.message}: ${fancyBet.tries.join('\n')}`);

  // What the rows must show, from the player's bets through the domain maths the server uses.
  const bets = openBetsFromRows(await lastBets(page, userId, event.gameId));
  const odds = await call<MatchOddsResponse>(page, `/api/checkGetMatchOdds/${event.marketId}/${event.gameId}`);
  const rows = odds.Bookmaker.flat();
  const bookBets = bets.filter((b) => b.marketKind === 'BookMaker' && b.marketId === rows[0].mid);
  for (const { selectionId, amount } of runnerPositions(
    bookBets,
    rows.map((r) => r.sid),
  )) {
    const name = rows.find((r) => r.sid === selectionId)?.nat ?? '';
    await bookmaker
      .getByRole('group', { name, exact: true })
      .getByLabel(`Position ${formatRupees(amount)}`)
      .waitFor();
  }
  const sessionBets = bets.filter(
    (b) => b.marketKind === 'Fancy' && b.selectionId === bets.find((x) => x.marketKind === 'Fancy')?.selectionId,
  );
  const worst = -toRupees(marketExposurePaise(sessionBets));
  const fancy = page.getByRole('region', { name: 'Fancy', exact: true });
  await fancy
    .getByRole('group', { name: fancyBet.session, exact: true })
    .getByLabel(`Worst case ${formatRupees(worst)}`)
    .waitFor();
  await bookmaker.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await screenshot(page, 'edges-positions-desktop');

  // The same rows on a phone, reached through the search there.
  const phone = await openPage(PHONE);
  await signIn(phone.page);
  await searchAndOpen(phone.page, event, 'edges-search-phone');
  const phoneBook = phone.page.getByRole('region', { name: 'Bookmaker', exact: true });
  await phoneBook
    .getByLabel(/^Position /)
    .first()
    .waitFor();
  await phoneBook.scrollIntoViewIfNeeded();
  await screenshot(phone.page, 'edges-positions-phone');
  const phoneFancy = phone.page.getByRole('region', { name: 'Fancy', exact: true });
  await phoneFancy
    .getByRole('group', { name: fancyBet.session, exact: true })
    .getByLabel(`Worst case ${formatRupees(worst)}`)
    .waitFor();
  // Centred: the bottom bar covers the last rows of the screen.
  await phoneFancy.getByRole('group', { name: fancyBet.session, exact: true }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(phone.page, 'edges-fancy-phone');
  await phone.context.close();
  await context.close();
});

test('a saved payout account on a phone: the list shows at once, the number masked', async () => {
  const { context, page } = await openAsSelf1(openPage, PHONE);
  await openAddBankAccount(page);
  await fillBankAccount(page, { number: '50100223344', ifsc: 'HDFC0001234', bank: 'HDFC Bank' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForTimeout(300);
  await screenshot(page, 'edges-after-save-phone');
  const saved = page.getByText('HDFC Bank · A/c ••••••3344 · HDFC0001234');
  await saved.waitFor();
  assert.ok(await saved.isVisible());
  // The saved list is in view (not a blank page scrolled past its end).
  const box = await page
    .getByRole('heading', { name: 'Saved accounts' })
    .or(page.getByText('Saved accounts', { exact: true }))
    .first()
    .boundingBox();
  assert.ok(box && box.y >= 0 && box.y < PHONE.height, `the saved list's title is on screen (y ${box?.y})`);
  assert.ok(await page.getByRole('button', { name: 'Withdraw to Bank' }).first().isDisabled(), 'Withdraw waits for an amount');
  await screenshot(page, 'edges-saved-accounts-phone');
  // Removed again, so the wallet journey finds self1 as it left them.
  await page.getByRole('button', { name: /Remove HDFC Bank/ }).click();
  await page.getByRole('dialog', { name: MSG.deleted }).waitFor();
  await context.close();
});
