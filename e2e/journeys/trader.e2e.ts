// The trader's desk in Chromium, keyboard first at 1366 px: on an in-play match of the simulator's the
// trader takes over a fancy line and the bookmaker and quotes them; makes an event by hand on the desk
// and opens a fancy line and a bookmaker market on it; Ball Running (B), a wicket (W: every line
// suspended) and resume (R). player1, in another browser, sees exactly the trader's quotes on the match
// page and bets on all four at them. The trader is a staff account with the Trader role (made by the
// owner on the Staff page); a second desk (the owner's, on a 390 px phone) sends a quote based on a
// line that has moved since and is refused with the line as it stands; the hand event ends and its
// lines are listed to settle; the trader declares the results from the desk (runs, winners) and
// player1's balance shows the payouts. Screenshots in e2e/artifacts/trader-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { InPlaySportEventsResponse, MatchOddsResponse, SportEvent } from '../../src/domain/contract/sports';
import { formatRupees } from '../../src/domain/money';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support';
import { call, matchUrl, sportLimits, withPlayer1 } from './betting.helpers';
import { submitBet } from './betting.slip';
import { operatorLogIn } from './console.helpers';
import { placedMessage } from './placed';
import { headerBalance, waitForHeaderBalance } from './player.helpers';

const openPage = useBrowser();
const TRADER = { username: 'trade_meera', password: 'meera-trade-2026', name: 'Meera (trader)' };

async function inPlay(page: Page): Promise<SportEvent[]> {
  const list = await call<InPlaySportEventsResponse>(page, '/api/GetInPlaySportEvents');
  return list.data.sportsEventModelInPlay.flat();
}

/** An in-play cricket match of the simulator's with fancy sessions and a bookmaker. */
async function simulatorMatch(page: Page): Promise<{ event: SportEvent; session: string; runner: string }> {
  for (let i = 0; i < 30; i += 1) {
    for (const event of (await inPlay(page)).filter((e) => e.eid === '4' && Number(e.gameId) < 90_000_000)) {
      const odds = await call<MatchOddsResponse>(page, `/api/checkGetMatchOdds/${event.marketId}/${event.gameId}`);
      const session = odds.Fancy.find((f) => f.LayPrice1 > 0);
      const row = odds.Bookmaker.flat()[0];
      if (session && row) return { event, session: session.RunnerName, runner: row.nat };
    }
    await page.waitForTimeout(1000);
  }
  throw new Error('no in-play cricket match of the simulator with fancy sessions and a bookmaker');
}

const lines = (page: Page) => page.getByRole('table', { name: 'Lines' });
const lineRow = (page: Page, label: string) => lines(page).getByRole('row').filter({ hasText: label });

/** Selects a row with the mouse's one click, then the keys work on the table. */
async function select(page: Page, label: string): Promise<Locator> {
  const row = lineRow(page, label);
  await row.getByRole('cell').first().click();
  await row.and(page.locator('[aria-selected="true"]')).waitFor();
  return row;
}

async function quote(page: Page, label: string, text: string, shown: string[]): Promise<void> {
  await select(page, label);
  const field = page.getByLabel(`New quote for ${label}`, { exact: true });
  await field.fill(text);
  await field.press('Enter');
  for (const cell of shown) await lineRow(page, label).getByRole('cell', { name: cell, exact: true }).first().waitFor();
}

async function key(page: Page, label: string, press: string, status: string): Promise<void> {
  await select(page, label);
  await page.keyboard.press(press);
  await lineRow(page, label).getByText(status, { exact: true }).waitFor();
}

async function openDesk(page: Page, eventId: string): Promise<void> {
  const field = page.getByLabel('Event id', { exact: true });
  await field.fill(eventId);
  await field.press('Enter');
  await page.getByRole('region', { name: /^Desk: / }).waitFor();
}

