// The back office's lists and tools against the real app: the bet search and a market's positions,
// the events browser and its bulk suspend (players' odds show SUSPENDED), the ledger's CSV (header,
// rows, a filter, 403 without the permission, read in batches), and the alerts a settled win raises
// and a clerk acknowledges.
import { logInOperator } from '../../test/auth/testSupport';
import { createStaff, logInStaff } from '../../test/auth/staffSupport';
import { admin, newStaffSession } from './testSupport';
import { AWAY, GAME_ID, HOME, MO } from '../../test/bets/testSupport';
import { bettor, useMarketApp } from '../../settlement/testSupport';
import { csvChunks, keysetBatches } from '../../lib/csvStream';
import { formatIst } from '../reports';
import { scanAlerts } from './alertScan';

const app = useMarketApp({ persistEvent: true });

const csvRows = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

test('a bet is found by its id and by its player; a market lists each player’s position per runner', async () => {
  const { t, player, self, call } = app;
  const betId = await bettor(t, player).matched({
    market: 'Matchodds',
    marketId: MO,
    selectionId: HOME,
    side: 'back',
    price: 2,
    stake: 100,
  });
  await bettor(t, self).matched({ market: 'Matchodds', marketId: MO, selectionId: AWAY, side: 'lay', price: 3, stake: 100 });

  const byId = (await call('GET', `/bets?betId=${betId}`)).json();
  expect(byId.total).toBe(1);
  expect(byId.rows[0]).toMatchObject({
    betId,
    player: 'player1',
    marketId: MO,
    selectionId: HOME,
    side: 'back',
    stake: 100,
    status: 'matched',
  });
  const numeric = (await call('GET', `/bets?betId=${byId.rows[0].id}`)).json();
  expect(numeric.rows.map((r: { betId: string }) => r.betId)).toEqual([betId]);
  const bySelf = (await call('GET', `/bets?player=SELF1&marketId=${MO}`)).json();
  expect(bySelf.rows.map((r: { player: string; side: string }) => [r.player, r.side])).toEqual([['self1', 'lay']]);
  expect((await call('GET', '/bets?minStake=100&maxStake=100')).json().rows.every((r: { stake: number }) => r.stake === 100)).toBe(true);
  expect((await call('GET', '/bets?from=2026-13-01')).statusCode).toBe(400);

  const positions = (await call('GET', `/markets/${MO}/positions`)).json();
  const p1 = positions.players.find((p: { username: string }) => p.username === 'player1');
  const s1 = positions.players.find((p: { username: string }) => p.username === 'self1');
  const pnl = (p: { runners: Array<{ selectionId: number; pnl: number }> }, id: number) => p.runners.find((r) => r.selectionId === id)?.pnl;
  // Back 100 at 2 on HOME: +100 if HOME wins, −100 otherwise. Lay 100 at 3 (or better) on AWAY: −(odds − 1) × 100 if AWAY wins, +100 otherwise.
  expect([pnl(p1, HOME), pnl(p1, AWAY)]).toEqual([100, -100]);
  // (matched at the price or better: the lay's liability from the odds it matched at)
  const layOdds = bySelf.rows[0].odds;
  expect([pnl(s1, HOME), pnl(s1, AWAY)]).toEqual([100, -Math.round((layOdds - 1) * 100 * 100) / 100]);
  expect(positions.runners.map((r: { name: string }) => r.name).every((n: string) => n.length > 0)).toBe(true);
});

