// Frozen once released: settlement correction (rollback). Never edit; add a migration.
//
// A rollback reverses a market's settlement with new ledger entries (nothing in the ledger is edited
// or deleted) and re-opens its bets. The market's market_settlements row stays, marked rolled back:
// its presence keeps the market closed to betting (bets_market_open) and away from the feed's
// automatic settlement, and the next settlement of the market takes it over with the new result and
// the next generation. Each generation books its entries under its own ledger ref
// ('market:<id>' for the first, 'market:<id>#<n>' after n rollbacks; reversals 'market:<id>#r<n>'),
// so the ledger's once-per-ref index keeps every one of them exactly once.
// settlement_rollbacks keeps what each rollback undid.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('market_settlements')
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rolled_back_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('settlement_rollbacks')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('market_id', 'text', (c) => c.notNull())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('users', 'integer', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('rolled_back_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('settlement_rollbacks_once', ['market_id', 'generation'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('the settlement rollback migration is not reversible');
}
