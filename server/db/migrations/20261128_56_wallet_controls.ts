// Frozen once released: the back office's controls on wallet requests. Never edit; add a migration.
//
// - payout_ref: the bank's reference of the payment that paid a withdrawal out (IMPS/NEFT/UPI), required
//   to approve one and shown to the player on the ledger line "Withdrawal (ref …)".
// - claimed_by / claimed_at: the staff member working a request, so two clerks never work one.
// - first_approved_by / first_approved_at: four eyes. A withdrawal above the threshold is approved twice,
//   by two different staff members; the first approval is recorded here and the money moves on the second.
// - requested_amount: a deposit approved at a corrected amount keeps the amount the player typed here
//   (amount is then what was credited).
// - wallet_settings: one row; second_approval_above (paise, null: never) is the four-eyes threshold.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('wallet_requests')
    .addColumn('payout_ref', 'text')
    .addColumn('claimed_by', 'integer', (c) => c.references('users.id'))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('first_approved_by', 'integer', (c) => c.references('users.id'))
    .addColumn('first_approved_at', 'timestamptz')
    .addColumn('requested_amount', 'bigint')
    .execute();
  await db.schema
    .createTable('wallet_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('second_approval_above', 'bigint', (c) => c.check(sql`second_approval_above IS NULL OR second_approval_above >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.insertInto('wallet_settings').values({ id: 1, second_approval_above: null }).execute();
}

export async function down(): Promise<void> {
  throw new Error('the wallet controls migration is not reversible');
}
