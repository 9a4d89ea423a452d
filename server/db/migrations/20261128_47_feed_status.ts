// Frozen: what the leading feed process says of its source every few seconds (the source, its
// connection, the last message, the markets it follows, its last errors), for the operator's Feed
// page and `npm run operator -- feed`, whichever process serves them. Never edit; add a migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE feed_status (
      id smallint PRIMARY KEY CHECK (id = 1),
      holder text NOT NULL,
      status jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE feed_status`.execute(db);
}
