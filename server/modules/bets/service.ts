// The bet module's service: saveBet, updateUnmatchBet and deleteUnmatchBet (spec §7), between the
// routes (betRoutes.ts) and the data (the write path in position/, the rest in repository.ts).
//
// saveBet (design §5): every rule re-checked on the server against the live snapshot and the
// database (betRules.ts); the bet is booked PENDING, with wallets.exposure recomputed, in one
// transaction under the user's wallet lock. A refused bet records nothing.
// updateUnmatchBet: a pending bet is matched once its market's delay has passed, at the live price
// if that is still on offer and not worse than asked; otherwise it is removed (updateRules.ts
// decides). The client does the waiting; the server only compares times, so no transaction is ever
// held open across the delay. But the server owns the delay: an update more than
// BET_UPDATE_WINDOW_MS after it lapses the bet (src/domain/constants.ts says why).
//
// Two ways in, one set of decisions: a player whose position this server kept from their last bet
// (position/cache.ts) is decided from it and written in one round trip, the write re-checking under
// the lock that nothing changed (position/fromCache.ts); anyone else, and anything the cache cannot
// vouch for (a refusal of a save included), takes the ordinary path: the lock with a fresh read of
// the position, then the write with COMMIT (two round trips, position/statements.ts).
import { SERVER_MSG } from '../../../src/domain/messages';
import { pipelinedTransaction } from '../../db/pipelinedTransaction';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { lockWallet } from '../../money/ledger';
import type { SessionUser } from '../../session';
import { decideSave, liveTarget, type LiveTarget } from './betRules';
import type { BetsContext } from './context';
import { refreshExposure } from './exposure';
import { addLossRoom } from './lossLimit';
import { BETS_MSG } from './messages';
import { oddsWindowOfBet } from './oddsWindow';
import { readSaveBet, readUpdateBet, type SaveBetPayload, type UpdateBetPayload } from './payload';
import {
  bookBet,
  dropPendingBet,
  lockForSave,
  lockForUpdate,
  matchPendingBet,
  rememberSave,
  rememberUpdate,
  saveFromCache,
  updateFromCache,
} from './position';
import { endPendingBets, findBetByBetId, lockUserBet } from './repository';
import { decideUpdate, outcomeOf, type UpdateOutcome } from './updateRules';
import { restUnlessReached } from './resting';

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
async function saveReadingPosition(
  ctx: BetsContext,
  user: SessionUser,
  payload: SaveBetPayload,
  target: LiveTarget,
  ip: string,
): Promise<void> {
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
    const written = await bookBet({ tx }, row, exposure);
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

/**
 * One transaction under the user's wallet lock (two round trips): the lock with the user's settings
 * and the bet with the position, then the match or the removal together with the new
 * wallets.exposure, sent with COMMIT. Returns the refusal of a removed bet; "too early" and the like
 * remove nothing and are thrown.
 */
async function updateReadingPosition(ctx: BetsContext, user: SessionUser, payload: UpdateBetPayload): Promise<UpdateOutcome> {
  return pipelinedTransaction(ctx.db, async (tx): Promise<UpdateOutcome> => {
    const locked = await lockForUpdate(tx, user.id, payload.betId);
    const { position } = locked;
    if (!position) throw notFound(BETS_MSG.betNotFound);
    const { bet } = position;
    if (bet.status === 'matched') return { refusal: null }; // a retry of an update that succeeded
    if (bet.status !== 'pending') throw badRequest(BETS_MSG.notPending);
    if (ctx.clock.now() < bet.match_after.getTime()) throw badRequest(BETS_MSG.tooEarly);
    await addLossRoom(ctx, tx, user.id, locked);

    const oddsWindow = await oddsWindowOfBet(tx, bet);
    const decision = decideUpdate(ctx, bet, payload.acceptAnyOdds, locked.settings, { ...position, wallet: locked.wallet }, oddsWindow);
    const target = { id: bet.id, userId: bet.user_id };
    const written =
      decision.kind === 'match'
        ? await matchPendingBet({ tx }, target, decision.fill, decision.exposure)
        : await dropPendingBet({ tx }, target, decision.exposure, decision.status);
    // Under the lock the bet was read pending, so the write found it: anything else is a bug, not a refusal.
    if (!written) throw new Error(`bet ${bet.id} was pending under the wallet lock but not written`);
    rememberUpdate(ctx, { ...locked, position }, bet.id, decision, written.version);
    return outcomeOf(decision, bet);
  });
}

/**
 * Matches the bet or throws the refusal: the price it was matched at (price or better: it may be better
 * than asked), or 'unmatched' when the player asked their own price and the bet now rests (resting.ts).
 */
export async function updateUnmatchBet(ctx: BetsContext, user: SessionUser, cipherText: string): Promise<number | 'unmatched' | undefined> {
  const payload = readUpdateBet(cipherText, ctx.payloadKey);
  if (payload.userId !== user.id) throw forbidden(SERVER_MSG.forbidden);
  if (payload.keepUnmatched && (await restUnlessReached(ctx, user.id, payload.betId))) return 'unmatched';
  const outcome = (await updateFromCache(ctx, user.id, payload)) ?? (await updateReadingPosition(ctx, user, payload));
  if (outcome.refusal) throw badRequest(outcome.refusal);
  return outcome.oddsMatched;
}

/** Deletes the caller's pending bet (or all of them). A bet already gone is fine; a matched one is not. */
export async function deleteUnmatchBet(ctx: BetsContext, user: SessionUser, betId: string | undefined): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockWallet(trx, user.id);
    if (betId !== undefined) {
      const bet = await lockUserBet(trx, user.id, betId);
      if (!bet) throw notFound(BETS_MSG.betNotFound);
      if (bet.status === 'deleted' || bet.status === 'lapsed') return;
      if (bet.status !== 'pending') throw badRequest(BETS_MSG.notPending);
    }
    const ended = await endPendingBets(trx, user.id, 'deleted', betId === undefined ? {} : { betId });
    // Every writer of bets writes the wallet row (migration 34).
    if (ended > 0) await refreshExposure(trx, user.id);
  });
}