/** Fills the desk's form field by field and sends it with Enter in the last one, as a trader types. */
async function submitForm(page: Page, name: string, fields: Array<[label: string, value: string]>): Promise<void> {
  const form = page.getByRole('form', { name });
  for (const [label, value] of fields) await form.getByLabel(label).fill(value);
  await form.getByLabel(fields[fields.length - 1][0]).press('Enter');
}

async function declareRuns(page: Page, label: string, runs: number): Promise<void> {
  await select(page, label);
  await submitForm(page, `Result: ${label}`, [['Runs scored', String(runs)]]);
  await lineRow(page, label).waitFor({ state: 'detached' });
}

async function declareWinner(page: Page, rowLabel: string, market: string, winner: string): Promise<void> {
  await select(page, rowLabel);
  const form = page.getByRole('form', { name: `Result: ${market}` });
  await form.getByLabel('Winner').selectOption({ label: winner });
  await form.getByRole('button', { name: 'Declare result' }).click();
  await lineRow(page, rowLabel).waitFor({ state: 'detached' });
}

/** The player's bet: the button shows exactly the trader's quote; placed at it. */
async function bet(page: Page, button: Locator, stake: number, delaySeconds: number): Promise<void> {
  const answer = await submitBet(page, button, String(stake), { answerMs: (delaySeconds + 6) * 1000, clickMs: 10_000 });
  assert.ok(placedMessage(answer.message), `the bet at the trader's price: ${answer.message}`);
}

