// Frozen: each deposit's slip size in bytes, so the upload quotas (per player pending, the whole disk
// budget UPLOAD_MAX_BYTES) are one SUM away instead of a walk of the upload folder. Slips stored
// before it count as 5 MB each (the upload limit): an over-estimate, never an under-estimate.
// Never edit; add a migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE wallet_requests ADD COLUMN slip_bytes integer CHECK (slip_bytes >= 0)`.execute(db);
}
