// Frozen: merchant accounts, saved payout accounts and wallet (deposit/withdraw) requests.
// Never edit; add a migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('merchant_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('payment_type', 'text', (c) => c.notNull().check(sql`payment_type in ('UPI', 'Bank')`))
    .addColumn('display_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_number', 'varchar(34)', (c) => c.notNull().defaultTo(''))
    .addColumn('upi_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('ifsc', 'varchar(11)', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_sub_type', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    // The QR image's public file name; its PNG is rendered from the account on request.
    .addColumn('qr_file', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('saved_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('payment_method', 'text', (c) => c.notNull().check(sql`payment_method in ('UPI', 'Bank')`))
    .addColumn('bank_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('account_holder', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('account_number', 'varchar(34)', (c) => c.notNull().defaultTo(''))
    .addColumn('ifsc', 'varchar(11)', (c) => c.notNull().defaultTo(''))
    .addColumn('upi_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(15)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_image', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('saved_accounts_user_idx').on('saved_accounts').column('user_id').execute();

  await db.schema
    .createTable('wallet_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('request_type', 'text', (c) => c.notNull().check(sql`request_type in ('deposit', 'withdraw')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(2)
        .check(sql`status in (1, 2, 3)`),
    )
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('status_changed_at', 'timestamptz')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
    .addColumn('comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // Where the money went: the merchant paid into (deposit) or the payout account (withdraw).
    .addColumn('merchant_id', 'integer', (c) => c.references('merchant_accounts.id'))
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('display_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('account_number', 'varchar(34)', (c) => c.notNull().defaultTo(''))
    .addColumn('ifsc', 'varchar(11)', (c) => c.notNull().defaultTo(''))
    .addColumn('upi_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_sub_type', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('account_holder', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(15)', (c) => c.notNull().defaultTo(''))
    .addColumn('utr', 'varchar(22)')
    .addColumn('slip_file', 'varchar(80)')
    .addColumn('slip_type', 'varchar(16)')
    .addCheckConstraint(
      'wallet_requests_deposit_has_slip',
      sql`request_type <> 'deposit' or (utr is not null and slip_file is not null and slip_type is not null)`,
    )
    .execute();
  await db.schema.createIndex('wallet_requests_user_time_idx').on('wallet_requests').columns(['user_id', 'requested_at']).execute();
  await db.schema.createIndex('wallet_requests_status_idx').on('wallet_requests').columns(['status', 'id']).execute();
  // A UTR is one bank transfer: it may back one live (pending or approved) deposit, whoever claims it.
  // A rejected claim frees it, so a player can resubmit after a mistake.
  await sql`
    CREATE UNIQUE INDEX wallet_requests_utr_once ON wallet_requests (utr)
    WHERE request_type = 'deposit' AND status IN (1, 2)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the wallet migration is not reversible');
}
