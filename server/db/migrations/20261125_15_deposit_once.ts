// Frozen once released: one transfer backs one deposit. Never edit; add a migration.
//
// The UTR a player types is stored as typed (utr, shown back to them and to the operator), and its
// key beside it: the reference's digits without leading zeros (server/modules/wallet/utr.ts says why),
// so 'ABC123456789', 'UTRABC123456789' and '0ABC123456789' are one claim. And the SHA-256 of the slip
// image, so one screenshot cannot back two deposits under two made-up UTRs. Each may back one live
// (pending or approved) deposit, as the UTR already could (migration 04): a rejected claim frees both,
// so a player can resubmit the same transfer after a mistake.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wallet_requests').addColumn('utr_key', 'varchar(22)').addColumn('slip_sha256', 'char(64)').execute();
  // Existing deposits get their key; where two live ones already share a key (claimed before this
  // rule), the first keeps it and the others stay without one (their UTRs are unchanged, so the
  // operator still sees them), rather than refusing to migrate. Slips already stored are not hashed:
  // the migration cannot read the upload folder.
  await sql`
    UPDATE wallet_requests w SET utr_key = k.utr_key
    FROM (
      SELECT id, utr_key,
             row_number() OVER (PARTITION BY utr_key, status IN (1, 2) ORDER BY id) AS nth,
             status IN (1, 2) AS live
      FROM (
        SELECT id, status, nullif(ltrim(regexp_replace(utr, '[^0-9]', '', 'g'), '0'), '') AS utr_key
        FROM wallet_requests WHERE request_type = 'deposit' AND utr IS NOT NULL
      ) keyed
    ) k
    WHERE w.id = k.id AND k.utr_key IS NOT NULL AND (NOT k.live OR k.nth = 1)`.execute(db);
  await sql`
    CREATE UNIQUE INDEX wallet_requests_utr_key_once ON wallet_requests (utr_key)
    WHERE request_type = 'deposit' AND status IN (1, 2)`.execute(db);
  await sql`
    CREATE UNIQUE INDEX wallet_requests_slip_once ON wallet_requests (slip_sha256)
    WHERE request_type = 'deposit' AND status IN (1, 2)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the deposit-once migration is not reversible');
}
