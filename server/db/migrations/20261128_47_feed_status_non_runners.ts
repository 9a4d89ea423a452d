// Frozen: what the leading feed process says of its source every few seconds (the source, its
// connection, the last message, the markets it follows, its last errors), for the operator's Feed
// page and `npm run operator -- feed`, whichever process serves them. And a result's non-runners:
// the selections Betfair REMOVED from a race, whose bets are void while the rest settle on the
// winner. Never edit; add a migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE feed_status (
      id smallint PRIMARY KEY CHECK (id = 1),
      holder text NOT NULL,
      status jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`ALTER TABLE results ADD COLUMN void_selection_ids integer[]`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE results DROP COLUMN void_selection_ids`.execute(db);
  await sql`DROP TABLE feed_status`.execute(db);
}
