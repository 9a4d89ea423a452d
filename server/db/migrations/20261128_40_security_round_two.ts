// Frozen: what the second security round needs in the database. Never edit; add a migration.
// - operator_alerts: things the operator should know about now (a name under password attack, the
//   slip disk budget nearly spent), listed by GET /api/admin/alerts. Only ever inserted.
// - server_secrets: keys the server makes for itself on first use and shares between its processes
//   (the device cookie's signing key), so no operator has to set yet another variable.
// - wallet_requests.held_at / hold_reason: a pending withdrawal put on hold because a settlement
//   rollback left its player with less than nothing available.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE operator_alerts (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      kind text NOT NULL,
      subject text NOT NULL,
      message text NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX operator_alerts_kind_subject_idx ON operator_alerts (kind, subject, at DESC)`.execute(db);
  await sql`
    CREATE TABLE server_secrets (
      name text PRIMARY KEY,
      secret bytea NOT NULL CHECK (octet_length(secret) >= 32),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`ALTER TABLE wallet_requests ADD COLUMN held_at timestamptz, ADD COLUMN hold_reason text`.execute(db);
}