test('the browser lists the event’s markets; suspending the event shows SUSPENDED to players, audited, and resumes', async () => {
  const { t, call } = app;
  const sports = (await call('GET', '/browser')).json().sports;
  const event = sports
    .flatMap((s: { events: Array<{ eventId: number }> }) => s.events)
    .find((e: { eventId: number }) => e.eventId === GAME_ID);
  expect(event.markets.find((m: { marketId: string }) => m.marketId === MO)).toMatchObject({
    status: 'OPEN',
    owner: 'feed',
    handSuspended: false,
  });

  const trader = await createStaff(t.app, (await logInOperator(t.app)).cookie, 'browser_trader', ['trader']);
  expect(trader).toBeGreaterThan(0);
  const traderCookie = (await logInStaff(t.app, 'browser_trader')).cookie;
  const suspend = await admin(t, traderCookie)('POST', `/events/${GAME_ID}/suspend`, { reason: 'integrity check' });
  expect(suspend.statusCode).toBe(200);
  expect(suspend.json().markets).toContain(MO);
  const odds = await t.app.inject({ method: 'GET', url: `/api/checkGetMatchOdds/${MO}/${GAME_ID}` });
  expect(odds.json().Odds[0].status).toBe('SUSPENDED');
  const audit = (await call('GET', '/audit?action=markets.bulk-suspend')).json().rows[0];
  expect(audit).toMatchObject({ staff: 'browser_trader', target: `event:${GAME_ID}`, reason: 'integrity check' });
  expect((await call('POST', `/events/${GAME_ID}/suspend`, { reason: 'again' })).statusCode).toBe(409);
  const after = (await call('GET', '/browser')).json().sports.flatMap((s: { events: unknown[] }) => s.events);
  expect(
    after.find((e: { eventId: number }) => e.eventId === GAME_ID).markets.find((m: { marketId: string }) => m.marketId === MO).status,
  ).toBe('SUSPENDED');
  // A support clerk may not.
  const support = (await newStaffSession(t.app, (await logInOperator(t.app)).cookie, 'browser_support', ['support'])).cookie;
  const refused = await admin(t, support)('POST', `/events/${GAME_ID}/resume`, { reason: 'x' });
  expect(refused.statusCode).toBe(403);
  expect((await call('POST', `/events/${GAME_ID}/resume`, { reason: 'cleared' })).statusCode).toBe(200);
  const reopened = await t.app.inject({ method: 'GET', url: `/api/checkGetMatchOdds/${MO}/${GAME_ID}` });
  expect(reopened.json().Odds[0].status).toBe('OPEN');
});

test('a settled win above the threshold raises one alert, linked to the player; acknowledging it records who and when', async () => {
  const { t, player, call } = app;
  expect((await call('PUT', '/alert-settings/win.big', { threshold: 50 })).statusCode).toBe(200);
  const change = (await call('GET', '/audit?action=settings.alert')).json().rows[0];
  expect(change).toMatchObject({ target: 'alert-setting:win.big', before: { threshold: 200000 }, after: { threshold: 50 } });
  expect((await call('PUT', '/alert-settings/win.big', { threshold: 1.5 })).statusCode).toBe(400);

  await bettor(t, player).matched({ market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 });
  expect((await call('POST', `/markets/${MO}/suspend`, { reason: 'result in' })).statusCode).toBe(200);
  expect((await call('POST', `/markets/${MO}/settle`, { winnerSelectionId: HOME })).statusCode).toBe(200);

  expect(await scanAlerts(t.deps)).toBeGreaterThanOrEqual(1);
  await scanAlerts(t.deps); // a second scan raises nothing new
  const list = (await call('GET', '/alerts?kind=win.big')).json();
  const today = formatIst(t.clock.now()).slice(0, 10);
  const wins = list.data.filter((a: { subject: string }) => a.subject.startsWith(`user:${player.userId}:`));
  expect(wins).toHaveLength(1);
  expect(wins[0]).toMatchObject({ link: 'player:player1', acknowledgedBy: null });
  expect(wins[0].message).toContain('player1 has won');
  expect(wins[0].subject).toBe(`user:${player.userId}:${today}`);
  const openBefore = list.open;

  const ack = await call('POST', `/alerts/${wins[0].id}/acknowledge`);
  expect(ack.statusCode).toBe(200);
  expect(ack.json()).toMatchObject({ id: wins[0].id, acknowledgedBy: 'operator' });
  const again = await call('POST', `/alerts/${wins[0].id}/acknowledge`);
  expect([again.statusCode, again.json().message]).toEqual([409, 'The alert was already acknowledged by operator.']);
  const afterAck = (await call('GET', '/alerts?open=true')).json();
  expect(afterAck.open).toBe(openBefore - 1);
  expect(afterAck.data.some((a: { id: number }) => a.id === wins[0].id)).toBe(false);
  expect((await call('POST', '/alerts/999999/acknowledge')).statusCode).toBe(404);
});

