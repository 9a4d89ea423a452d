// The per-day counts behind the bet history's totals (migration 06): the triggers keep them equal to
// the bets through every kind of write, and totals and pages read through them equal a plain count
// and OFFSET over the bets, for whole days, partial days, bare dates and open ends. Also how the
// statement and profit and loss make whole a bets read that raced a settlement.
import { sql, type RawBuilder } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { writeBetsDirectly } from '../../test/bets/directWrites';
import type { Db } from '../../db/database';
import { formatIst } from './dates';
import { settledBetsInRange, type BetDetailRecord } from './repository';
import { accountStatement, betHistory, completeBets, MAX_REPORT_ROWS, REPORT_MSG } from './service';

jest.setTimeout(60_000);

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
let t: TestDatabase;
let userId: number;

/** A hand-written change of bets, with the wallet write migration 34 asks of every writer of bets. */
const direct = (db: Db, statement: RawBuilder<unknown>) => writeBetsDirectly(db, (trx) => statement.execute(trx));

/** n bets of one player over the 12 days before NOW, statuses and sports mixed. */
async function insertBets(db: Db, n: number, status: string | null): Promise<void> {
  await direct(
    db,
    sql`
    INSERT INTO bets (bet_id, user_id, sport_id, series_id, event_id, event_name, market_id, market_name, market_kind, odds_type,
      selection_id, selection_name, side, odds_requested, stake, profit, liability, status, place_time, match_after)
    SELECT lpad('T' || ${status ?? 'mix'} || i, 30, '0'), ${userId}, (ARRAY[4, 2, 1])[i % 3 + 1], 1, 100 + i % 7, 'A v B', '1.' || (i % 9),
      'Match Odds', 'Matchodds', 1, 1, 'A', 'back', 2, 100, 100, -100,
      coalesce(${status}, (ARRAY['settled', 'void', 'matched', 'settled', 'lapsed'])[i % 5 + 1]),
      ${new Date(NOW)}::timestamptz - (i * 2377) * interval '1 minute', now()
    FROM generate_series(1, ${n}) i`,
  );
}

async function countsEqualBets(db: Db): Promise<void> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (
      (SELECT user_id, status, day, sport_id, bets FROM bet_history_days WHERE bets <> 0
       EXCEPT SELECT user_id, status, ist_day(place_time), sport_id, count(*)::int FROM bets WHERE status IN ('settled', 'void') GROUP BY 1, 2, 3, 4)
      UNION ALL
      (SELECT user_id, status, ist_day(place_time), sport_id, count(*)::int FROM bets WHERE status IN ('settled', 'void') GROUP BY 1, 2, 3, 4
       EXCEPT SELECT user_id, status, day, sport_id, bets FROM bet_history_days WHERE bets <> 0)
    ) d`.execute(db);
  expect(rows[0].n).toBe(0);
}

beforeAll(async () => {
  t = await createTestDatabase();
  userId = (await t.db.selectFrom('users').select('id').where('username', '=', 'player1').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.drop());

test('the counts follow inserts, settlement, changes of status, sport or time, and deletes', async () => {
  await insertBets(t.db, 400, null);
  await countsEqualBets(t.db);
  // Settlement: matched -> settled / void.
  await direct(
    t.db,
    sql`UPDATE bets SET status = CASE WHEN id % 2 = 0 THEN 'settled' ELSE 'void' END WHERE status = 'matched' AND id % 3 = 0`,
  );
  await countsEqualBets(t.db);
  await direct(t.db, sql`UPDATE bets SET status = 'void' WHERE status = 'settled' AND id % 7 = 0`);
  await direct(t.db, sql`UPDATE bets SET sport_id = 2 WHERE status = 'settled' AND id % 11 = 0`);
  await direct(t.db, sql`UPDATE bets SET place_time = place_time - interval '20 hours' WHERE status = 'void' AND id % 5 = 0`);
  await countsEqualBets(t.db);
  await direct(t.db, sql`DELETE FROM bets WHERE id % 13 = 0`);
  await countsEqualBets(t.db);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bet_history_days WHERE bets <> 0`.execute(t.db);
  expect(rows[0].n).toBeGreaterThan(20);
});

