// The only way money moves: an append-only ledger entry and the wallet balance, in one transaction,
// with the user's wallet row locked so that each user's money operations run one at a time.
import type { LedgerKind } from '../db/tables/core';
import { insertWallet, lockWallet, setBalance, type Trx, type WalletRow } from './wallets';

// The wallet lock and row are wallets.ts's; offered here too because every ledger caller needs them.
export { lockWallet, type Trx, type WalletRow };

export interface LedgerEntry {
  userId: number;
  /** Signed paise. */
  amount: number;
  kind: LedgerKind;
  remark: string;
  /** Unique per user and kind: the same ref twice books once (see postOnce). */
  ref?: string | null;
}

/** Appends an entry and moves the balance. The caller must hold the wallet lock (lockWallet). */
export async function postEntry(trx: Trx, wallet: WalletRow, entry: LedgerEntry): Promise<WalletRow> {
  if (!Number.isSafeInteger(entry.amount)) throw new Error('ledger amounts are integer paise');
  const balance = wallet.balance + entry.amount;
  await trx
    .insertInto('ledger')
    .values({
      user_id: entry.userId,
      amount: entry.amount,
      balance_after: balance,
      kind: entry.kind,
      remark: entry.remark,
      ref: entry.ref ?? null,
    })
    .execute();
  await setBalance(trx, entry.userId, balance);
  return { ...wallet, balance };
}

/** Whether an entry with this ref was already booked (for idempotent retries). */
export async function hasEntry(trx: Trx, userId: number, kind: LedgerKind, ref: string): Promise<boolean> {
  const row = await trx
    .selectFrom('ledger')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('ref', '=', ref)
    .executeTakeFirst();
  return row !== undefined;
}

/** Creates the wallet of a new user and books its opening balance. */
export async function openWallet(trx: Trx, userId: number, openingPaise: number, remark: string): Promise<void> {
  await insertWallet(trx, userId);
  if (openingPaise > 0) {
    const wallet = await lockWallet(trx, userId);
    await postEntry(trx, wallet, { userId, amount: openingPaise, kind: 'opening', remark, ref: 'opening' });
  }
}
