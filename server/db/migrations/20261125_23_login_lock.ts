// Frozen once released: the operator's log-in lock. Never edit; add a migration.
// lock_login = 1: the player cannot log in (their sessions end when it is set).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('lock_login', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('the log-in lock migration is not reversible');
}
