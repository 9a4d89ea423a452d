// Frozen once released. Never edit; add a migration.
//
// The metrics scrape (every 15 s from Prometheus, in every API process) asks how many deposits and
// withdrawals wait for the operator and since when. Without an index that is a scan of every request
// ever made; with this partial one it reads only the waiting requests (status 2), oldest first.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX wallet_requests_waiting_idx ON wallet_requests (request_type, requested_at) WHERE status = 2`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX wallet_requests_waiting_idx`.execute(db);
}
