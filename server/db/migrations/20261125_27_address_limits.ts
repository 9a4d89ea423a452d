// Frozen: per-address limits of the calls that create accounts (sign-up, demo log-in), counted in
// PostgreSQL so that every API process shares them and a restart keeps them
// (server/modules/auth/addressLimits.ts). Never edit; add a migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE address_limits (
      bucket text NOT NULL,
      address text NOT NULL,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL CHECK (hits > 0),
      PRIMARY KEY (bucket, address)
    )`.execute(db);
  await sql`CREATE INDEX address_limits_window_idx ON address_limits (window_start)`.execute(db);
}
