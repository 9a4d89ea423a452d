// Frozen once released: a player's KYC status as support last set it, with the reason (staff only)
// and who set it when. Never edit; add a migration.
// - No row: not started. Each change is also an audit row (before and after), which keeps the history.
// - A rejection carries its reason (the check below), so the next clerk knows what to ask for.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE player_kyc (
      user_id integer PRIMARY KEY REFERENCES users(id),
      status text NOT NULL CHECK (status IN ('not_started', 'pending', 'verified', 'rejected')),
      reason text CHECK (length(reason) BETWEEN 1 AND 500),
      updated_by integer NOT NULL REFERENCES users(id),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (status <> 'rejected' OR reason IS NOT NULL)
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the player KYC migration is not reversible');
}
