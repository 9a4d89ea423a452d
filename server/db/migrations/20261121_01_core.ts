// Frozen: users, sessions, wallets, the append-only ledger, settings. Never edit; add a migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'varchar(32)', (c) => c.notNull())
    .addColumn('username_key', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('player', 'demo', 'operator')`))
    .addColumn('self_user', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`self_user in (0, 1)`),
    )
    .addColumn('exposure_limit', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`exposure_limit >= 0`),
    )
    .addColumn('lock_betting', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`lock_betting in (0, 1)`),
    )
    .addColumn('password_status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`password_status in (0, 1)`),
    )
    .addColumn('phone', 'varchar(15)')
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'char(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('wallets')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reserved', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`reserved >= 0`),
    )
    .addColumn('exposure', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`exposure >= 0`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('ledger')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('opening', 'credit', 'debit', 'deposit', 'withdraw', 'settlement')`))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ref', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('ledger_user_time_idx').on('ledger').columns(['user_id', 'created_at']).execute();
  await sql`CREATE UNIQUE INDEX ledger_ref_once ON ledger (user_id, kind, ref) WHERE ref IS NOT NULL`.execute(db);
  // Append-only: corrections are new entries, never edits.
  await sql`
    CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the ledger is append-only'; END $$`.execute(db);
  await sql`
    CREATE TRIGGER ledger_no_rewrite BEFORE UPDATE OR DELETE ON ledger
    FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`.execute(db);
  await sql`
    CREATE TRIGGER ledger_no_truncate BEFORE TRUNCATE ON ledger
    FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only()`.execute(db);

  await db.schema
    .createTable('master_data')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('bet_start_time', 'integer', (c) => c.notNull())
    .addColumn('site_message', 'text', (c) => c.notNull())
    .execute();

  const limit = (name: string) => (t: any) => t.addColumn(name, 'integer', (c: any) => c.notNull());
  let sports = db.schema
    .createTable('sports')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull());
  for (const column of [
    'bet_delay_time',
    'bookmaker_delay_time',
    'fancy_delay_time',
    'min_odd_limit',
    'max_odd_limit',
    'min_bookmaker_limit',
    'max_bookmaker_limit',
    'min_fancy_limit',
    'max_fancy_limit',
  ])
    sports = limit(column)(sports);
  await sports.execute();

  let userMatch = db.schema
    .createTable('user_match_settings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'text', (c) => c.notNull());
  for (const column of [
    'min_odd_limit',
    'max_odd_limit',
    'min_bookmaker_limit',
    'max_bookmaker_limit',
    'min_fancy_limit',
    'max_fancy_limit',
  ])
    userMatch = limit(column)(userMatch);
  await userMatch.execute();
  await db.schema.createIndex('user_match_settings_game_idx').on('user_match_settings').columns(['game_id', 'user_id']).execute();

  await db.schema
    .createTable('default_stake_buttons')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('match', 'wallet')`))
    .addColumn('slot', 'smallint', (c) => c.notNull())
    .addColumn('label', 'varchar(16)', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value > 0`))
    .addPrimaryKeyConstraint('default_stake_buttons_pk', ['kind', 'slot'])
    .execute();
  await db.schema
    .createTable('stake_buttons')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('match', 'wallet')`))
    .addColumn('slot', 'smallint', (c) => c.notNull())
    .addColumn('label', 'varchar(16)', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value > 0`))
    .addPrimaryKeyConstraint('stake_buttons_pk', ['user_id', 'kind', 'slot'])
    .execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('the core migration is not reversible');
}
