// Frozen once released: the daily roll-up behind GET /api/admin/summary. Never edit; add a migration.
//
// At the size of bench:reports (10 M bets) a 30-day summary read ~800,000 bets and ~200,000 ledger
// entries each time. Settlement closes a market once, so it adds what the market contributed, in its
// own transaction (server/settlement/summaryRollup.ts), and a rollback takes it back:
// - summary_days.turnover: stakes of settled bets, by the IST day they were matched (the bets still
//   matched, in open markets, are few: the summary adds them live);
// - summary_days.ggr: the negated settlement entries (settlements and their rollbacks), by the day booked;
// - summary_active: each (IST day, player) with a bet placed that day in a settled market; active the
//   number of them per day (the open markets' bets, again, are added live).
// Rows are only added to in day order (no deadlock between settlements). summary_rebuild() computes
// both tables from the bets and the ledger: run here once, and by bench/reportsData.ts after its load.
// Also the indexes the summary's live parts read: approved wallet requests and new players by time.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE summary_days (
      day integer PRIMARY KEY,
      turnover bigint NOT NULL DEFAULT 0,
      ggr bigint NOT NULL DEFAULT 0,
      active integer NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`CREATE TABLE summary_active (day integer NOT NULL, user_id integer NOT NULL, PRIMARY KEY (day, user_id))`.execute(db);
  await sql`
    CREATE FUNCTION summary_rebuild() RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM summary_active;
      DELETE FROM summary_days;
      INSERT INTO summary_active (day, user_id)
        SELECT DISTINCT ist_day(b.place_time), b.user_id FROM bets b
        WHERE EXISTS (SELECT 1 FROM market_settlements s WHERE s.market_id = b.market_id);
      INSERT INTO summary_days (day, turnover, ggr, active)
        SELECT day, sum(turnover), sum(ggr), sum(active) FROM (
          SELECT ist_day(matched_time) AS day, sum(stake)::bigint AS turnover, 0::bigint AS ggr, 0::bigint AS active
          FROM bets WHERE status = 'settled' GROUP BY 1
          UNION ALL
          SELECT ist_day(created_at), 0, -sum(amount)::bigint, 0 FROM ledger WHERE kind = 'settlement' GROUP BY 1
          UNION ALL
          SELECT day, 0, 0, count(*) FROM summary_active GROUP BY 1
        ) r
        GROUP BY day;
    END $$`.execute(db);
  await sql`SELECT summary_rebuild()`.execute(db);
  await sql`CREATE INDEX wallet_requests_approved_time_idx ON wallet_requests (status_changed_at) INCLUDE (request_type, amount) WHERE status = 1`.execute(db);
  await sql`CREATE INDEX users_player_created_idx ON users (created_at) WHERE role = 'player'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the summary roll-up migration is not reversible');
}
