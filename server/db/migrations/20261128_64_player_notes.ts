// Frozen once released: support's free notes on a player, each with its author and time. Never edit;
// add a migration.
// - Staff only: the player never sees a note. Notes are only added (the console offers no edit), so
//   what was written about a player, by whom and when, stays as it was written.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE player_notes (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id),
      body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
      author_id integer NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX player_notes_user_idx ON player_notes (user_id, id DESC)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the player notes migration is not reversible');
}
