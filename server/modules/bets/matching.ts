// updateUnmatchBet and deleteUnmatchBet: a pending bet is matched once its market's delay has
// passed, at the live price if that is still on offer and not worse than asked; otherwise it is
// removed. The client does the waiting; the server only compares times, so no transaction is ever
// held open across the delay.
import { totalExposurePaise } from '../../../src/domain/betting/exposure';
import { bettingOpensAt, canTapPrice, priceInWindow } from '../../../src/domain/betting/priceTap';
import { profitPreview } from '../../../src/domain/betting/profit';
import { toHundredths } from '../../../src/domain/betting/paise';
import type { OpenBet } from '../../../src/domain/betting/types';
import { MSG, SERVER_MSG } from '../../../src/domain/messages';
import { toRupees } from '../../../src/domain/money';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { pipelinedTransaction, type PipelinedTransaction } from '../../db/pipelinedTransaction';
import { lockWallet } from '../../money/ledger';
import type { SessionUser } from '../auth/sessionStore';
import type { BetsContext } from './context';
import {
  dropPendingBet, lockForUpdate, matchPendingBet, type LockedWallet, type PendingBetRecord, type UpdatePosition,
} from './betTransactions';
import { mergedRunners, openBetOf, refreshExposure } from './exposure';
import { eventIsLive, liveSelection, matchPrice, type LiveSelection } from './liveMarket';
import { BETS_MSG } from './messages';
import { readUpdateBet } from './payload';
import { liveRunners, moneyRefusal } from './placement';
import { endPendingBets, lockUserBet, type PlacementSettings } from './repository';

type Fill = { price: number; rate: number | null; selection: LiveSelection };

/** The better-for-the-player bound of what was asked at save and what the slip shows now. */
function askedPrice(bet: PendingBetRecord, shownNow: number): number | undefined {
  if (bet.market_kind === 'Fancy') return toHundredths(shownNow) === toHundredths(bet.odds_requested) ? bet.odds_requested : undefined;
  return bet.side === 'back' ? Math.max(bet.odds_requested, shownNow) : Math.min(bet.odds_requested, shownNow);
}

/** The fill the live snapshot allows now, or the message the player gets instead. */
function liveFill(ctx: BetsContext, bet: PendingBetRecord, shownNow: number, settings: PlacementSettings, marketSettled: boolean): Fill | string {
  const state = ctx.live(bet.event_id);
  if (!state || !eventIsLive(state.event)) return MSG.oddsChanged;
  const selection = liveSelection(state, {
    kind: bet.market_kind, marketId: bet.market_id, selectionId: bet.selection_id, side: bet.side,
  });
  if (!selection) return MSG.oddsChanged;
  if (marketSettled) return MSG.notAbleToBet;
  const asked = askedPrice(bet, shownNow);
  const fill = asked === undefined ? undefined : matchPrice(selection, bet.side, { price: asked, rate: bet.rate });
  if (!fill || !priceInWindow(bet.market_kind, fill.price)) return MSG.oddsChanged;
  // Locks and overlays set during the delay stop the bet too (their own words).
  const refusal = canTapPrice({
    lockBetting: settings.lockBetting === 1,
    matchLocked: state.event.isBetLock,
    bettingOpensAt: bettingOpensAt(state.event.startsAt, settings.betStartMinutes),
    now: ctx.clock.now(),
    marketStatus: selection.marketStatus,
    kind: bet.market_kind,
    price: fill.price,
    gameStatus: selection.gameStatus,
  });
  return refusal ?? { price: fill.price, rate: fill.rate, selection };
}

/** Removes the pending bet and stores the exposure of the rest (committed before the refusal is answered). */
async function dropBet(tx: PipelinedTransaction, bet: PendingBetRecord, others: OpenBet[], position: UpdatePosition): Promise<void> {
  // As a fresh recomputation would: the persisted runners only.
  await dropPendingBet(tx, { id: bet.id, userId: bet.user_id }, totalExposurePaise(others, mergedRunners(position.runners)));
}

/** Matches the locked pending bet at the fill, or returns why it cannot be afforded. */
async function matchBet(
  ctx: BetsContext,
  tx: PipelinedTransaction,
  locked: LockedWallet,
  bet: PendingBetRecord,
  others: OpenBet[],
  position: UpdatePosition,
  fill: Fill,
): Promise<string | null> {
  const filled: OpenBet = {
    marketKind: bet.market_kind,
    marketId: bet.market_id,
    selectionId: bet.selection_id,
    side: bet.side,
    price: fill.price,
    ...(fill.rate !== null ? { rate: fill.rate } : {}),
    stake: toRupees(bet.stake),
  };
  const runnersOf = mergedRunners(position.runners, liveRunners(fill.selection));
  const without = totalExposurePaise(others, runnersOf);
  const withBet = totalExposurePaise([...others, filled], runnersOf);
  const refusal = moneyRefusal(locked.wallet, locked.settings.exposureLimit, without, withBet);
  if (refusal) return refusal;
  const preview = profitPreview(filled);
  await matchPendingBet(tx, { id: bet.id, userId: bet.user_id }, {
    oddsMatched: fill.price,
    rate: fill.rate,
    profit: preview.profitPaise,
    liability: preview.liabilityPaise,
    matchedTime: new Date(ctx.clock.now()),
  }, withBet);
  return null;
}

/**
 * One transaction under the user's wallet lock (two round trips: see betTransactions.ts): the lock with the user's settings and the bet locked with the position, then
 * the match or the removal together with the new wallets.exposure, sent with COMMIT. A refusal removes the pending
 * bet, except "too early".
 */
export async function updateUnmatchBet(ctx: BetsContext, user: SessionUser, cipherText: string): Promise<void> {
  const payload = readUpdateBet(cipherText, ctx.payloadKey);
  if (payload.userId !== user.id) throw forbidden(SERVER_MSG.forbidden);
  const refusal = await pipelinedTransaction(ctx.db, async (tx): Promise<string | null> => {
    const { position, ...locked } = await lockForUpdate(tx, user.id, payload.betId);
    if (!position) throw notFound(BETS_MSG.betNotFound);
    const { bet } = position;
    if (bet.status === 'matched') return null; // a retry of an update that succeeded
    if (bet.status !== 'pending') throw badRequest(BETS_MSG.notPending);
    if (ctx.clock.now() < bet.match_after.getTime()) throw badRequest(BETS_MSG.tooEarly);

    const fill = liveFill(ctx, bet, payload.oddsRequest, locked.settings, position.marketSettled);
    const others = position.open.filter((row) => row.id !== bet.id).map(openBetOf);
    const reason = typeof fill === 'string' ? fill : await matchBet(ctx, tx, locked, bet, others, position, fill);
    if (reason) await dropBet(tx, bet, others, position);
    return reason;
  });
  if (refusal) throw badRequest(refusal);
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
