// The operator's side of wallet requests: list them, look at a deposit's slip, approve or reject.
// Each decision runs in one transaction under the player's wallet lock and changes a request once:
// an approved deposit credits the ledger, an approved withdrawal debits it and releases its reserve,
// a rejected withdrawal releases its reserve.
import fs from 'node:fs';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import { lockWallet, postEntry, type Trx } from '../../money/ledger';
import { releaseWithdrawalReserve } from '../../money/wallets';
import { toRupees } from '../../../src/domain/money';
import type { AdminDecisionResponse, AdminWalletRequest } from '../../../src/domain/contract/wallet';
import type { WalletRequestStatus, WalletRequestType } from '../../db/tables/wallet';
import * as requests from './requestsRepository';
import { toAdminRequest } from './mappers';
import { depositWarnings } from './depositWarnings';
import { WALLET_MSG } from './messages';
import { SLIP_MIME, SlipStore, type SlipType } from './slip';
import { depositApprovalRefusal } from '../protection';

export const ADMIN_LIST_MAX = 200;
const STATE_NAMES: Record<WalletRequestStatus, string> = { 1: 'approved', 2: 'pending', 3: 'rejected' };

export interface AdminListInput {
  status?: WalletRequestStatus;
  userId?: number;
  requestType?: WalletRequestType;
}

export interface SlipFile {
  path: string;
  mime: string;
  fileName: string;
}

export function makeDecisionsService(deps: AppDeps) {
  const { db, clock } = deps;
  const slips = new SlipStore(deps.config.uploadDir);

  async function list(input: AdminListInput): Promise<AdminWalletRequest[]> {
    const rows = await requests.adminList(db, { ...input, limit: ADMIN_LIST_MAX });
    const deposits = rows.filter((r) => r.request_type === 'deposit');
    const twins = await requests.claimTwins(db, {
      utrKeys: [...new Set(deposits.flatMap((r) => (r.utr_key ? [r.utr_key] : [])))],
      slips: [...new Set(deposits.flatMap((r) => (r.slip_sha256 ? [r.slip_sha256] : [])))],
    });
    return rows.map((row) => ({ ...toAdminRequest(row), Warnings: depositWarnings(row, twins) }));
  }

  /** `audit`: the operator's audit row, in the decision's transaction. */
  async function decide(
    id: number,
    approve: boolean,
    operatorId: number,
    comment: string,
    audit?: (trx: Trx, decided: { userId: number; requestType: string; amount: number; balance: number }) => Promise<void>,
  ): Promise<AdminDecisionResponse> {
    const request = await requests.findRequest(db, id);
    if (!request) throw notFound(WALLET_MSG.requestNotFound);
    const userId = request.user_id;
    const balance = await db.transaction().execute(async (trx) => {
      // Lock first, then the conditional update: a concurrent decision waits here and then finds
      // the request no longer pending.
      let wallet = await lockWallet(trx, userId);
      // The player's deposit limits and any time-out, as they are now: re-checked under the lock.
      if (approve && request.request_type === 'deposit' && request.status === 2) {
        const refusal = await depositApprovalRefusal(trx, userId, request.amount, clock.now(), id);
        if (refusal) throw conflict(refusal);
      }
      const decided = await requests.decidePending(trx, id, {
        status: approve ? 1 : 3,
        by: operatorId,
        comment,
        at: new Date(clock.now()),
      });
      if (!decided) {
        const current = await requests.findRequest(trx, id);
        throw conflict(WALLET_MSG.alreadyDecided(id, STATE_NAMES[(current?.status ?? 2) as WalletRequestStatus]));
      }
      const ref = `wallet-request:${id}`;
      if (decided.request_type === 'deposit' && approve) {
        wallet = await postEntry(trx, wallet, {
          userId,
          amount: decided.amount,
          kind: 'deposit',
          remark: `Deposit (UTR ${decided.utr})`,
          ref,
        });
      }
      if (decided.request_type === 'withdraw') {
        if (approve) {
          // Only free money is paid out: what the balance holds beyond the open bets' exposure and the
          // player's other withdrawals. Checked here, under the wallet lock of the payout itself, because a
          // rollback or a bet since the request may have taken it (the request's reserve is not enough).
          const otherReserved = wallet.reserved - decided.amount;
          const free = wallet.balance - wallet.exposure - otherReserved;
          if (free < decided.amount) {
            throw conflict(
              WALLET_MSG.notFreeMoney({
                free: toRupees(free),
                balance: toRupees(wallet.balance),
                exposure: toRupees(wallet.exposure),
                otherWithdrawals: toRupees(otherReserved),
                amount: toRupees(decided.amount),
              }),
            );
          }
          // The reserve guarantees this; the check keeps a bug elsewhere from overdrawing a wallet.
          if (wallet.balance < decided.amount) throw conflict(WALLET_MSG.balanceBelowWithdrawal);
          wallet = await postEntry(trx, wallet, { userId, amount: -decided.amount, kind: 'withdraw', remark: 'Withdrawal', ref });
        }
        await releaseWithdrawalReserve(trx, userId, decided.amount);
      }
      await audit?.(trx, { userId, requestType: decided.request_type, amount: decided.amount, balance: wallet.balance });
      return wallet.balance;
    });
    const row = await requests.findAdminRequest(db, id);
    if (!row) throw notFound(WALLET_MSG.requestNotFound);
    return {
      isSuccess: true,
      message: approve ? WALLET_MSG.approved(id) : WALLET_MSG.rejected(id),
      request: toAdminRequest(row),
      balance: toRupees(balance),
    };
  }

  async function slip(id: number): Promise<SlipFile> {
    const request = await requests.findRequest(db, id);
    if (!request) throw notFound(WALLET_MSG.requestNotFound);
    if (!request.slip_file || !request.slip_type) throw notFound(WALLET_MSG.noSlip);
    const path = slips.pathOf(request.slip_file);
    if (!fs.existsSync(path)) throw notFound(WALLET_MSG.slipMissing);
    const type = request.slip_type as SlipType;
    return { path, mime: SLIP_MIME[type], fileName: `slip-${id}.${type === 'jpeg' ? 'jpg' : type}` };
  }

  return { list, decide, slip };
}

export type DecisionsService = ReturnType<typeof makeDecisionsService>;
