// The `wallets` table's statements, in one place: every non-bet change to a wallet row is written
// here (the bet path's exposure writes live in its own statements module, server/modules/bets).
// Each runs inside the caller's transaction, so the caller decides what else commits with it.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

export type Trx = Transaction<Database>;

export interface WalletRow {
  user_id: number;
  balance: number;
  reserved: number;
  exposure: number;
}

/** SELECT … FOR UPDATE on the user's wallet: every money operation for that user starts here. */
export async function lockWallet(trx: Trx, userId: number): Promise<WalletRow> {
  const wallet = await trx
    .selectFrom('wallets')
    .select(['user_id', 'balance', 'reserved', 'exposure'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!wallet) throw new Error(`user ${userId} has no wallet`);
  return wallet;
}

/** A new user's empty wallet (the opening money is a ledger entry, see ledger.ts openWallet). */
export async function insertWallet(trx: Trx, userId: number): Promise<void> {
  await trx.insertInto('wallets').values({ user_id: userId }).execute();
}

/** The balance after a ledger entry; only ledger.ts postEntry calls it, beside the entry it books. */
export async function setBalance(trx: Trx, userId: number, balance: number): Promise<void> {
  await trx.updateTable('wallets').set({ balance, updated_at: new Date() }).where('user_id', '=', userId).execute();
}

/**
 * Sets aside paise for a withdrawal the player asked for, so they cannot bet or withdraw them twice
 * while the operator decides. The caller holds the wallet lock.
 */
export async function reserveForWithdrawal(trx: Trx, userId: number, paise: number): Promise<void> {
  await addReserved(trx, userId, paise);
}

/** Gives back a decided withdrawal's reserve (paid out or refused). The caller holds the wallet lock. */
export async function releaseWithdrawalReserve(trx: Trx, userId: number, paise: number): Promise<void> {
  await addReserved(trx, userId, -paise);
}

async function addReserved(trx: Trx, userId: number, delta: number): Promise<void> {
  await trx
    .updateTable('wallets')
    .set((eb) => ({ reserved: eb('reserved', '+', delta), updated_at: new Date() }))
    .where('user_id', '=', userId)
    .execute();
}
