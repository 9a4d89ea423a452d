// A fingerprint of every money row (users, wallets, ledger, bets, wallet requests, settlements), to
// prove that a run of bad input changed none. Accounts opened during the run (sign-up and demo
// log-in are public and may succeed) are fingerprinted apart: see `newAccounts`.
import { sql } from 'kysely';
import type { Db } from '../../db/database';

const MONEY_TABLES = ['users', 'wallets', 'ledger', 'bets', 'wallet_requests', 'market_settlements'] as const;
/** Column naming the owner of a row, for the tables that have one. */
const OWNER: Record<string, string> = { users: 'id', wallets: 'user_id', ledger: 'user_id', bets: 'user_id', wallet_requests: 'user_id' };

export interface MoneyState {
  /** The highest user id when the fingerprint was taken. */
  lastUserId: number;
  /** table → "row count:md5 of the rows" of the rows owned by users up to lastUserId (all rows if no owner). */
  tables: Record<string, string>;
}

async function existingTables(db: Db): Promise<string[]> {
  const rows = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = 'public'`.execute(db);
  const present = new Set(rows.rows.map((r) => r.table_name));
  return MONEY_TABLES.filter((t) => present.has(t));
}

export async function moneyState(db: Db, lastUserId?: number): Promise<MoneyState> {
  const last = lastUserId ?? Number((await sql<{ id: number | null }>`select max(id) as id from users`.execute(db)).rows[0].id ?? 0);
  const tables: Record<string, string> = {};
  for (const table of await existingTables(db)) {
    const owner = OWNER[table];
    const where = owner ? sql`where ${sql.ref(`t.${owner}`)} <= ${last}` : sql``;
    const { rows } = await sql<{ n: number; digest: string | null }>`
      select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest
      from ${sql.table(table)} t ${where}`.execute(db);
    tables[table] = `${rows[0].n}:${rows[0].digest ?? ''}`;
  }
  return { lastUserId: last, tables };
}

/** Accounts opened after `lastUserId`: how they came to be and what money they hold. */
export async function newAccounts(db: Db, lastUserId: number) {
  const users = await db.selectFrom('users').select(['id', 'role', 'created_by']).where('id', '>', lastUserId).execute();
  const ledger = await db.selectFrom('ledger').select(['user_id', 'kind']).where('user_id', '>', lastUserId).execute();
  const bets = await db.selectFrom('bets').select('id').where('user_id', '>', lastUserId).execute();
  const requests = await db.selectFrom('wallet_requests').select('id').where('user_id', '>', lastUserId).execute();
  return { users, ledgerKinds: [...new Set(ledger.map((l) => l.kind))], bets: bets.length, walletRequests: requests.length };
}