test('totals and pages equal a count and OFFSET over the bets, for any range', async () => {
  const ist = (ms: number) => formatIst(ms);
  const ranges: Array<{ fromDateTime?: string; toDateTime?: string }> = [
    {},
    { fromDateTime: ist(NOW - 2 * DAY).slice(0, 10) + ' 00:00:00', toDateTime: ist(NOW).slice(0, 10) + ' 23:59:59' },
    { fromDateTime: ist(NOW - 9 * DAY - 3_600_000), toDateTime: ist(NOW - 2 * DAY + 7_000_000) },
    { fromDateTime: ist(NOW - 5 * DAY).slice(0, 10), toDateTime: ist(NOW - 3 * DAY).slice(0, 10) },
    { fromDateTime: ist(NOW - 4 * DAY + 1_000) },
    { toDateTime: ist(NOW - 6 * DAY - 1_000) },
    { fromDateTime: ist(NOW - 3 * DAY + 3_600_000), toDateTime: ist(NOW - 3 * DAY + 9_000_000) },
  ];
  for (const range of ranges) {
    for (const [betStatus, status] of [
      [1, 'settled'],
      [0, 'void'],
      [2, 'matched'],
    ] as const) {
      for (const sport of [0, 4, 2]) {
        const from = range.fromDateTime
          ? new Date(`${range.fromDateTime.length === 10 ? `${range.fromDateTime} 00:00:00` : range.fromDateTime}+05:30`.replace(' ', 'T'))
          : null;
        const to = range.toDateTime
          ? new Date(
              new Date(
                `${range.toDateTime.length === 10 ? `${range.toDateTime} 23:59:59` : range.toDateTime}+05:30`.replace(' ', 'T'),
              ).getTime() + 1_000,
            )
          : null;
        const { rows } = await sql<{ id: number }>`
          SELECT id FROM bets WHERE user_id = ${userId} AND status = ${status} ${sport ? sql`AND sport_id = ${sport}` : sql``}
            ${from ? sql`AND place_time >= ${from}` : sql``} ${to ? sql`AND place_time < ${to}` : sql``}
          ORDER BY place_time DESC, id DESC`.execute(t.db);
        const expected = rows.map((r) => r.id);
        for (const totalpage of [10, 3]) {
          const pages = Math.max(1, Math.ceil(expected.length / totalpage));
          for (const page of new Set([1, 2, Math.ceil(pages / 2), pages])) {
            if (page > pages) continue;
            const answer = await betHistory(t.db, userId, { ...range, betStatus, sport, page, totalpage });
            const label = JSON.stringify({ range, betStatus, sport, page, totalpage });
            expect([label, answer.totalrows]).toEqual([label, expected.length]);
            expect([label, answer.data.map((r) => r.id)]).toEqual([label, expected.slice((page - 1) * totalpage, page * totalpage)]);
          }
        }
      }
    }
  }
});

test('TRUNCATE of bets empties the counts', async () => {
  await sql`TRUNCATE bets`.execute(t.db);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bet_history_days`.execute(t.db);
  expect(rows[0].n).toBe(0);
  await insertBets(t.db, 30, 'settled');
  await countsEqualBets(t.db);
});

describe('completeBets: bets read beside the markets, in another snapshot', () => {
  const market = (id: string) => ({
    ledger_id: 1,
    amount: 0,
    created_s: 0,
    market_id: id,
    event_id: 1,
    sport_id: 4,
    kind: 'Matchodds' as const,
    event_name: '',
    market_name: '',
    winner_selection_id: null,
    result: '',
  });
  const bet = (marketId: string, id: number) => ({ ...({} as BetDetailRecord), id, market_id: marketId });

  test('every market has its bets: kept as read, nothing read again', async () => {
    const reread = jest.fn(async () => []);
    const bets = [bet('1.1', 2), bet('1.2', 1)];
    await expect(completeBets([market('1.1'), market('1.2')], bets, reread)).resolves.toBe(bets);
    expect(reread).not.toHaveBeenCalled();
  });

  test('a market settled between the two reads has no bets in the first: they are read again', async () => {
    const again = [bet('1.3', 3), bet('1.1', 2)];
    const reread = jest.fn(async () => again);
    await expect(completeBets([market('1.1'), market('1.3')], [bet('1.1', 2)], reread)).resolves.toBe(again);
    expect(reread).toHaveBeenCalledTimes(1);
  });
});

test('a range over the cap is refused, and the bets read beside it reads none', async () => {
  const at = new Date(NOW - 40 * DAY);
  await sql`
    INSERT INTO ledger (user_id, amount, balance_after, kind, remark, ref, created_at)
    SELECT ${userId}, 100, 100 * i, 'credit', 'bulk', 'cap-test:' || i, ${at}::timestamptz + i * interval '1 second'
    FROM generate_series(1, ${MAX_REPORT_ROWS + 1}) i`.execute(t.db);
  // One settlement entry among them, of a market with settled bets (inserted by the test above).
  await sql`INSERT INTO ledger (user_id, amount, balance_after, kind, remark, ref, created_at)
    VALUES (${userId}, 0, 0, 'settlement', 'A v B', 'market:1.1', ${at}::timestamptz + interval '1 hour')`.execute(t.db);
  const range = { fromDateTime: formatIst(at.getTime()), toDateTime: formatIst(at.getTime() + 2 * 3_600_000) };
  await expect(accountStatement(t.db, userId, range)).rejects.toMatchObject({ message: REPORT_MSG.tooManyRows });
  const instants = { from: at, toExclusive: new Date(at.getTime() + 2 * 3_600_000) };
  expect((await settledBetsInRange(t.db, userId, instants, 'all', MAX_REPORT_ROWS + 10)).length).toBeGreaterThan(0);
  await expect(settledBetsInRange(t.db, userId, instants, 'all', MAX_REPORT_ROWS)).resolves.toEqual([]);
  // Counting settlement entries only, the range is well under the cap.
  expect((await settledBetsInRange(t.db, userId, instants, 'settlement', MAX_REPORT_ROWS)).length).toBeGreaterThan(0);
});