test('the ledger CSV: header and rows, the filter applied, 403 for a role without the ledger', async () => {
  const { t, call } = app;
  const all = await call('GET', '/ledger.csv');
  expect(all.statusCode).toBe(200);
  expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
  const rows = csvRows(all.body);
  expect(rows[0]).toEqual(['id', 'at_ist', 'player', 'kind', 'amount', 'balance_after', 'remark', 'ref']);
  const list = (await call('GET', '/ledger?pageSize=500')).json();
  expect(rows.length - 1).toBe(list.total);
  expect(rows[1][0]).toBe(String(list.rows[0].id));

  const settlements = csvRows((await call('GET', '/ledger.csv?player=player1&kind=settlement')).body).slice(1);
  expect(settlements.length).toBeGreaterThan(0);
  expect(settlements.every((r) => r[2] === 'player1' && r[3] === 'settlement')).toBe(true);
  const future = csvRows((await call('GET', '/ledger.csv?from=2099-01-01')).body);
  expect(future).toHaveLength(1);

  const trader = (await newStaffSession(t.app, (await logInOperator(t.app)).cookie, 'csv_trader', ['trader'])).cookie;
  const refused = await t.app.inject({ method: 'GET', url: '/api/admin/ledger.csv', headers: { cookie: trader } });
  expect([refused.statusCode, refused.json().permission]).toEqual([403, 'ledger.read']);
});

test('the bets, players, requests and summary CSVs: headers, the filter, the permission', async () => {
  const { t, call } = app;
  const bets = csvRows((await call('GET', '/bets.csv?player=player1')).body);
  expect(bets[0].slice(0, 4)).toEqual(['id', 'bet_id', 'placed_ist', 'player']);
  expect(bets.length).toBeGreaterThan(1);
  expect(bets.slice(1).every((r) => r[3] === 'player1')).toBe(true);
  const players = csvRows((await call('GET', '/users.csv?search=SELF')).body);
  expect(players[0][1]).toBe('username');
  expect(players.slice(1).map((r) => r[1])).toContain('self1');
  expect(players.slice(1).every((r) => r[1].startsWith('self'))).toBe(true);
  const requests = await call('GET', '/requests.csv?type=deposit');
  expect([requests.statusCode, csvRows(requests.body)[0][0]]).toEqual([200, 'id']);
  const today = formatIst(t.clock.now()).slice(0, 10);
  const summary = csvRows((await call('GET', `/summary.csv?from=${today}&to=${today}`)).body);
  expect(summary[0]).toEqual([
    'day',
    'deposits',
    'deposit_amount',
    'withdrawals',
    'withdrawal_amount',
    'turnover',
    'ggr',
    'new_players',
    'active_players',
  ]);
  expect(summary).toHaveLength(2);
  const cashier = (await newStaffSession(t.app, (await logInOperator(t.app)).cookie, 'csv_cashier', ['cashier'])).cookie;
  for (const url of ['/api/admin/bets.csv', '/api/admin/users.csv', '/api/admin/summary.csv']) {
    const refused = await t.app.inject({ method: 'GET', url, headers: { cookie: cashier } });
    expect([url, refused.statusCode]).toEqual([url, 403]);
  }
});

test('a large export is read in batches, each written before the next is read', async () => {
  const rows = Array.from({ length: 1234 }, (_, i) => ({ id: 1234 - i }));
  const reads: number[] = [];
  const events: string[] = [];
  const batches = keysetBatches<{ id: number }, number>(async (before, size) => {
    const page = rows.filter((r) => before === undefined || r.id < before).slice(0, size);
    reads.push(page.length);
    events.push(`read ${page.length}`);
    return { rows: page, last: page.at(-1)?.id };
  }, 500);
  let lines = 0;
  for await (const chunk of csvChunks(['id'], batches, (r) => [r.id])) {
    const n = chunk.split('\r\n').length - 1;
    lines += n;
    events.push(`wrote ${n}`);
  }
  expect(reads).toEqual([500, 500, 234]);
  expect(lines).toBe(1235);
  expect(events).toEqual(['wrote 1', 'read 500', 'wrote 500', 'read 500', 'wrote 500', 'read 234', 'wrote 234']);
});
