// Frozen once released: never edit; add a migration.
//
// The amount the player's browser read from a deposit's payment slip (OCR), kept beside the request
// so the operator sees when it differs from the amount the player typed. It comes from the browser,
// so it is information only: nothing credits, approves or checks money by it. Paise; null when the
// slip showed no amount (or the browser read none).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('wallet_requests')
    .addColumn('ocr_amount', 'bigint', (c) => c.check(sql`ocr_amount IS NULL OR ocr_amount > 0`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wallet_requests').dropColumn('ocr_amount').execute();
}
