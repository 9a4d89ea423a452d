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
import { lockWallet, type Trx, type WalletRow } from '../../money/ledger';
import type { SessionUser } from '../auth/sessionStore';
import type { BetsContext } from './context';
import { openBetOf, refreshExposure, runnersLookup } from './exposure';
import { eventIsLive, liveSelection, matchPrice, type LiveSelection } from './liveMarket';
import { BETS_MSG } from './messages';
import { readUpdateBet } from './payload';
import { liveRunners, moneyRefusal } from './placement';
import {
  endPendingBets, findBetByBetId, isMarketSettled, lockUserBet, markMatched, openBetsOfUser, placementSettings, setExposure, type BetRecord,
} from './repository';

type Fill = { price: number; rate: number | null; selection: LiveSelection };

/** The better-for-the-player bound of what was asked at save and what the slip shows now. */
function askedPrice(bet: BetRecord, shownNow: number): number | undefined {
  if (bet.market_kind === 'Fancy') return toHundredths(shownNow) === toHundredths(bet.odds_requested) ? bet.odds_requested : undefined;
  return bet.side === 'back' ? Math.max(bet.odds_requested, shownNow) : Math.min(bet.odds_requested, shownNow);
}

/** The fill the live snapshot allows now, or the message the player gets instead. */
async function liveFill(ctx: BetsContext, bet: BetRecord, shownNow: number): Promise<Fill | string> {
  const state = ctx.live(bet.event_id);
  if (!state || !eventIsLive(state.event)) return MSG.oddsChanged;
  const selection = liveSelection(state, {
    kind: bet.market_kind, marketId: bet.market_id, selectionId: bet.selection_id, side: bet.side,
  });
  if (!selection) return MSG.oddsChanged;
  if (await isMarketSettled(ctx.db, selection.marketId)) return MSG.notAbleToBet;
  const asked = askedPrice(bet, shownNow);
  const fill = asked === undefined ? undefined : matchPrice(selection, bet.side, { price: asked, rate: bet.rate });
  if (!fill || !priceInWindow(bet.market_kind, fill.price)) return MSG.oddsChanged;
  // Locks and overlays set during the delay stop the bet too (their own words).
  const settings = await placementSettings(ctx.db, bet.user_id, state.event.sportId, String(state.event.id));
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
  return refusal ?? { ...fill, selection };
}

/** Removes the pending bet and releases its exposure (committed before the refusal is answered). */
async function dropBet(trx: Trx, bet: BetRecord): Promise<void> {
  await endPendingBets(trx, bet.user_id, 'deleted', { betId: bet.bet_id });
  await refreshExposure(trx, bet.user_id);
}

/** Matches the locked pending bet at the fill, or returns why it cannot be afforded. */
async function matchBet(ctx: BetsContext, trx: Trx, wallet: WalletRow, bet: BetRecord, fill: Fill): Promise<string | null> {
  const settings = await placementSettings(trx, bet.user_id, bet.sport_id, String(bet.event_id));
  const others = (await openBetsOfUser(trx, bet.user_id)).filter((row) => row.id !== bet.id).map(openBetOf);
  const filled: OpenBet = {
    marketKind: bet.market_kind,
    marketId: bet.market_id,
    selectionId: bet.selection_id,
    side: bet.side,
    price: fill.price,
    ...(fill.rate !== null ? { rate: fill.rate } : {}),
    stake: toRupees(bet.stake),
  };
  const runnersOf = await runnersLookup(trx, [...others, filled], liveRunners(fill.selection));
  const without = totalExposurePaise(others, runnersOf);
  const withBet = totalExposurePaise([...others, filled], runnersOf);
  const refusal = moneyRefusal(wallet, settings.exposureLimit, without, withBet);
  if (refusal) return refusal;
  const preview = profitPreview(filled);
  await markMatched(trx, bet.id, {
    oddsMatched: fill.price,
    rate: fill.rate,
    profit: preview.profitPaise,
    liability: preview.liabilityPaise,
    matchedTime: new Date(ctx.clock.now()),
  });
  await setExposure(trx, bet.user_id, withBet);
  return null;
}

export async function updateUnmatchBet(ctx: BetsContext, user: SessionUser, cipherText: string): Promise<void> {
  const payload = readUpdateBet(cipherText, ctx.payloadKey);
  if (payload.userId !== user.id) throw forbidden(SERVER_MSG.forbidden);
  const seen = await findBetByBetId(ctx.db, payload.betId);
  if (!seen || seen.user_id !== user.id) throw notFound(BETS_MSG.betNotFound);
  if (seen.status === 'matched') return; // a retry of an update that succeeded
  if (seen.status !== 'pending') throw badRequest(BETS_MSG.notPending);
  if (ctx.clock.now() < seen.match_after.getTime()) throw badRequest(BETS_MSG.tooEarly);

  const fill = await liveFill(ctx, seen, payload.oddsRequest);
  const refusal = await ctx.db.transaction().execute(async (trx): Promise<string | null> => {
    const wallet = await lockWallet(trx, user.id);
    const bet = await lockUserBet(trx, user.id, payload.betId);
    if (!bet) throw notFound(BETS_MSG.betNotFound);
    if (bet.status === 'matched') return null;
    if (bet.status !== 'pending') throw badRequest(BETS_MSG.notPending);
    const reason = typeof fill === 'string' ? fill : await matchBet(ctx, trx, wallet, bet, fill);
    if (reason) await dropBet(trx, bet);
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
