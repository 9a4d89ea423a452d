// saveBet (design §5): every rule re-checked on the server against the live snapshot and the
// database (betRules.ts); the bet is booked PENDING, with wallets.exposure recomputed, in one
// transaction under the user's wallet lock. A refused bet records nothing.
//
// Two ways in, one set of decisions: a player whose position this server kept from their last bet
// (positionCache.ts) is decided from it and written in one round trip, the write re-checking under
// the lock that nothing changed (cachedBets.ts); anyone else, and anything the cache cannot vouch
// for (a refusal included), takes the ordinary path: the lock with a fresh read of the position,
// then the write with COMMIT (two round trips, see betTransactions.ts).
import { SERVER_MSG } from '../../../src/domain/messages';
import { pipelinedTransaction } from '../../db/pipelinedTransaction';
import { conflict, forbidden } from '../../lib/errors';
import type { SessionUser } from '../../session';
import { bookBet, lockForSave } from './betTransactions';
import { decideSave, liveTarget, type LiveTarget } from './betRules';
import { rememberSave, saveFromCache } from './cachedBets';
import { BETS_MSG } from './messages';
import { readSaveBet, type SaveBetPayload } from './payload';
import { findBetByBetId } from './repository';
import { addLossRoom } from './lossLimit';
import type { BetsContext } from './context';

/** An earlier save of the same BetId: the caller's is answered as booked, another user's is refused. */
function assertNotTaken(ownerId: number | null | undefined, userId: number): boolean {
  if (ownerId === null || ownerId === undefined) return false;
  if (ownerId !== userId) throw conflict(BETS_MSG.betIdTaken);
  return true;
}

/**
 * One transaction under the user's wallet lock: the lock with the user's settings and the position
 * (an earlier save of this BetId, whether the market was settled, the open bets), every rule, the
 * money checks, then the bet and the new wallets.exposure in one statement, sent with COMMIT.
 */
async function saveReadingPosition(ctx: BetsContext, user: SessionUser, payload: SaveBetPayload, target: LiveTarget, ip: string): Promise<void> {
  const { event, selection } = target;
  const runnerMarketId = payload.market === 'Fancy' ? null : selection.marketId;
  await pipelinedTransaction(ctx.db, async (tx) => {
    const locked = await lockForSave(tx, user.id, {
      sportId: event.sportId,
      gameId: String(event.id),
      betId: payload.betId,
      marketId: selection.marketId,
      runnerMarketId,
    });
    // Checked under the lock: two saves of one BetId race to here.
    if (assertNotTaken(locked.position.betOwner, user.id)) return;
    await addLossRoom(ctx, tx, user.id, locked);
    const { row, exposure } = decideSave(ctx, payload, target, locked.settings, { ...locked.position, wallet: locked.wallet }, ip);
    const written = await bookBet(tx, row, exposure);
    // Another user's save of the same BetId committed while this one ran (this one wrote nothing).
    if (!written) throw conflict(BETS_MSG.betIdTaken);
    rememberSave(ctx, locked, { row, exposure, runnerMarketId, ...written });
  });
}

export async function saveBet(ctx: BetsContext, user: SessionUser, cipherText: string, ip: string): Promise<{ betId: string }> {
  const payload = readSaveBet(cipherText, ctx.payloadKey);
  if (payload.userId !== user.id) throw forbidden(SERVER_MSG.forbidden);
  let target: LiveTarget;
  try {
    target = liveTarget(ctx, payload);
  } catch (refusal) {
    // A retry of a bet already booked is answered as booked, whatever the feed says now.
    if (assertNotTaken((await findBetByBetId(ctx.db, payload.betId))?.user_id, user.id)) return { betId: payload.betId };
    throw refusal;
  }
  if (!(await saveFromCache(ctx, user.id, payload, target, ip))) await saveReadingPosition(ctx, user, payload, target, ip);
  return { betId: payload.betId };
}
