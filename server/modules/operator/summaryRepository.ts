// SQL of the operator's summary (GET /admin/summary): summary.ts turns these rows into the reply.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** An open bet's player is not a demo player (their play money is never counted). */
const notDemo = sql`NOT EXISTS (SELECT 1 FROM users u WHERE u.id = b.user_id AND u.role = 'demo')`;

/** The IST days from..to (ist_day numbers) and the instants they span, [start, end). */
export interface SummaryRange {
  from: number;
  to: number;
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

export async function summaryRows(db: Kysely<Database>, { from, to, start, end }: SummaryRange) {
  // The settled part from the daily roll-up (migration 20261125_33), the open markets' bets live:
  // open bets are few (bets_open_place_idx), so no query here reads the big tables by time. A bet is
  // matched within seconds of its placing (the delay is at most 60 s), so a day's margin finds them.
  const [requests, rolled, live, liveActive, activeTotal, fresh, pending] = await Promise.all([
    sql<{ day: number; request_type: string; n: number; amount: string }>`
      SELECT ist_day(status_changed_at) AS day, request_type, count(*)::int AS n, sum(amount) AS amount FROM wallet_requests
      WHERE status = 1 AND status_changed_at >= ${start} AND status_changed_at < ${end} GROUP BY 1, 2`.execute(db),
    sql<{ day: number; turnover: string; ggr: string; active: number }>`
      SELECT day, turnover, ggr, active FROM summary_days WHERE day BETWEEN ${from} AND ${to}`.execute(db),
    sql<{ day: number; amount: string }>`
      SELECT ist_day(matched_time) AS day, sum(stake) AS amount FROM bets b
      WHERE status IN ('pending', 'matched') AND place_time >= ${new Date(start.getTime() - DAY_MS)} AND place_time < ${end}
        AND status = 'matched' AND matched_time >= ${start} AND matched_time < ${end} AND ${notDemo} GROUP BY 1`.execute(db),
    sql<{ day: number; n: number }>`
      SELECT o.day, count(*)::int AS n FROM (
        SELECT DISTINCT ist_day(place_time) AS day, user_id FROM bets b
        WHERE status IN ('pending', 'matched') AND place_time >= ${start} AND place_time < ${end} AND ${notDemo}
      ) o
      WHERE NOT EXISTS (SELECT 1 FROM summary_active a WHERE a.day = o.day AND a.user_id = o.user_id)
      GROUP BY 1`.execute(db),
    // The distinct players of the range: each counted on their first active day in it (summary_gaps),
    // and the open markets' players active on no settled day of it.
    sql<{ n: number }>`
      SELECT (SELECT coalesce(sum(n), 0)::int FROM summary_gaps WHERE day BETWEEN ${from} AND ${to} AND prev_day < ${from})
        + (SELECT count(*)::int FROM (
             SELECT DISTINCT user_id FROM bets b WHERE status IN ('pending', 'matched') AND place_time >= ${start} AND place_time < ${end} AND ${notDemo}
           ) o
           WHERE NOT EXISTS (SELECT 1 FROM summary_active a WHERE a.user_id = o.user_id AND a.day BETWEEN ${from} AND ${to})) AS n`.execute(
      db,
    ),
    // Counted day by day through users_player_created_idx: no function of each row, no sort.
    sql<{ day: number; n: number }>`
      SELECT d AS day, (SELECT count(*)::int FROM users WHERE role = 'player'
        AND created_at >= to_timestamp(d::bigint * 86400 - 19800) AND created_at < to_timestamp((d::bigint + 1) * 86400 - 19800)) AS n
      FROM generate_series(${from}::int, ${to}::int) d`.execute(db),
    sql<{ request_type: string; n: number; amount: string }>`
      SELECT request_type, count(*)::int AS n, sum(amount) AS amount FROM wallet_requests WHERE status = 2 GROUP BY 1`.execute(db),
  ]);
  return { requests, rolled, live, liveActive, activeTotal, fresh, pending };
}
