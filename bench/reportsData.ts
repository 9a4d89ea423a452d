// The data of `npm run bench:reports`, generated inside PostgreSQL (generate_series, INSERT … SELECT:
// no row ever crosses the wire). Shaped like a year of a busy exchange:
// - `markets` markets, 4 per event (match odds, bookmaker, fancy, toss), settled evenly over `days`
//   days up to `now`; those of the last 6 hours are still open (their bets are unsettled), 1 in 50
//   was void;
// - bets come in groups of 4 (a player bets a few times in one market, placed up to 3 h before the
//   market settles); the heavy user's groups each take their own market, spread over the year;
//   2 bets in 50 are lapsed or deleted (never matched);
// - the ledger holds what settlement would have written: one entry per player and settled market
//   (ref 'market:<id>', the net of the player's bets), an opening credit per player and a daily
//   operator credit for the heavy user; wallets hold the ledger's sums.
// Indexes and foreign keys of bets and ledger are dropped for the load and rebuilt after it, the
// way a bulk load is done; their definitions come from the catalogue, so they are exactly the
// migrations'.
import { sql, type Kysely } from 'kysely';

export interface BenchShape {
  bets: number;
  users: number;
  heavyBets: number;
  markets: number;
  days: number;
  /** Epoch ms: the generated year ends here. */
  now: number;
}

type Say = (line: string) => void;
const CHUNK = 1_000_000;

