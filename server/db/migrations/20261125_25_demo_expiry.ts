// Frozen: demo players are play money and are deleted a day after their last session
// (server/modules/auth/demoPurge.ts). Never edit; add a migration.
//
// - users.last_seen_at: when a demo player's last session ended. Sessions are deleted when they end
//   (log-out, idle pruning), so a trigger keeps their last activity on the user row as they go.
// - The ledger stays append-only for everybody else: only a transaction that says it is purging demo
//   players (SET LOCAL exchange.purge_demo = 'on') may delete, and only a demo player's rows.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN last_seen_at timestamptz`.execute(db);
  await sql`
    CREATE FUNCTION demo_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE users SET last_seen_at = GREATEST(last_seen_at, OLD.last_seen_at)
      WHERE id = OLD.user_id AND role = 'demo';
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER sessions_demo_ended AFTER DELETE ON sessions
    FOR EACH ROW EXECUTE FUNCTION demo_session_ended()`.execute(db);
  await sql`CREATE INDEX users_demo_seen_idx ON users (coalesce(last_seen_at, created_at)) WHERE role = 'demo'`.execute(db);

  await sql`
    CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND current_setting('exchange.purge_demo', true) = 'on'
         AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id AND role = 'demo') THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'the ledger is append-only';
    END $$`.execute(db);
}
