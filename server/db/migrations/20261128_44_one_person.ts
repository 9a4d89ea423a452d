// Frozen: one person, one account. A phone number is compared in one normal form (the SQL twin of
// src/domain/phone.ts, held to the same answers by a test), kept in users.phone_key, and a new
// account may not take a number another account has: a unique index decides, so two sign-ups at the
// same moment with one number give one account.
//
// Accounts that already shared a number before this migration are kept and never deleted: every one
// after the first of its number is marked phone_shared_before (left out of the unique index) and the
// view phone_duplicates lists them for the operator (`npm run operator -- phone-duplicates`, the
// admin API). A new row or a changed number never carries the mark (a trigger clears it).
//
// device_logins: each player log-in's signed device id and address, for "same device and address
// within a day" links and for the demo log-in's exclusion check. payee_key: the form a UPI id or a
// bank account number is compared in (case and spaces ignored). Never edit; add a migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION normal_phone(phone text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE
        WHEN d = '' THEN NULL
        WHEN length(d) = 12 AND left(d, 2) = '91' THEN substr(d, 3)
        ELSE d
      END
      FROM (SELECT ltrim(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '0') AS d) AS digits
    $$`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN phone_key text GENERATED ALWAYS AS (normal_phone(phone)) STORED`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN phone_shared_before boolean NOT NULL DEFAULT false`.execute(db);
  await sql`
    UPDATE users u SET phone_shared_before = true
    WHERE u.phone_key IS NOT NULL
      AND EXISTS (SELECT 1 FROM users o WHERE o.phone_key = u.phone_key AND o.id < u.id)`.execute(db);
  await sql`CREATE UNIQUE INDEX users_phone_key_once ON users (phone_key) WHERE NOT phone_shared_before`.execute(db);
  await sql`CREATE INDEX users_phone_key_idx ON users (phone_key) WHERE phone_key IS NOT NULL`.execute(db);
  await sql`
    CREATE FUNCTION users_phone_shared_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' OR NEW.phone IS DISTINCT FROM OLD.phone OR NOT OLD.phone_shared_before THEN
        NEW.phone_shared_before := false;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER users_phone_shared_cleared BEFORE INSERT OR UPDATE OF phone, phone_shared_before ON users
    FOR EACH ROW EXECUTE FUNCTION users_phone_shared_cleared()`.execute(db);
  await sql`
    CREATE VIEW phone_duplicates AS
    SELECT phone_key,
           count(*)::int AS accounts,
           array_agg(id ORDER BY id) AS user_ids,
           array_agg(username ORDER BY id) AS usernames
    FROM users
    WHERE phone_key IS NOT NULL
    GROUP BY phone_key
    HAVING count(*) > 1`.execute(db);

  await sql`
    CREATE FUNCTION payee_key(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT nullif(lower(regexp_replace(coalesce(value, ''), '\\s', '', 'g')), '')
    $$`.execute(db);
  await sql`CREATE INDEX saved_accounts_upi_key_idx ON saved_accounts (payee_key(upi_id)) WHERE upi_id <> ''`.execute(db);
  await sql`CREATE INDEX saved_accounts_account_key_idx ON saved_accounts (payee_key(account_number)) WHERE account_number <> ''`.execute(
    db,
  );
  await sql`
    CREATE INDEX wallet_requests_payout_upi_key_idx ON wallet_requests (payee_key(upi_id))
    WHERE request_type = 'withdraw' AND upi_id <> ''`.execute(db);
  await sql`
    CREATE INDEX wallet_requests_payout_account_key_idx ON wallet_requests (payee_key(account_number))
    WHERE request_type = 'withdraw' AND account_number <> ''`.execute(db);
  await sql`CREATE INDEX wallet_requests_slip_sha256_idx ON wallet_requests (slip_sha256) WHERE slip_sha256 IS NOT NULL`.execute(db);

  await sql`
    CREATE TABLE device_logins (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      device_id text NOT NULL,
      ip text NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX device_logins_device_idx ON device_logins (device_id, at)`.execute(db);
  await sql`CREATE INDEX device_logins_user_idx ON device_logins (user_id, at)`.execute(db);

  // The check the operator reads: numbers shared before this migration, reported, never merged.
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM phone_duplicates`.execute(db);
  const shared = rows[0]?.n ?? 0;
  if (shared > 0) {
    console.warn(
      `one person, one account: ${shared} phone number(s) are shared by more than one account already; ` +
        'they are kept and listed by `npm run operator -- phone-duplicates`.',
    );
  }
}

export async function down(): Promise<void> {
  throw new Error('the one-person migration is not reversible');
}
