// Creating an account: the user row and its wallet (with the opening money in the ledger) in one
// transaction. Sign-up, the demo log-in and the operator's create-user all come through here.
import type { Db } from '../../db/database';
import { lockWallet, openWallet, postEntry, type Trx } from '../../money/ledger';
import { conflict } from '../../lib/errors';
import { MSG } from '../../../src/domain/messages';
import { insertUser, isPhoneTakenError, type NewUser } from './repository';

export interface NewAccount extends NewUser {
  /** Paise put in the wallet at once. */
  openingPaise: number;
  /** Ledger kind of that money: play money and self sign-ups open, operator accounts are credited. */
  openingKind: 'opening' | 'credit';
  openingRemark: string;
}

/**
 * Returns the new user's id; 409 'Try another username!' when the name is taken in any case, 409
 * MSG.phoneTaken when another account has the phone number (two at once: the unique index decides).
 */
export async function createAccount(
  db: Db,
  account: NewAccount,
  /** Runs in the same transaction once the account exists (the operator's audit row). */
  alsoInTransaction?: (trx: Trx, userId: number) => Promise<void>,
): Promise<number> {
  return db
    .transaction()
    .execute(async (trx) => {
      const userId = await insertUser(trx, account);
      if (userId === undefined) throw conflict(MSG.tryAnotherUsername);
      if (account.openingKind === 'opening') {
        await openWallet(trx, userId, account.openingPaise, account.openingRemark);
      } else {
        await openWallet(trx, userId, 0, account.openingRemark);
        if (account.openingPaise > 0) {
          const wallet = await lockWallet(trx, userId);
          await postEntry(trx, wallet, {
            userId,
            amount: account.openingPaise,
            kind: 'credit',
            remark: account.openingRemark,
            ref: 'opening',
          });
        }
      }
      await alsoInTransaction?.(trx, userId);
      return userId;
    })
    .catch((error: unknown) => {
      if (isPhoneTakenError(error)) throw conflict(MSG.phoneTaken);
      throw error;
    });
}
