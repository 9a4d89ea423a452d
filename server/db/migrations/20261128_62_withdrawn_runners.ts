// Frozen once released: a race's non-runners on the runners themselves. Never edit; add a migration.
//
// Betfair withdraws a runner (REMOVED) before the off; bets on it are void whatever the result. The
// feed's result carries them (results.void_selection_ids, migration 47) only when the race closes with
// one winner: marked on the runner as soon as Betfair withdraws it, they are also known when the
// operator settles a race the feed left undecided.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('runners')
    .addColumn('withdrawn', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('runners').dropColumn('withdrawn').execute();
}