test('a trader runs fancy and bookmaker lines on a simulator match and a hand-made one; player1 bets at the quotes and is paid by the results', async () => {
  // The owner makes the trader's staff account; the trader works the desk.
  const owner = await openPage(DESKTOP);
  await operatorLogIn(owner.page, '/admin/staff');
  const staff = owner.page.getByRole('form', { name: 'Create a staff account' });
  await staff.getByLabel('Username').fill(TRADER.username);
  await staff.getByLabel('Display name').fill(TRADER.name);
  await staff.getByLabel('First password').fill(TRADER.password);
  await staff.getByRole('checkbox', { name: 'Trader' }).check();
  await staff.getByRole('button', { name: 'Create staff account' }).click();
  await owner.page.getByRole('table', { name: 'Staff' }).getByRole('cell', { name: TRADER.username, exact: true }).waitFor();

  const trader = await openPage(DESKTOP);
  await trader.page.goto('/admin/login');
  await trader.page.getByLabel('Operator name').fill(TRADER.username);
  await trader.page.getByLabel('Password').fill(TRADER.password);
  await trader.page.getByRole('button', { name: 'Log in' }).click();
  await trader.page.waitForURL((url) => url.pathname !== '/admin/login');
  await trader.page.getByText(`${TRADER.name} (Trader)`).waitFor();
  await trader.page.goto('/admin/desk');
  const player = await withPlayer1(await openPage(DESKTOP));
  const limits = await sportLimits(player.page, 4);
  const fancyStake = Math.max(100, limits.minFancyLimit);
  const bookStake = Math.max(100, limits.minBookmakerLimit);
  const startBalance = await headerBalance(player.page);

  // The simulator's match: its session and bookmaker taken over, then quoted by hand.
  const sim = await simulatorMatch(player.page);
  await openDesk(trader.page, sim.event.gameId);
  const feed = trader.page.getByRole('region', { name: "The feed's lines" });
  await feed.getByRole('button', { name: `Take over ${sim.session}`, exact: true }).click();
  await lineRow(trader.page, sim.session).waitFor();
  await feed.getByRole('button', { name: 'Take over Bookmaker', exact: true }).click();
  const simBook = await lineRow(trader.page, `: ${sim.runner}`).first().innerText();
  const simBookLabel = simBook.split('\t')[0].trim();
  await quote(trader.page, sim.session, '40/42 100/100', ['40', '42']);
  await quote(trader.page, simBookLabel, '30/35', ['30', '35']);

  // Ball running, a wicket, resume: keys on the table.
  await key(trader.page, sim.session, 'b', 'Ball running');
  await key(trader.page, sim.session, 'w', 'Suspended');
  await lineRow(trader.page, simBookLabel).getByText('Suspended', { exact: true }).waitFor();
  await screenshot(trader.page, 'trader-desk-wicket');
  await key(trader.page, sim.session, 'r', 'Open');
  await lineRow(trader.page, simBookLabel).getByText('Open', { exact: true }).waitFor();

  // The player sees the trader's quotes and bets at them.
  await player.page.goto(matchUrl(sim.event));
  const fancy = player.page.getByRole('region', { name: 'Fancy', exact: true });
  const bookmaker = player.page.getByRole('region', { name: 'Bookmaker', exact: true });
  const simYes = fancy.getByRole('group', { name: sim.session, exact: true }).getByRole('button', { name: /^yes .* 42( |$)/ });
  await simYes.waitFor();
  const simBack = bookmaker.getByRole('group', { name: sim.runner, exact: true }).getByRole('button', { name: /^back .* 30( |$)/ });
  await simBack.waitFor();
  await screenshot(player.page, 'trader-player-sees-quotes');
  await bet(player.page, simYes, fancyStake, limits.fancyDelayTime);
  await bet(player.page, simBack, bookStake, limits.bookmakerDelayTime);

  // An event made by hand on the desk: a fancy line and a bookmaker market opened on it.
  const form = trader.page.getByRole('form', { name: 'New event by hand' });
  await form.getByLabel('Event name').fill('Desk Lions v Desk Tigers');
  await form.getByLabel('Series').fill('Desk Cup');
  const start = new Date(Date.now() - 10 * 60_000);
  const local = new Date(start.getTime() - start.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await form.getByLabel('Starts at').fill(local);
  await form.getByLabel('Runners (comma between)').fill('Desk Lions, Desk Tigers');
  await form.getByRole('button', { name: 'Make event' }).click();
  await trader.page.getByRole('region', { name: 'Desk: Desk Lions v Desk Tigers' }).waitFor();
  const handId = await trader.page.getByLabel('Event id', { exact: true }).inputValue();
  // Started ten minutes ago: the event may already be in play; else the trader puts it there.
  const markInPlay = trader.page.getByRole('button', { name: 'Mark in play' });
  if (await markInPlay.isVisible()) await markInPlay.click();
  await trader.page.getByRole('heading', { name: 'Desk Lions v Desk Tigers (inplay)' }).waitFor();
  await submitForm(trader.page, 'New fancy line', [
    ['Line name', '6 over runs DL'],
    ['NO runs', '48'],
    ['YES runs', '50'],
    ['Max stake', '5000'],
  ]);
  await lineRow(trader.page, '6 over runs DL').waitFor();
  await lineRow(trader.page, '6 over runs DL').getByRole('cell', { name: '100–5,000' }).waitFor();
  await submitForm(trader.page, 'New bookmaker market', [
    ['Back Desk Lions', '60'],
    ['Lay Desk Lions', '65'],
    ['Back Desk Tigers', '140'],
    ['Lay Desk Tigers', '150'],
  ]);
  await lineRow(trader.page, ': Desk Lions').waitFor();
  const handBookLabel = (await lineRow(trader.page, ': Desk Lions').getByRole('cell').first().innerText()).trim();
  await screenshot(trader.page, 'trader-desk-hand-event');

  // A second desk on a phone (the owner's): it has not polled since the trader moved the line, so
  // its quote is refused with the line as it stands.
  const desk = trader.page;
  const second = owner;
  await second.page.setViewportSize(PHONE);
  await second.page.goto('/admin/desk');
  await openDesk(second.page, handId);
  await lineRow(second.page, '6 over runs DL').waitFor();
  await select(second.page, '6 over runs DL');
  // Hold the second desk's polls: it still shows 48/50 while the trader moves the line.
  const held: Array<() => void> = [];
  await second.page.route('**/trading/events/*/desk', (route) => {
    held.push(() => void route.continue().catch(() => undefined));
  });
  await select(desk, '6 over runs DL');
  await desk.keyboard.press('+');
  await lineRow(desk, '6 over runs DL').getByRole('cell', { name: '51', exact: true }).waitFor();
  const stale = second.page.getByLabel('New quote for 6 over runs DL', { exact: true });
  await stale.fill('47/49');
  await stale.press('Enter');
  await second.page.getByRole('alert').filter({ hasText: 'The line moved: 49/51 now.' }).waitFor();
  await screenshot(second.page, 'trader-desk-phone-stale');
  await second.page.unroute('**/trading/events/*/desk');
  for (const release of held) release();
  await lineRow(second.page, '6 over runs DL').getByRole('cell', { name: '51', exact: true }).waitFor();

  // The player bets on the hand event's lines at the trader's quotes.
  const hand = (await inPlay(player.page)).find((e) => e.gameId === handId);
  assert.ok(hand, 'the hand event is in the players\u2019 in-play list');
  await player.page.goto(matchUrl(hand));
  const handYes = fancy.getByRole('group', { name: '6 over runs DL', exact: true }).getByRole('button', { name: /^yes .* 51( |$)/ });
  const handBack = bookmaker.getByRole('group', { name: 'Desk Lions', exact: true }).getByRole('button', { name: /^back .* 60( |$)/ });
  await handYes.waitFor();
  await handBack.waitFor();
  await bet(player.page, handYes, fancyStake, limits.fancyDelayTime);
  await bet(player.page, handBack, bookStake, limits.bookmakerDelayTime);
  // The stake matched on each side, beside each line: on the desk and on the phone's.
  for (const page of [desk, second.page]) {
    await page
      .getByLabel('Matched on 6 over runs DL')
      .filter({ hasText: `NO ${formatRupees(0)} · YES ${formatRupees(fancyStake)}` })
      .waitFor();
    await page
      .getByLabel(`Matched on ${handBookLabel}`)
      .filter({ hasText: `Back ${formatRupees(bookStake)} · Lay ${formatRupees(0)}` })
      .waitFor();
  }
  await second.page.getByLabel('Matched on 6 over runs DL').scrollIntoViewIfNeeded();
  await screenshot(second.page, 'trader-desk-phone-matched');

  // The hand event ends: a wicket key suspends its lines, Mark ended; its lines are listed to settle.
  await key(desk, '6 over runs DL', 'w', 'Suspended');
  await desk.getByRole('button', { name: 'Mark ended' }).click();
  await desk.getByRole('heading', { name: 'Desk Lions v Desk Tigers (ended)' }).waitFor();
  const toSettle = desk.getByRole('region', { name: 'To settle' });
  await toSettle.getByRole('listitem').filter({ hasText: 'Desk Lions v Desk Tigers: 6 over runs DL' }).waitFor({ timeout: 15_000 });
  await screenshot(desk, 'trader-desk-to-settle');

  // The results, declared from the desk: YES wins both sessions, the backed runners win.
  await declareRuns(desk, '6 over runs DL', 55);
  await declareWinner(desk, handBookLabel, handBookLabel.split(':')[0], 'Desk Lions');
  await toSettle
    .getByRole('listitem')
    .filter({ hasText: 'Desk Lions v Desk Tigers' })
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 });
  await openDesk(desk, sim.event.gameId);
  await declareRuns(desk, sim.session, 45);
  await declareWinner(desk, simBookLabel, simBookLabel.split(':')[0], sim.runner);
  await screenshot(desk, 'trader-desk-settled');

  // YES at evens wins the stake; a back at rate r wins stake × r / 100.
  const won = fancyStake + (bookStake * 30) / 100 + fancyStake + (bookStake * 60) / 100;
  await player.page.goto('/');
  await waitForHeaderBalance(player.page, startBalance + won);
  await screenshot(player.page, 'trader-player-paid');
});
