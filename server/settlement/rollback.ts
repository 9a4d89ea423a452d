// Settlement correction: reverses a market's settlement (or void) in ONE transaction. Every player
// who got the settlement's ledger entry gets a reversing entry (nothing is edited or deleted), their
// settled and void bets of the market go back to matched, and their exposure is recomputed with
// those bets open again. The market's settlement row is marked rolled back: the market stays closed
// to betting (bets_market_open) and waits for the operator's new result, which settleMarket books
// as the next generation (migration 20261125_22).
//
// Locks as settlement takes them: the market's fence first, the market row, then each player's
// wallet in ascending id order. So it is safe beside bets, withdrawals and another settlement.
// A player who withdrew the winnings meanwhile may end with a balance below their exposure: the
// ordinary checks then refuse their bets that add risk ('Insufficient Balance!') and withdrawals
// ('Insufficient Funds!') until it is made good, and their pending withdrawals are put on hold (listed
// for the operator; approval pays only free money, wallet/decisionsService.ts).
import type { Db } from '../db/database';
import { conflict, notFound } from '../lib/errors';
import { lockWallet, postEntry, type Trx } from '../money/ledger';
import { rollBackSettlement, settledTurnover } from './summaryRepository';
import { refreshExposure } from '../modules/bets/exposure';
import { rollbackRef, settlementRef } from './outcome';
import * as repo from './repository';
import { formatRupees, toRupees } from '../../src/domain/money';

export interface RollbackRequest {
  marketId: string;
  reason: string;
  operatorId: number;
}

export interface RollbackSummary {
  marketId: string;
  /** The generation undone (0: the first settlement). */
  generation: number;
  /** What had been settled: the winner's name, '47 runs', 'void'. */
  undone: string;
  users: number;
  betsReopened: number;
  /** Paise moved by the reversals in all (signed, from the players' side). */
  reversedPaise: number;
  alreadyRolledBack: boolean;
}

export const ROLLBACK_MSG = {
  unknownMarket: (id: string) => `Market ${id} is not known.`,
  notSettled: (id: string) => `Market ${id} is not settled: there is nothing to roll back.`,
} as const;

async function rollbackUser(
  trx: Trx,
  userId: number,
  request: RollbackRequest,
  generation: number,
  undone: string,
): Promise<{ amount: number; bets: number }> {
  const wallet = await lockWallet(trx, userId);
  const entry = await repo.settlementEntry(trx, userId, settlementRef(request.marketId, generation));
  const reopened = await repo.reopenSettledBets(trx, userId, request.marketId);
  let amount = 0;
  if (entry) {
    amount = -entry.amount;
    await postEntry(trx, wallet, {
      userId,
      amount,
      kind: 'settlement',
      ref: rollbackRef(request.marketId, generation),
      // The player reads what was undone; the operator's reason is internal (audit log, settlement_rollbacks).
      remark: `Rollback of ${entry.remark || undone}`.slice(0, 500),
    });
  }
  await refreshExposure(trx, userId);
  // Less than nothing available now: their pending withdrawals wait, on hold, for the operator.
  const after = await lockWallet(trx, userId);
  const available = after.balance - after.exposure - after.reserved;
  if (available < 0) {
    const reason =
      `Rollback of market ${request.marketId} left the player ${formatRupees(toRupees(-available))} short ` +
      `(balance ${formatRupees(toRupees(after.balance))}, exposure ${formatRupees(toRupees(after.exposure))}, ` +
      `withdrawals ${formatRupees(toRupees(after.reserved))}).`;
    await repo.holdPendingWithdrawals(trx, userId, new Date(), reason);
  }
  return { amount, bets: reopened };
}

export async function rollbackInTransaction(trx: Trx, request: RollbackRequest): Promise<RollbackSummary> {
  const { marketId } = request;
  // First, before any wallet lock (migration 12): no bet gets in, no settlement runs beside this.
  await repo.fenceMarket(trx, marketId);
  await repo.lockMarketRow(trx, marketId);
  const record = await repo.findSettlement(trx, marketId);
  if (!record) {
    if (!(await repo.marketExists(trx, marketId)) && !(await repo.marketFactsFromBets(trx, marketId)))
      throw notFound(ROLLBACK_MSG.unknownMarket(marketId));
    throw conflict(ROLLBACK_MSG.notSettled(marketId));
  }
  const base = { marketId, generation: record.generation, undone: record.result };
  if (record.rolled_back_at !== null) return { ...base, users: 0, betsReopened: 0, reversedPaise: 0, alreadyRolledBack: true };

  const users = await repo.usersWithSettledBets(trx, marketId);
  const turnover = await settledTurnover(trx, marketId);
  let betsReopened = 0;
  let reversedPaise = 0;
  for (const { user_id: userId } of users) {
    const done = await rollbackUser(trx, userId, request, record.generation, record.result);
    betsReopened += done.bets;
    reversedPaise += done.amount;
  }
  await rollBackSettlement(trx, marketId, turnover, reversedPaise, rollbackRef(request.marketId, record.generation));
  await repo.markRolledBack(trx, marketId);
  await repo.recordRollback(trx, {
    market_id: marketId,
    generation: record.generation,
    outcome: record.outcome,
    result: record.result,
    reason: request.reason,
    users: users.length,
    operator_id: request.operatorId,
  });
  return { ...base, users: users.length, betsReopened, reversedPaise, alreadyRolledBack: false };
}

/** Rolls the market's settlement back once; a second call answers alreadyRolledBack and writes nothing. */
export function rollbackSettlement(
  db: Db,
  request: RollbackRequest,
  onRolledBack?: (trx: Trx, summary: RollbackSummary) => Promise<void>,
): Promise<RollbackSummary> {
  return db.transaction().execute(async (trx) => {
    const summary = await rollbackInTransaction(trx, request);
    if (!summary.alreadyRolledBack) await onRolledBack?.(trx, summary);
    return summary;
  });
}
