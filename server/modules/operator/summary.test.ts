// GET /api/admin/summary reads settled markets from the daily roll-up settlement keeps (migration
// 20261125_33) and open ones live. Through settle, rollback, settling again and a void, every day's
// figures equal the plain aggregates over bets, ledger, wallet requests and users (what the summary
// computed before the roll-up), and the roll-up kept step by step equals summary_rebuild()'s.
import { sql } from 'kysely';
import { logIn, logInOperator } from '../../test/auth/testSupport';
import { AWAY, BM, BM_HOME, cricketEvent, FANCY, FANCY_SEL, HOME, MO, publish } from '../../test/bets/testSupport';
import { bettor, useMarketApp } from '../../settlement/testSupport';
import { toRupees } from '../../../src/domain/money';
import { admin } from './testSupport';
import { formatIst } from '../reports';

const app = useMarketApp({ persistEvent: true });

/** The plain aggregates per IST day (the summary's queries before the roll-up). */
async function plain(from: number, to: number) {
  const { rows } = await sql<{ day: number; turnover: string; ggr: string; active: number; fresh: number }>`
    SELECT d AS day,
      (SELECT coalesce(sum(stake), 0) FROM bets WHERE status IN ('matched', 'settled') AND ist_day(matched_time) = d) AS turnover,
      (SELECT coalesce(-sum(amount), 0) FROM ledger WHERE kind = 'settlement' AND ist_day(created_at) = d) AS ggr,
      (SELECT count(DISTINCT user_id)::int FROM bets WHERE ist_day(place_time) = d) AS active,
      (SELECT count(*)::int FROM users WHERE role = 'player' AND ist_day(created_at) = d) AS fresh
    FROM generate_series(${from}::int, ${to}::int) d ORDER BY d`.execute(app.t.deps.db);
  return rows.map((r) => ({
    turnover: toRupees(Number(r.turnover)),
    ggr: toRupees(Number(r.ggr)),
    activePlayers: r.active,
    newPlayers: r.fresh,
  }));
}

const dayOf = (ms: number) => Math.floor((ms + 330 * 60_000) / 86_400_000);
/** Bets carry the test clock's time, ledger entries the database's: a range over both. */
const range = () => ({ from: dayOf(app.t.clock.now()), to: dayOf(Date.now()) });

async function expectSummaryEqualsPlain(): Promise<void> {
  const { from, to } = range();
  const query = `?from=${formatIst(app.t.clock.now()).slice(0, 10)}&to=${formatIst(Date.now()).slice(0, 10)}`;
  const answer = (await app.call('GET', `/summary${query}`)).json();
  const expected = await plain(from, to);
  expect(
    answer.days.map((d: { turnover: number; ggr: number; activePlayers: number; newPlayers: number }) => ({
      turnover: d.turnover,
      ggr: d.ggr,
      activePlayers: d.activePlayers,
      newPlayers: d.newPlayers,
    })),
  ).toEqual(expected);
  const { rows } = await sql<{ n: number }>`
    SELECT count(DISTINCT user_id)::int AS n FROM bets WHERE ist_day(place_time) BETWEEN ${from} AND ${to}`.execute(app.t.deps.db);
  expect(answer.totals.activePlayers).toBe(rows[0].n);
  // A range of the test clock's day alone: a player active the day before counts once, on that day.
  const today = formatIst(app.t.clock.now()).slice(0, 10);
  const last = (await app.call('GET', `/summary?from=${today}&to=${today}`)).json();
  const { rows: lastRows } = await sql<{ n: number }>`
    SELECT count(DISTINCT user_id)::int AS n FROM bets WHERE ist_day(place_time) = ${from}`.execute(app.t.deps.db);
  expect(last.totals.activePlayers).toBe(lastRows[0].n);
  // What settlement and rollback kept, step by step, is what a rebuild from the data gives.
  const kept =
    await sql`SELECT day, turnover, ggr, active FROM summary_days WHERE turnover <> 0 OR ggr <> 0 OR active <> 0 ORDER BY day`.execute(
      app.t.deps.db,
    );
  const keptActive = await sql`SELECT day, user_id FROM summary_active ORDER BY 1, 2`.execute(app.t.deps.db);
  const gaps = sql`SELECT day, prev_day, n FROM summary_gaps WHERE n <> 0 ORDER BY 1, 2`;
  const keptGaps = await gaps.execute(app.t.deps.db);
  await sql`SELECT summary_rebuild()`.execute(app.t.deps.db);
  expect(await gaps.execute(app.t.deps.db)).toEqual(keptGaps);
  expect(
    await sql`SELECT day, turnover, ggr, active FROM summary_days WHERE turnover <> 0 OR ggr <> 0 OR active <> 0 ORDER BY day`.execute(
      app.t.deps.db,
    ),
  ).toEqual(kept);
  expect(await sql`SELECT day, user_id FROM summary_active ORDER BY 1, 2`.execute(app.t.deps.db)).toEqual(keptActive);
}

test('settle, roll back, settle again, void: every day equals the plain aggregates, and the roll-up its rebuild', async () => {
  await bettor(app.t, app.player).matched({ market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 });
  await bettor(app.t, app.self).matched({ market: 'Matchodds', marketId: MO, selectionId: AWAY, side: 'back', price: 1.96, stake: 200 });
  await bettor(app.t, app.self).matched({ market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'back', price: 150, stake: 100 });
  app.t.clock.advance(86_400_000); // the next bets are a day later (a new session: the old one expired)
  publish(app.t.deps.snapshots, cricketEvent(app.t.clock.now()));
  app.player = await logIn(app.t.app, 'player1', 'player123');
  app.call = admin(app.t, (await logInOperator(app.t.app)).cookie);
  await bettor(app.t, app.player).matched({ market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 300 });
  await bettor(app.t, app.player).pending({ market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 });
  await expectSummaryEqualsPlain();

  for (const market of [MO, BM, FANCY])
    expect((await app.call('POST', `/markets/${market}/suspend`, { reason: 'result in' })).statusCode).toBe(200);
  expect((await app.call('POST', `/markets/${MO}/settle`, { winnerSelectionId: AWAY })).statusCode).toBe(200);
  await expectSummaryEqualsPlain();
  expect((await app.call('POST', `/markets/${MO}/rollback`, { reason: 'wrong winner' })).statusCode).toBe(200);
  await expectSummaryEqualsPlain();
  expect((await app.call('POST', `/markets/${MO}/settle`, { winnerSelectionId: HOME })).statusCode).toBe(200);
  await expectSummaryEqualsPlain();
  expect((await app.call('POST', `/markets/${BM}/void`)).statusCode).toBe(200);
  expect((await app.call('POST', `/markets/${FANCY}/settle`, { runs: 160 })).statusCode).toBe(200);
  await expectSummaryEqualsPlain();
  const totals = (
    await app.call(
      'GET',
      `/summary?from=${formatIst(app.t.clock.now() - 86_400_000).slice(0, 10)}&to=${formatIst(Date.now()).slice(0, 10)}`,
    )
  ).json().totals;
  // Turnover: ₹100 + ₹200 + ₹100 matched and settled (the voided ₹300 is not turnover); player1 won ₹100,
  // self1 lost ₹200 on match odds and won ₹100 on the fancy: the house is at ₹0.
  expect(totals).toMatchObject({ turnover: 400, ggr: 0, activePlayers: 2 });
});
