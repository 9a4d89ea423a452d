// Frozen once released: the desk's worst-case limits. Never edit; add a migration.
//
// A line whose house worst case passes its limit (the line's own, else its event's) suspends itself
// and alerts the desk. Limits are in rupees, the house's loss as a positive number; null: no limit.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('trader_markets').addColumn('worst_case_limit', 'integer').execute();
  await db.schema.alterTable('trader_markets').addColumn('alert', 'text').execute();
  await db.schema
    .createTable('trader_event_limits')
    .addColumn('event_id', 'integer', (c) => c.primaryKey())
    .addColumn('worst_case_limit', 'integer')
    .addColumn('set_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('the desk limits migration is not reversible');
}
