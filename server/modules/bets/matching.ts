// updateUnmatchBet and deleteUnmatchBet: a pending bet is matched once its market's delay has
// passed, at the live price if that is still on offer and not worse than asked; otherwise it is
// removed (updateRules.ts decides). The client does the waiting; the server only compares times, so
// no transaction is ever held open across the delay. But the server owns the delay: an update more
// than BET_UPDATE_WINDOW_MS after it lapses the bet (src/domain/constants.ts says why).
//
// As in saveBet (placement.ts): a pending bet this server saved, of a player whose position it kept,
// is decided from the cache and written in one round trip that re-checks the position under the
// lock (cachedBets.ts); everything else reads the position under the lock first.
import { SERVER_MSG } from '../../../src/domain/messages';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { pipelinedTransaction } from '../../db/pipelinedTransaction';
import { lockWallet } from '../../money/ledger';
import type { SessionUser } from '../../session';
import type { BetsContext } from './context';
import { dropPendingBet, lockForUpdate, matchPendingBet } from './betTransactions';
import { rememberUpdate, updateFromCache } from './cachedBets';
import { refreshExposure } from './exposure';
import { oddsWindowOfBet } from './oddsWindow';
import { BETS_MSG } from './messages';
import { readUpdateBet, type UpdateBetPayload } from './payload';
import { endPendingBets, lockUserBet } from './repository';
import { decideUpdate, outcomeOf, type UpdateOutcome } from './updateRules';
import { addLossRoom } from './lossLimit';

/**
 * One transaction under the user's wallet lock (two round trips: see betTransactions.ts): the lock
 * with the user's settings and the bet with the position, then the match or the removal together
 * with the new wallets.exposure, sent with COMMIT. Returns the refusal of a removed bet; "too early"
 * and the like remove nothing and are thrown.
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
    const written = decision.kind === 'match'
      ? await matchPendingBet(tx, target, decision.fill, decision.exposure)
      : await dropPendingBet(tx, target, decision.exposure, decision.status);
    rememberUpdate(ctx, { ...locked, position }, bet.id, decision, written.version);
    return outcomeOf(decision, bet);
  });
}

/** Matches the bet or throws the refusal; returns the price it was matched at (issue 14: it may be better than asked). */
export async function updateUnmatchBet(ctx: BetsContext, user: SessionUser, cipherText: string): Promise<number | undefined> {
  const payload = readUpdateBet(cipherText, ctx.payloadKey);
  if (payload.userId !== user.id) throw forbidden(SERVER_MSG.forbidden);
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
    if (ended > 0) await refreshExposure(trx, user.id);
  });
}
