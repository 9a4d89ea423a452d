// Frozen once released: a change to a market's runner list bumps bet_rules_epoch. Never edit; add a
// migration.
//
// A bet decided from a player's kept position (server/modules/bets/position/cache.ts) used the
// runner lists it kept: the worst case of a market is taken over its runners. Until now the guarded
// write counted, under the wallet lock, the runners of every market the player held, and compared
// the count with the kept one; that read grew with the player's open markets and was the largest
// part of the guard (bench/RESULTS.md). Runner lists change almost never once written, so the epoch
// that already stands for the rules stands for them too, and the guard reads one row instead.
//
// What bumps it:
// - runners added to a market that already had some, or to a market this transaction did not write
//   (a list could have been kept before). A market and its runners written together by the feed or
//   the trading desk, in one transaction, do not: nobody can have kept that list. Checking both
//   covers two writers adding the first runners of one market at once: the second either finds the
//   first's runners or, not having written the market row, bumps anyway.
// - any runner deleted, truncated, or moved to another market or selection.
// A list kept empty (a market whose runners are not persisted) stays checked by the guarded write
// itself: it finds no runner of such a market (statements.ts).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION runners_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (
        SELECT 1 FROM (SELECT DISTINCT n.market_id FROM new_runners n) added
        WHERE NOT EXISTS (SELECT 1 FROM markets m WHERE m.id = added.market_id AND m.xmin = pg_current_xact_id()::xid)
           OR EXISTS (
             SELECT 1 FROM runners r
             WHERE r.market_id = added.market_id
               AND NOT EXISTS (SELECT 1 FROM new_runners n WHERE n.market_id = r.market_id AND n.selection_id = r.selection_id))
      ) THEN
        UPDATE bet_rules_epoch SET epoch = epoch + 1 WHERE id = 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER runners_added AFTER INSERT ON runners REFERENCING NEW TABLE AS new_runners
    FOR EACH STATEMENT EXECUTE FUNCTION runners_added()`.execute(db);
  await sql`
    CREATE TRIGGER runners_changed AFTER UPDATE OF market_id, selection_id OR DELETE OR TRUNCATE ON runners
    FOR EACH STATEMENT EXECUTE FUNCTION bet_rules_changed()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the runners epoch migration is not reversible');
}
