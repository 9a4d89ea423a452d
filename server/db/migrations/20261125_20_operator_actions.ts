// Frozen once released: the operator's audit log. Never edit; add a migration.
//
// One row per state-changing admin call, written in the same transaction as the change it records
// (server/modules/operator/audit.ts), so a change that rolls back leaves no row and a row never
// describes a change that did not happen. The table is append-only: a trigger refuses UPDATE,
// DELETE and TRUNCATE whoever asks, as the ledger's does (migration 01).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('operator_actions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('ip', 'text', (c) => c.notNull())
    /** 'settings.sport', 'market.suspend', 'user.debit', … */
    .addColumn('action', 'text', (c) => c.notNull())
    /** What was acted on: 'sport:4', 'event:7000001', 'market:1.7000001', 'user:12', 'master'. */
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('operator_actions_time_idx').on('operator_actions').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('operator_actions_target_idx').on('operator_actions').columns(['target', 'created_at']).execute();
  await sql`
    CREATE FUNCTION operator_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the operator audit log is append-only'; END $$`.execute(db);
  await sql`
    CREATE TRIGGER operator_actions_no_rewrite BEFORE UPDATE OR DELETE ON operator_actions
    FOR EACH ROW EXECUTE FUNCTION operator_actions_append_only()`.execute(db);
  await sql`
    CREATE TRIGGER operator_actions_no_truncate BEFORE TRUNCATE ON operator_actions
    FOR EACH STATEMENT EXECUTE FUNCTION operator_actions_append_only()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the operator audit log migration is not reversible');
}
