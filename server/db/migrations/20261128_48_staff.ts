// Frozen once released: staff accounts. Each person of the operator's team has their own log-in, roles,
// status and two-factor secret here, apart from players. The users row of the same id (role 'operator',
// no usable password) stays the identity sessions and audit rows point at; the password lives here, so
// the player door can never accept a staff name. The audit log records the role each action was done
// with. The existing operator account becomes the first owner. Never edit; add a migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE staff (
      user_id integer PRIMARY KEY REFERENCES users(id),
      display_name text NOT NULL,
      roles text[] NOT NULL
        CHECK (cardinality(roles) >= 1
          AND roles <@ ARRAY['owner','manager','trader','cashier','support','auditor']::text[]),
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
      created_by integer REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      last_login_at timestamptz,
      password_hash text NOT NULL,
      -- AES-256-GCM under STAFF_SECRET_KEY; pending until the first code confirms it.
      totp_secret text,
      totp_enabled boolean NOT NULL DEFAULT false,
      -- The last time step a code was accepted at: a code is good once.
      totp_last_step bigint,
      -- sha256 of each unused recovery code.
      recovery_codes text[] NOT NULL DEFAULT '{}'
    )`.execute(db);
  await sql`
    INSERT INTO staff (user_id, display_name, roles, password_hash, created_at)
    SELECT id, username, ARRAY['owner'], password_hash, created_at FROM users WHERE role = 'operator'`.execute(db);
  await sql`UPDATE users SET password_hash = 'none$staff-account' WHERE role = 'operator'`.execute(db);
  await sql`ALTER TABLE operator_actions ADD COLUMN staff_role text`.execute(db);
  await sql`CREATE INDEX operator_actions_operator ON operator_actions (operator_id, created_at)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the staff migration is not reversible');
}
