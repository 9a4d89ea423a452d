// Running the statements of statements.ts: the ordinary path's lock-and-read and its writes (inside
// a pipelined transaction that holds the wallet lock), and the same writes in their guarded form, each
// a transaction of its own (one round trip) for a decision taken from a kept position.
import { pipelinedTransaction, type PipelinedTransaction, type Statement } from '../../../db/pipelinedTransaction';
import type { Db } from '../../../db/database';
import { decodeSave, decodeUpdate, type SaveAnswer, type UpdateAnswer } from './decode';
import { BOOK, DROP, LOCK_FOR_SAVE, LOCK_FOR_UPDATE, MATCH, type TwoForms } from './statements';
import {
  BET_COLUMNS,
  type BookedBet,
  type Freshness,
  type LockedWallet,
  type MatchFill,
  type SavePosition,
  type UpdatePosition,
  type Written,
} from './types';

/**
 * The wallet lock with the user's flags, when betting opens and the stake limits of the sport and
 * game; then what saveBet checks under the lock. `runnerMarketId`: the new bet's market when it has
 * runners.
 */
export async function lockForSave(
  tx: PipelinedTransaction,
  userId: number,
  bet: { sportId: number; gameId: string; betId: string; marketId: string; runnerMarketId: string | null },
): Promise<LockedWallet & { position: SavePosition }> {
  const rows = await tx.query<SaveAnswer>(LOCK_FOR_SAVE, [userId, bet.sportId, bet.gameId, bet.betId, bet.marketId, bet.runnerMarketId]);
  return decodeSave(userId, rows[0]);
}

/** The wallet lock with the user's flags, then the caller's bet with the position; position undefined when the user has no such bet. */
export async function lockForUpdate(
  tx: PipelinedTransaction,
  userId: number,
  betId: string,
): Promise<LockedWallet & { position: UpdatePosition | undefined }> {
  const rows = await tx.query<UpdateAnswer>(LOCK_FOR_UPDATE, [userId, betId]);
  return decodeUpdate(userId, rows[0]);
}

/** Where a write runs: as the last statement of the caller's transaction (which holds the lock), or guarded, on its own. */
export type WriteVia = { tx: PipelinedTransaction } | { db: Db; freshness: Freshness };

const freshValues = (f: Freshness): unknown[] => [f.version, f.epoch, f.marketId, f.emptyRunnerMarkets];

/** Runs one write in the form `via` asks for, committing with it. */
function run<R>(via: WriteVia, write: TwoForms, values: unknown[]): Promise<R[]> {
  if ('tx' in via) return via.tx.commitWith<R>(write.plain, values);
  const statement: Statement = write.guarded;
  const guarded = [...values, ...freshValues(via.freshness)];
  return pipelinedTransaction(via.db, (tx) => tx.commitWith<R>(statement, guarded));
}

/**
 * Inserts the bet and stores the wallet's new exposure, committing: the new bet's id and the
 * wallet's version. Undefined when nothing was written: the BetId was taken meanwhile (plain form),
 * or that, or the kept position was stale (guarded form).
 */
export async function bookBet(via: WriteVia, bet: BookedBet, exposurePaise: number): Promise<(Written & { id: number }) | undefined> {
  const rows = await run<{ id: string; version: string }>(via, BOOK, [...BET_COLUMNS.map((c) => bet[c]), exposurePaise]);
  return rows[0] ? { id: Number(rows[0].id), version: rows[0].version } : undefined;
}

/** The pending bet becomes matched at the fill and the wallet's exposure is stored with it, committing; undefined: nothing written. */
export async function matchPendingBet(
  via: WriteVia,
  bet: { id: number; userId: number },
  fill: MatchFill,
  exposurePaise: number,
): Promise<Written | undefined> {
  const rows = await run<Written>(via, MATCH, [
    bet.id,
    fill.oddsMatched,
    fill.rate,
    fill.profit,
    fill.liability,
    fill.matchedTime,
    bet.userId,
    exposurePaise,
  ]);
  return rows[0];
}

/**
 * The pending bet ends ('deleted': refused at update; 'lapsed': updated too late) and the exposure
 * without it is stored, committing; undefined: nothing written.
 */
export async function dropPendingBet(
  via: WriteVia,
  bet: { id: number; userId: number },
  exposurePaise: number,
  status: 'deleted' | 'lapsed',
): Promise<Written | undefined> {
  const rows = await run<Written>(via, DROP, [bet.id, bet.userId, exposurePaise, status]);
  return rows[0];
}
