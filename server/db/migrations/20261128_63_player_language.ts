// Frozen once released: the language each player reads the app in. Never edit; add a migration.
//
// null until the player chooses one (the switcher, or the browser's language saved at a log-in).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.check(sql`language in ('en', 'hi', 'bn')`))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('the player language migration is not reversible');
}
