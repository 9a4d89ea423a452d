// Frozen once released: the trader's desk. Never edit; add a migration.
//
// markets.owner: who moves the market's prices. 'feed' (the simulator or a provider) or 'trader'
// (a line made on the desk, or a simulated line taken over by hand). A trader's market is never moved
// by a feed, and a feed's result for it is not taken: the trader declares it.
//
// trader_markets: the quote of each market a trader owns, with the version every change carries so
// that two traders never overwrite each other unseen. The quote is small JSON (a fancy line's runs
// and rates, or a bookmaker's rows).
//
// trader_quote_changes: every quote change (who, when, before -> after), append-only (a trigger
// refuses the rest). A line may move several times a minute for hours: one narrow row per change.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('markets')
    .addColumn('owner', 'text', (c) =>
      c
        .notNull()
        .defaultTo('feed')
        .check(sql`owner in ('feed', 'trader')`),
    )
    .execute();
  await db.schema
    .createTable('trader_markets')
    .addColumn('market_id', 'text', (c) => c.primaryKey().references('markets.id'))
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('Fancy', 'BookMaker')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('OPEN', 'SUSPENDED', 'BALL_RUNNING')`))
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('min_stake', 'integer')
    .addColumn('max_stake', 'integer')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('trader_markets_event').on('trader_markets').column('event_id').execute();
  await db.schema
    .createTable('trader_quote_changes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('market_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trader_quote_changes_event').on('trader_quote_changes').columns(['event_id', 'id']).execute();
  await db.schema.createIndex('trader_quote_changes_staff').on('trader_quote_changes').columns(['staff_id', 'id']).execute();
  await sql`
    CREATE OR REPLACE FUNCTION trader_quote_changes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'trader_quote_changes is append-only';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER trader_quote_changes_append_only BEFORE UPDATE OR DELETE ON trader_quote_changes
    FOR EACH ROW EXECUTE FUNCTION trader_quote_changes_append_only()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the trader desk migration is not reversible');
}
