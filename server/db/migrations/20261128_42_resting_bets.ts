// Frozen once released: never edit; add a migration.
//
// Unmatched bets that wait for their own price (docs/betting.md): a bet asked at a price better
// than the market's stays pending with `resting` set once its delay has passed, instead of being
// refused. Its stake stays in the exposure (as every pending bet's does); the matcher matches it
// when the live price reaches the asked one, the player may cancel it (deleteUnmatchBet), and it
// lapses at the market's suspension or at in-play start unless the operator keeps it. The sweeper
// lapses only pending bets that are not resting. The partial index is the matcher's work list,
// read on every price change of an event.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bets')
    .addColumn('resting', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await sql`CREATE INDEX bets_resting_by_event ON bets (event_id) WHERE status = 'pending' AND resting`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS bets_resting_by_event`.execute(db);
  await db.schema.alterTable('bets').dropColumn('resting').execute();
}
