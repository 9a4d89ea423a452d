// SQL of the admin summary's daily roll-up (this file is settlement's repository for it): what a
// settlement adds to the roll-up (migration 20261125_33), and what its
// rollback takes back, in the settlement's own transaction: the turnover of the bets it settled (by
// the day each was matched), the house's gross gaming revenue of the entries it booked (today), and
// the players who bet in the market (by the day each bet was placed; summary_add_active(), migration
// 20261125_33). Rows are written in key order, so settlements running side by side never deadlock here.
// Demo players' play money is never counted: their bets and entries are left out.
import { sql } from 'kysely';
import type { Trx } from '../money/ledger';

/** What the entries under `ref` booked to this market's demo players (to take out of the figures). */
async function demoPaise(trx: Trx, marketId: string, ref: string): Promise<number> {
  const { rows } = await sql<{ paise: string }>`
    SELECT coalesce(sum(l.amount), 0)::bigint AS paise FROM ledger l
    WHERE l.kind = 'settlement' AND l.ref = ${ref} AND l.user_id IN (
      SELECT DISTINCT b.user_id FROM bets b JOIN users u ON u.id = b.user_id WHERE b.market_id = ${marketId} AND u.role = 'demo')`.execute(
    trx,
  );
  return Number(rows[0]?.paise ?? 0);
}

/** The market is settled (or voided): `netPaise` is the sum of the entries booked under `ref`, from the players' side. */
export async function rollUpSettlement(trx: Trx, marketId: string, netPaise: number, ref: string): Promise<void> {
  const playersPaise = netPaise - (await demoPaise(trx, marketId, ref));
  await sql`
    WITH fresh AS (
      SELECT day, added FROM summary_add_active(${marketId})
    ), parts AS (
      SELECT ist_day(matched_time) AS day, sum(stake)::bigint AS turnover, 0::bigint AS ggr, 0::bigint AS active
      FROM bets b WHERE market_id = ${marketId} AND status = 'settled'
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = b.user_id AND u.role = 'demo') GROUP BY 1
      UNION ALL SELECT ist_day(now()), 0, ${-playersPaise}::bigint, 0
      UNION ALL SELECT day, 0, 0, added FROM fresh
    )
    INSERT INTO summary_days (day, turnover, ggr, active)
    SELECT day, sum(turnover), sum(ggr), sum(active) FROM parts GROUP BY day ORDER BY day
    ON CONFLICT (day) DO UPDATE SET turnover = summary_days.turnover + EXCLUDED.turnover,
      ggr = summary_days.ggr + EXCLUDED.ggr, active = summary_days.active + EXCLUDED.active`.execute(trx);
}

/** The settled bets' turnover by matched day, read before a rollback reopens them. */
export async function settledTurnover(trx: Trx, marketId: string): Promise<Array<{ day: number; turnover: string }>> {
  const { rows } = await sql<{ day: number; turnover: string }>`
    SELECT ist_day(matched_time) AS day, sum(stake)::bigint AS turnover FROM bets b
    WHERE market_id = ${marketId} AND status = 'settled'
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = b.user_id AND u.role = 'demo') GROUP BY 1`.execute(trx);
  return rows;
}

/**
 * The rollback reopened the bets (their turnover counts live again) and booked `reversedPaise` under
 * `ref` (from the players' side). The players stay active on the days they bet.
 */
export async function rollBackSettlement(
  trx: Trx,
  marketId: string,
  turnover: ReadonlyArray<{ day: number; turnover: string }>,
  reversedPaise: number,
  ref: string,
): Promise<void> {
  const playersPaise = reversedPaise - (await demoPaise(trx, marketId, ref));
  const days = turnover.map((t) => t.day);
  const amounts = turnover.map((t) => t.turnover);
  await sql`
    WITH parts AS (
      SELECT d AS day, -t AS turnover, 0::bigint AS ggr FROM unnest(${days}::int[], ${amounts}::bigint[]) AS u(d, t)
      UNION ALL SELECT ist_day(now()), 0, ${-playersPaise}::bigint
    )
    INSERT INTO summary_days (day, turnover, ggr)
    SELECT day, sum(turnover), sum(ggr) FROM parts GROUP BY day ORDER BY day
    ON CONFLICT (day) DO UPDATE SET turnover = summary_days.turnover + EXCLUDED.turnover, ggr = summary_days.ggr + EXCLUDED.ggr`.execute(
    trx,
  );
}
