// Frozen once released: the operator's hand on markets and events. Never edit; add a migration.
//
// market_suspensions: a market the operator suspended by hand. It overrides the feed until the
// operator resumes it: every API process overlays it on the odds it serves (SUSPENDED), and the
// database refuses new bets in it whichever process takes them: bets_market_open (migration 12),
// which every save calls under the settlement fence, is replaced here by one that also reads this
// table and the event's controls.
//
// event_controls: per event, the operator's betting lock (IsBetLock) and which market kinds are
// offered; null columns leave the feed's value. The event's stake limits stay in
// user_match_settings (user_id null), as GetStackLimit already serves them.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('market_suspensions')
    .addColumn('market_id', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('suspended_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('suspended_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('event_controls')
    .addColumn('event_id', 'integer', (c) => c.primaryKey())
    .addColumn('is_bet_lock', 'smallint', (c) => c.check(sql`is_bet_lock in (0, 1)`))
    .addColumn('has_match_odds', 'smallint', (c) => c.check(sql`has_match_odds in (0, 1)`))
    .addColumn('has_bookmaker', 'smallint', (c) => c.check(sql`has_bookmaker in (0, 1)`))
    .addColumn('has_fancy', 'smallint', (c) => c.check(sql`has_fancy in (0, 1)`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // VOLATILE plpgsql as before: the reads take their snapshot after the fence.
  await sql`
    CREATE OR REPLACE FUNCTION bets_market_open(p_market text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
      IF NOT pg_try_advisory_xact_lock_shared(20261121, hashtext(p_market)) THEN
        RETURN false;
      END IF;
      IF EXISTS (SELECT 1 FROM market_settlements st WHERE st.market_id = p_market) THEN
        RETURN false;
      END IF;
      IF EXISTS (SELECT 1 FROM market_suspensions ms WHERE ms.market_id = p_market) THEN
        RETURN false;
      END IF;
      RETURN NOT EXISTS (
        SELECT 1 FROM markets m JOIN event_controls c ON c.event_id = m.event_id
        WHERE m.id = p_market
          AND (c.is_bet_lock = 1
            OR (m.kind = 'Matchodds' AND c.has_match_odds = 0)
            OR (m.kind = 'BookMaker' AND c.has_bookmaker = 0)
            OR (m.kind = 'Fancy' AND c.has_fancy = 0)));
    END $$`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the market controls migration is not reversible');
}