async function timed<T>(say: Say, label: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  say(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

interface Rebuild {
  indexes: string[];
  foreignKeys: Array<{ table: string; name: string; definition: string }>;
}

/** Drops the secondary indexes and foreign keys of the tables; returns how to make them again. */
async function dropForLoad(db: Kysely<any>, tables: string[]): Promise<Rebuild> {
  const indexes = await sql<{ indexname: string; indexdef: string }>`
    SELECT i.indexname, i.indexdef FROM pg_indexes i
    WHERE i.schemaname = 'public' AND i.tablename = ANY(${tables})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(db);
  const fks = await sql<{ table: string; name: string; definition: string }>`
    SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
    FROM pg_constraint WHERE contype = 'f' AND conrelid::regclass::text = ANY(${tables})`.execute(db);
  for (const fk of fks.rows) await sql.raw(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${fk.name}`).execute(db);
  for (const index of indexes.rows) await sql.raw(`DROP INDEX ${index.indexname}`).execute(db);
  return { indexes: indexes.rows.map((r) => r.indexdef), foreignKeys: fks.rows };
}

async function rebuild(db: Kysely<any>, plan: Rebuild, say: Say): Promise<void> {
  await sql`SET maintenance_work_mem = '1GB'`.execute(db);
  for (const definition of plan.indexes) await timed(say, definition.replace(/ USING btree/, ''), () => sql.raw(definition).execute(db));
  for (const fk of plan.foreignKeys) {
    await timed(say, `${fk.table}.${fk.name}`, () =>
      sql.raw(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${fk.name} ${fk.definition}`).execute(db),
    );
  }
}

export async function generate(db: Kysely<any>, shape: BenchShape, say: Say): Promise<{ heavyUserId: number }> {
  const { bets, users, heavyBets, markets, days } = shape;
  const now = new Date(shape.now);
  const span = `${days} days`;
  // Each market's settle time: spread evenly over the year, ending at now.
  const nowSql = `'${now.toISOString()}'::timestamptz`;
  const settleAt = (m: string) => sql.raw(`(${nowSql} - interval '${span}' + (${m}::float8 / ${markets}) * interval '${span}')`);

  const firstUser = await timed(say, `${users.toLocaleString('en-IN')} users and wallets`, async () => {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO users (username, username_key, password_hash, role, self_user, exposure_limit)
      SELECT 'bench' || n, 'bench' || n, 'not-a-hash', 'player', 0, 100000000 FROM generate_series(1, ${users}) n
      RETURNING id`.execute(db);
    await sql`INSERT INTO wallets (user_id) SELECT id FROM users WHERE username_key LIKE 'bench%'`.execute(db);
    return Math.min(...rows.map((r) => r.id));
  });

  const plan = await dropForLoad(db, ['bets', 'ledger']);
  // Per-row triggers (migration 06's per-day counts of settled bets) are off for the load; the
  // counts are rebuilt from the bets once, below.
  await sql`ALTER TABLE bets DISABLE TRIGGER USER`.execute(db);
  const heavyGroups = Math.ceil(heavyBets / 4);
  const marketOf = (g: string) =>
    `CASE WHEN ${g} < ${heavyGroups} THEN (${g} * ${markets}::bigint / ${heavyGroups}) % ${markets} ELSE (hashint8(${g}) & 2147483647) % ${markets} END`;
  const userOf = (g: string) =>
    `CASE WHEN ${g} < ${heavyGroups} THEN ${firstUser} ELSE ${firstUser} + 1 + (hashint8(${g} + 7) & 2147483647) % ${users - 1} END`;

  await timed(say, `${bets.toLocaleString('en-IN')} bets`, async () => {
    for (let from = 0; from < bets; from += CHUNK) {
      const to = Math.min(bets, from + CHUNK) - 1;
      await sql`
        WITH g AS (
          SELECT i, i / 4 AS grp, (${sql.raw(marketOf('(i / 4)'))})::int AS m, (${sql.raw(userOf('(i / 4)'))})::int AS u,
                 (hashint8(i) & 2147483647) AS h
          FROM generate_series(${from}::bigint, ${to}::bigint) i
        ), b AS (
          SELECT g.*, 1000000 + m / 4 AS event_id, (ARRAY['Matchodds', 'BookMaker', 'Fancy', 'Toss'])[m % 4 + 1] AS kind,
                 ${settleAt('m')} AS settle_at, 100 * (100 + h % 4900) AS stake, 150 + h % 150 AS odds100,
                 CASE WHEN i % 2 = 0 THEN 'back' ELSE 'lay' END AS side
          FROM g
        )
        INSERT INTO bets (bet_id, user_id, sport_id, series_id, series_name, event_id, event_name, market_id, market_name, market_kind,
          odds_type, selection_id, selection_name, side, odds_requested, odds_matched, rate, stake, profit, liability, status, ip,
          place_time, match_after, matched_time, settle_time, result_amount)
        SELECT lpad('B' || i, 30, '0'), u, (ARRAY[4, 2, 1])[event_id % 3 + 1], 100 + event_id % 40, 'Bench Series ' || event_id % 40,
          event_id, 'Home ' || event_id || ' v Away ' || event_id,
          (ARRAY['1.', '2.', '3.', '4.'])[m % 4 + 1] || event_id || CASE WHEN kind = 'Fancy' THEN '01' ELSE '' END,
          (ARRAY['Match Odds', 'Bookmaker', '6 over runs', 'To Win The Toss'])[m % 4 + 1], kind,
          m % 4 + 1, event_id * 10 + h % 2, 'Runner ' || (h % 2), side, odds100 / 100.0, odds100 / 100.0,
          CASE WHEN kind = 'Fancy' THEN 100 END, stake,
          CASE WHEN side = 'back' THEN stake * (odds100 - 100) / 100 ELSE stake END,
          CASE WHEN side = 'back' THEN -stake ELSE -stake * (odds100 - 100) / 100 END,
          CASE WHEN i % 50 = 1 THEN 'lapsed' WHEN i % 50 = 2 THEN 'deleted'
               WHEN settle_at > ${sql.raw(nowSql)} - interval '6 hours' THEN 'matched'
               WHEN m % 50 = 0 THEN 'void' ELSE 'settled' END,
          '10.0.' || (u % 250) || '.' || (i % 250),
          settle_at - (h % 10800) * interval '1 second', settle_at - (h % 10800) * interval '1 second' + interval '5 seconds',
          settle_at - (h % 10800) * interval '1 second' + interval '5 seconds',
          CASE WHEN i % 50 IN (1, 2) OR settle_at > ${sql.raw(nowSql)} - interval '6 hours' THEN NULL ELSE settle_at END,
          CASE WHEN i % 50 IN (1, 2) OR settle_at > ${sql.raw(nowSql)} - interval '6 hours' OR m % 50 = 0 THEN 0
               WHEN h % 3 = 0 THEN CASE WHEN side = 'back' THEN stake * (odds100 - 100) / 100 ELSE stake END
               ELSE CASE WHEN side = 'back' THEN -stake ELSE -stake * (odds100 - 100) / 100 END END
        FROM b`.execute(db);
      say(`    ${(to + 1).toLocaleString('en-IN')} bets`);
    }
  });

  await timed(say, 'ledger (openings, settlements, the heavy user’s daily credits), balances', async () => {
    await sql`SET work_mem = '512MB'`.execute(db);
    // One insert, in time order (ids grow with time, as in a real ledger), with the running balance.
    await sql`
      INSERT INTO ledger (user_id, amount, balance_after, kind, remark, ref, created_at)
      SELECT user_id, amount, sum(amount) OVER (PARTITION BY user_id ORDER BY created_at, ref), kind, remark, ref, created_at
      FROM (
        SELECT user_id, 1000000::bigint AS amount, 'opening' AS kind, 'Opening balance' AS remark, 'opening' AS ref,
               ${sql.raw(nowSql)} - interval ${sql.lit(`${days + 1} days`)} AS created_at
        FROM wallets
        UNION ALL
        SELECT ${firstUser}, 50000, 'credit', 'Operator credit', 'bench-credit:' || d, ${sql.raw(nowSql)} - d * interval '1 day'
        FROM generate_series(1, ${days}) d
        UNION ALL
        SELECT user_id, sum(result_amount), 'settlement',
               max(event_name) || ' / ' || max(market_name) || ' / ' || CASE WHEN bool_or(status = 'void') THEN 'void' ELSE 'Runner 0' END,
               'market:' || market_id, max(settle_time)
        FROM bets WHERE status IN ('settled', 'void') GROUP BY user_id, market_id
      ) e
      ORDER BY created_at, ref`.execute(db);
    await sql`UPDATE wallets w SET balance = s.total FROM (SELECT user_id, sum(amount) AS total FROM ledger GROUP BY user_id) s WHERE s.user_id = w.user_id`.execute(
      db,
    );
  });

  await timed(say, `${markets.toLocaleString('en-IN')} market settlements`, () =>
    sql`
      INSERT INTO market_settlements (market_id, event_id, sport_id, kind, event_name, market_name, outcome, winner_selection_id, result, source, settled_at)
      SELECT (ARRAY['1.', '2.', '3.', '4.'])[m % 4 + 1] || (1000000 + m / 4) || CASE WHEN m % 4 = 2 THEN '01' ELSE '' END,
             1000000 + m / 4, (ARRAY[4, 2, 1])[(1000000 + m / 4) % 3 + 1], (ARRAY['Matchodds', 'BookMaker', 'Fancy', 'Toss'])[m % 4 + 1],
             'Home ' || (1000000 + m / 4) || ' v Away ' || (1000000 + m / 4), (ARRAY['Match Odds', 'Bookmaker', '6 over runs', 'To Win The Toss'])[m % 4 + 1],
             CASE WHEN m % 50 = 0 THEN 'void' ELSE 'winner' END, CASE WHEN m % 50 = 0 THEN NULL ELSE (1000000 + m / 4) * 10 END,
             CASE WHEN m % 50 = 0 THEN 'void' ELSE 'Runner 0' END, 'feed', ${settleAt('m')}
      FROM generate_series(0, ${markets - 1}) m
      WHERE ${settleAt('m')} <= ${sql.raw(nowSql)} - interval '6 hours'`.execute(db),
  );

  say('  rebuilding the indexes and foreign keys of bets and ledger:');
  await rebuild(db, plan, say);
  await sql`ALTER TABLE bets ENABLE TRIGGER USER`.execute(db);
  await timed(say, 'per-day counts of settled and void bets (bet_history_days_rebuild(), as migration 06 backfills them)', () =>
    sql`SELECT bet_history_days_rebuild()`.execute(db),
  );
  await timed(say, 'the admin summary\u2019s daily roll-up (summary_rebuild(), as migration 20261125_33 backfills it)', () =>
    sql`SELECT summary_rebuild()`.execute(db),
  );
  await timed(say, 'VACUUM ANALYZE (what autovacuum does to a table at rest: statistics and the visibility map)', async () => {
    for (const table of [
      'bets',
      'ledger',
      'market_settlements',
      'users',
      'wallets',
      'bet_history_days',
      'summary_days',
      'summary_active',
    ]) {
      await sql.raw(`VACUUM ANALYZE ${table}`).execute(db);
    }
  });
  return { heavyUserId: firstUser };
}
