// The queues a scrape reads from PostgreSQL, each through a partial index (bets_pending_idx,
// wallet_requests_waiting_idx), so a scrape costs a few index pages however large the tables grow.
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface QueueFigures {
  pendingBets: number;
  /** Seconds the oldest pending bet is past its delay (0 when none is). */
  pendingBetsOldestS: number;
  waiting: Array<{ kind: 'deposit' | 'withdraw'; count: number; oldestS: number }>;
}

export async function readQueues(db: Db): Promise<QueueFigures> {
  const bets = await sql<{ n: number; late_s: number | null }>`
    SELECT count(*)::int AS n, extract(epoch FROM now() - min(match_after))::float8 AS late_s
    FROM bets WHERE status = 'pending'`.execute(db);
  const wallet = await sql<{ kind: 'deposit' | 'withdraw'; n: number; oldest_s: number | null }>`
    SELECT request_type AS kind, count(*)::int AS n, extract(epoch FROM now() - min(requested_at))::float8 AS oldest_s
    FROM wallet_requests WHERE status = 2 GROUP BY request_type`.execute(db);
  const betRow = bets.rows[0];
  return {
    pendingBets: betRow?.n ?? 0,
    pendingBetsOldestS: Math.max(0, betRow?.late_s ?? 0),
    waiting: wallet.rows.map((r) => ({ kind: r.kind, count: r.n, oldestS: Math.max(0, r.oldest_s ?? 0) })),
  };
}
