// Frozen once released: the daily roll-up behind GET /api/admin/summary. Never edit; add a migration.
//
// At the size of bench:reports (10 M bets) a 30-day summary read ~800,000 bets and ~200,000 ledger
// entries each time. Settlement closes a market once, so it adds what the market contributed, in its
// own transaction (server/settlement/summaryRollup.ts), and a rollback takes it back:
// - summary_days.turnover: stakes of settled bets, by the IST day they were matched (the bets still
//   matched, in open markets, are few: the summary adds them live);
// - summary_days.ggr: the negated settlement entries (settlements and their rollbacks), by the day booked;
// - summary_active: each (IST day, player) with a bet placed that day in a settled market; active the
//   number of them per day (the open markets' bets, again, are added live);
// - summary_gaps: for the distinct players of a whole range without reading every (day, player) of it:
//   n = how many players were active on `day` whose previous active day was `prev_day` (-1: none).
//   The players active in from..to are those whose first active day in it has prev_day < from:
//   sum(n) over day in from..to and prev_day < from, a few thousand rows for a year.
// summary_add_active(market) adds a settled market's players; it takes a per-player advisory lock
// (ascending, after all of the settlement's wallet locks) so that two settlements never read a
// player's previous and next days while the other changes them. Rows are added to in key order (no
// deadlock between settlements). summary_rebuild() computes all three tables from the bets and the
// ledger: run here once, and by bench/reportsData.ts after its load. Demo players' play money is never
// counted: their bets and entries are left out everywhere.
// Also the indexes the summary's live parts read: approved wallet requests, new players and open bets by time.
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
  await sql`CREATE INDEX summary_active_user_idx ON summary_active (user_id, day)`.execute(db);
  await sql`
    CREATE TABLE summary_gaps (
      day integer NOT NULL,
      prev_day integer NOT NULL,
      n integer NOT NULL,
      PRIMARY KEY (day, prev_day)
    )`.execute(db);
  await sql`
    CREATE FUNCTION summary_add_active(p_market text) RETURNS TABLE (day integer, added integer) LANGUAGE plpgsql AS $$
    #variable_conflict use_column
    DECLARE
      r record;
      v_prev integer;
      v_next integer;
      g_day integer[] := '{}';
      g_prev integer[] := '{}';
      g_n integer[] := '{}';
      a_day integer[] := '{}';
    BEGIN
      FOR r IN SELECT DISTINCT b.user_id FROM bets b JOIN users u ON u.id = b.user_id AND u.role <> 'demo' WHERE b.market_id = p_market ORDER BY 1 LOOP
        PERFORM pg_advisory_xact_lock(20261133, r.user_id);
      END LOOP;
      FOR r IN SELECT DISTINCT ist_day(b.place_time) AS d, b.user_id AS u FROM bets b JOIN users pl ON pl.id = b.user_id AND pl.role <> 'demo'
               WHERE b.market_id = p_market ORDER BY 1, 2 LOOP
        INSERT INTO summary_active AS a (day, user_id) VALUES (r.d, r.u) ON CONFLICT DO NOTHING;
        CONTINUE WHEN NOT FOUND;
        SELECT max(a.day) INTO v_prev FROM summary_active a WHERE a.user_id = r.u AND a.day < r.d;
        SELECT min(a.day) INTO v_next FROM summary_active a WHERE a.user_id = r.u AND a.day > r.d;
        g_day := g_day || r.d; g_prev := g_prev || coalesce(v_prev, -1); g_n := g_n || 1;
        IF v_next IS NOT NULL THEN
          g_day := g_day || v_next || v_next; g_prev := g_prev || coalesce(v_prev, -1) || r.d; g_n := g_n || -1 || 1;
        END IF;
        a_day := a_day || r.d;
      END LOOP;
      INSERT INTO summary_gaps AS g (day, prev_day, n)
        SELECT x.d, x.p, sum(x.n) FROM unnest(g_day, g_prev, g_n) AS x(d, p, n) GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (day, prev_day) DO UPDATE SET n = g.n + EXCLUDED.n;
      RETURN QUERY SELECT x.d, count(*)::integer FROM unnest(a_day) AS x(d) GROUP BY 1;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION summary_rebuild() RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM summary_gaps;
      DELETE FROM summary_active;
      DELETE FROM summary_days;
      INSERT INTO summary_active (day, user_id)
        SELECT DISTINCT ist_day(b.place_time), b.user_id FROM bets b JOIN users u ON u.id = b.user_id AND u.role <> 'demo'
        WHERE EXISTS (SELECT 1 FROM market_settlements s WHERE s.market_id = b.market_id);
      INSERT INTO summary_gaps (day, prev_day, n)
        SELECT day, prev_day, count(*) FROM (
          SELECT day, coalesce(lag(day) OVER (PARTITION BY user_id ORDER BY day), -1) AS prev_day FROM summary_active
        ) a GROUP BY 1, 2;
      INSERT INTO summary_days (day, turnover, ggr, active)
        SELECT day, sum(turnover), sum(ggr), sum(active) FROM (
          SELECT ist_day(matched_time) AS day, sum(stake)::bigint AS turnover, 0::bigint AS ggr, 0::bigint AS active
          FROM bets b JOIN users u ON u.id = b.user_id AND u.role <> 'demo' WHERE b.status = 'settled' GROUP BY 1
          UNION ALL
          SELECT ist_day(l.created_at), 0, -sum(l.amount)::bigint, 0 FROM ledger l JOIN users u ON u.id = l.user_id AND u.role <> 'demo'
          WHERE l.kind = 'settlement' GROUP BY 1
          UNION ALL
          SELECT day, 0, 0, count(*) FROM summary_active GROUP BY 1
        ) r
        GROUP BY day;
    END $$`.execute(db);
  await sql`SELECT summary_rebuild()`.execute(db);
  await sql`CREATE INDEX wallet_requests_approved_time_idx ON wallet_requests (status_changed_at) INCLUDE (request_type, amount) WHERE status = 1`.execute(
    db,
  );
  await sql`CREATE INDEX users_player_created_idx ON users (created_at) WHERE role = 'player'`.execute(db);
  // The open markets' bets the summary adds live, by time: few rows (pending and matched only). The
  // planner reads them otherwise through bets_market_status_idx's second column, the whole index
  // (10 M entries: 110 ms a query in bench:summary).
  await sql`CREATE INDEX bets_open_place_idx ON bets (place_time) INCLUDE (user_id, stake, matched_time) WHERE status IN ('pending', 'matched')`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('the summary roll-up migration is not reversible');
}
