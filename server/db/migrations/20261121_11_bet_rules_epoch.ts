// Frozen once released: a counter of changes to the rules a bet is checked against. Never edit; add a
// migration.
//
// The bets' fast path (server/modules/bets/positionCache.ts) keeps, per player, what the wallet lock
// read last time: the wallet, the open bets, the runners, and the rules (the player's LockBetting and
// ExposureLimit, when betting opens, the sport's and the game's stake limits). The wallet row's xmin
// tells it whether the money and the bets are still as kept: every writer of a player's bets updates
// their wallet row in the same transaction. The rules live in other tables, which the operator
// changes rarely, so one counter stands for all of them: any change to those tables bumps it, and a
// cached rule set is used only while the counter still reads as it did when the rules were read.
// A bump costs every player one slow bet, so only the columns that bets read count for `users`.
import { type Kysely, sql } from 'kysely';

const RULE_TABLES = ['sports', 'master_data', 'user_match_settings'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE bet_rules_epoch (
      id smallint PRIMARY KEY CHECK (id = 1),
      epoch bigint NOT NULL
    )`.execute(db);
  await sql`INSERT INTO bet_rules_epoch (id, epoch) VALUES (1, 1)`.execute(db);
  await sql`
    CREATE FUNCTION bet_rules_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE bet_rules_epoch SET epoch = epoch + 1 WHERE id = 1;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of RULE_TABLES) {
    await sql`
      CREATE TRIGGER bet_rules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION bet_rules_changed()`.execute(db);
  }
  // A new user has nothing cached; a deleted one may have.
  await sql`
    CREATE TRIGGER bet_rules_changed AFTER UPDATE OF lock_betting, exposure_limit OR DELETE OR TRUNCATE ON users
    FOR EACH STATEMENT EXECUTE FUNCTION bet_rules_changed()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the bet rules epoch migration is not reversible');
}
