// The operator's side of wallet requests: list them, look at a deposit's slip, approve or reject.
// Each decision runs in one transaction under the player's wallet lock and changes a request once:
// an approved deposit credits the ledger, an approved withdrawal debits it and releases its reserve,
// a rejected withdrawal releases its reserve.
import fs from 'node:fs';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { lockWallet, postEntry, type Trx } from '../../money/ledger';
import { releaseWithdrawalReserve } from '../../money/wallets';
import { toRupees } from '../../../src/domain/money';
import type { AdminDecisionResponse, AdminWalletRequest } from '../../../src/domain/contract/wallet';
import type { WalletRequestStatus, WalletRequestType } from '../../db/tables/wallet';
import * as requests from './requestsRepository';
import type { AdminRequestRow } from './requestsRepository';
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

export interface DecisionInput {
  id: number;
  approve: boolean;
  operatorId: number;
  /** The player sees it on their request. */
  comment: string;
  /** Withdrawals: the bank's reference of the payout (required to approve). */
  payoutRef?: string;
  /** Deposits: the corrected amount to credit, paise (a reason is then required). */
  amountPaise?: number;
}

export interface DecidedFacts {
  userId: number;
  requestType: string;
  amount: number;
  balance: number;
  /** 'first': a four-eyes withdrawal's first approval (no money moved); 'second': its completion. */
  stage: 'only' | 'first' | 'second';
  payoutRef?: string;
  /** A deposit approved at a corrected amount: what the player had typed (paise). */
  requestedAmount?: number;
  firstApprovedBy?: number;
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
    const named = await withStaffNames(rows);
    return rows.map((row, i) => ({ ...named[i], Warnings: depositWarnings(row, twins) }));
  }

  /**
   * Approve or reject a pending request, under the player's wallet lock and the request's row lock.
   * The server's rules, whatever the browser sent: a request another staff member claimed is theirs to
   * decide; a withdrawal is approved only with the payout's bank reference (kept on the player's ledger
   * line); above the four-eyes threshold the first approval only records itself and a different staff
   * member completes it; a deposit may be approved at a corrected amount with a reason (the typed amount
   * is kept); a rejection needs a reason. `audit`: the operator's audit row, in the decision's transaction.
   */
  async function decide(input: DecisionInput, audit?: (trx: Trx, decided: DecidedFacts) => Promise<void>): Promise<AdminDecisionResponse> {
    const { id, approve, operatorId, comment } = input;
    const request = await requests.findRequest(db, id);
    if (!request) throw notFound(WALLET_MSG.requestNotFound);
    if (request.status !== 2) throw conflict(WALLET_MSG.alreadyDecided(id, STATE_NAMES[request.status]));
    const userId = request.user_id;
    const typedRef = input.payoutRef?.trim() ?? '';
    const withdrawal = request.request_type === 'withdraw';
    if (!approve && comment === '') throw badRequest(WALLET_MSG.rejectNeedsReason);
    // The second of two approvers may confirm the reference the first one gave.
    if (approve && withdrawal && typedRef === '' && request.payout_ref === null) throw badRequest(WALLET_MSG.payoutRefRequired);
    if (approve && !withdrawal && typedRef !== '') throw badRequest(WALLET_MSG.payoutRefDepositsNone);
    const corrected = approve && input.amountPaise !== undefined && input.amountPaise !== request.amount ? input.amountPaise : undefined;
    if (corrected !== undefined && withdrawal) throw badRequest(WALLET_MSG.correctedDepositsOnly);
    if (corrected !== undefined && comment === '') throw badRequest(WALLET_MSG.correctedNeedsReason);
    let firstOnly = false;
    const balance = await db.transaction().execute(async (trx) => {
      // Lock first, then the conditional update: a concurrent decision waits here and then finds
      // the request no longer pending.
      let wallet = await lockWallet(trx, userId);
      const current = await requests.lockRequest(trx, id);
      if (!current) throw notFound(WALLET_MSG.requestNotFound);
      if (current.status !== 2) throw conflict(WALLET_MSG.alreadyDecided(id, STATE_NAMES[current.status]));
      const payoutRef = typedRef || current.payout_ref || '';
      if (approve && withdrawal && payoutRef === '') throw badRequest(WALLET_MSG.payoutRefRequired);
      if (current.claimed_by !== null && current.claimed_by !== operatorId) {
        const names = await requests.staffNames(trx, [current.claimed_by]);
        throw conflict(WALLET_MSG.claimedByOther(id, names.get(current.claimed_by) ?? `staff ${current.claimed_by}`));
      }
      // Four eyes: above the threshold a withdrawal needs two approvals by two different people.
      if (approve && withdrawal) {
        const threshold = await requests.secondApprovalAbove(trx);
        const needsTwo = threshold !== null && current.amount > threshold;
        if (needsTwo && current.first_approved_by === operatorId) throw conflict(WALLET_MSG.secondApproverNeeded(id));
        if (needsTwo && current.first_approved_by === null) {
          await requests.recordFirstApproval(trx, id, { by: operatorId, at: new Date(clock.now()), payoutRef, comment });
          firstOnly = true;
          await audit?.(trx, {
            userId,
            requestType: current.request_type,
            amount: current.amount,
            balance: wallet.balance,
            stage: 'first',
            payoutRef,
          });
          return wallet.balance;
        }
      }
      const amount = corrected ?? current.amount;
      // The player's deposit limits and any time-out, as they are now: re-checked under the lock.
      if (approve && !withdrawal) {
        const refusal = await depositApprovalRefusal(trx, userId, amount, clock.now(), id);
        if (refusal) throw conflict(refusal);
      }
      if (corrected !== undefined) await requests.setDecisionDetails(trx, id, { amount: corrected, requestedAmount: current.amount });
      if (approve && withdrawal) await requests.setDecisionDetails(trx, id, { payoutRef });
      const decided = await requests.decidePending(trx, id, {
        status: approve ? 1 : 3,
        by: operatorId,
        comment,
        at: new Date(clock.now()),
      });
      if (!decided) throw conflict(WALLET_MSG.alreadyDecided(id, 'decided'));
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
          // The player reads the bank's reference on their statement: the payment they look for.
          wallet = await postEntry(trx, wallet, {
            userId,
            amount: -decided.amount,
            kind: 'withdraw',
            remark: `Withdrawal (ref ${payoutRef})`,
            ref,
          });
        }
        await releaseWithdrawalReserve(trx, userId, decided.amount);
      }
      await audit?.(trx, {
        userId,
        requestType: decided.request_type,
        amount: decided.amount,
        balance: wallet.balance,
        stage: current.first_approved_by !== null ? 'second' : 'only',
        payoutRef: approve && withdrawal ? payoutRef : undefined,
        requestedAmount: corrected !== undefined ? current.amount : undefined,
        firstApprovedBy: current.first_approved_by ?? undefined,
      });
      return wallet.balance;
    });
    const row = await requests.findAdminRequest(db, id);
    if (!row) throw notFound(WALLET_MSG.requestNotFound);
    return {
      isSuccess: true,
      message: firstOnly ? WALLET_MSG.firstApproval(id) : approve ? WALLET_MSG.approved(id) : WALLET_MSG.rejected(id),
      request: (await withStaffNames([row]))[0],
      balance: toRupees(balance),
    };
  }

  /** Claim a pending request (or keep one's own claim), or release one's own claim. */
  async function claim(id: number, operatorId: number, take: boolean, audit?: (trx: Trx, userId: number) => Promise<void>) {
    const request = await requests.findRequest(db, id);
    if (!request) throw notFound(WALLET_MSG.requestNotFound);
    await db.transaction().execute(async (trx) => {
      const current = await requests.lockRequest(trx, id);
      if (!current) throw notFound(WALLET_MSG.requestNotFound);
      if (take) {
        if (current.status !== 2) throw conflict(WALLET_MSG.alreadyDecided(id, STATE_NAMES[current.status]));
        if (!(await requests.claimPending(trx, id, operatorId, new Date(clock.now())))) {
          const holder = current.claimed_by ?? 0;
          const names = await requests.staffNames(trx, [holder]);
          throw conflict(WALLET_MSG.claimedByOther(id, names.get(holder) ?? `staff ${holder}`));
        }
      } else if (!(await requests.releaseClaim(trx, id, operatorId))) {
        throw conflict(WALLET_MSG.notClaimedByYou(id));
      }
      await audit?.(trx, current.user_id);
    });
    const row = await requests.findAdminRequest(db, id);
    if (!row) throw notFound(WALLET_MSG.requestNotFound);
    return {
      isSuccess: true as const,
      message: take ? WALLET_MSG.claimed(id) : WALLET_MSG.released(id),
      request: (await withStaffNames([row]))[0],
    };
  }

  /** The API's rows with the names of who claimed and who approved first. */
  async function withStaffNames(rows: AdminRequestRow[]): Promise<AdminWalletRequest[]> {
    const ids = [...new Set(rows.flatMap((r) => [r.claimed_by, r.first_approved_by].filter((v): v is number => v !== null)))];
    const names = await requests.staffNames(db, ids);
    return rows.map((row) => toAdminRequest(row, names));
  }

  async function settings() {
    const above = await requests.secondApprovalAbove(db);
    return { secondApprovalAbove: above === null ? null : toRupees(above) };
  }

  async function setSettings(rupees: number | null, audit: (trx: Trx, before: number | null) => Promise<void>) {
    await db.transaction().execute(async (trx) => {
      const before = await requests.setSecondApprovalAbove(trx, rupees === null ? null : Math.round(rupees * 100), new Date(clock.now()));
      await audit(trx, before === null ? null : toRupees(before));
    });
    return { isSuccess: true as const, message: WALLET_MSG.walletSettingsSaved, ...(await settings()) };
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

  return { list, decide, claim, slip, settings, setSettings };
}

export type DecisionsService = ReturnType<typeof makeDecisionsService>;
