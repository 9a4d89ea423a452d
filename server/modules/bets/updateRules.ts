// What updateUnmatchBet does with a pending bet whose delay has passed (spec §4), decided in memory
// from the live snapshot and the position: match it at the live price if that is the asked price or
// better (or any price, when the player accepts any odds) inside the betting window and the player
// can afford it, otherwise remove it with the player's message.
// An update later than BET_UPDATE_WINDOW_MS after the delay lapses the bet instead, whatever the
// price (src/domain/constants.ts says why: the server, not the client, owns the delay).
// The same decision whether the position was just read under the lock (service.ts) or kept from
// the last bet (position/fromCache.ts).
import { exposureWithBetPaise, totalExposurePaise } from '../../../src/domain/betting/exposure';
import { bettingOpensAt, canTapPrice, priceInWindow, type OddsWindow } from '../../../src/domain/betting/priceTap';
import { profitPreview } from '../../../src/domain/betting/profit';
import { BET_UPDATE_WINDOW_MS } from '../../../src/domain/constants';
import { takePrice } from '../../../src/domain/betting/priceOrBetter';
import type { OpenBet } from '../../../src/domain/betting/types';
import { MSG } from '../../../src/domain/messages';
import { toRupees } from '../../../src/domain/money';
import type { WalletRow } from '../../money/ledger';
import type { MatchFill, PendingBetRecord } from './position/types';
import { bestQuote, liveRunners, moneyRefusal } from './betRules';
import type { BetsContext } from './context';
import { BETS_MSG } from './messages';
import { lossRefusal } from './lossLimit';
import { mergedRunners, openBetOf } from './exposure';
import { eventIsLive, liveSelection, type LiveSelection } from './liveMarket';
import type { OpenBetRow, PlacementSettings } from './repository';

type Fill = { price: number; rate: number | null; selection: LiveSelection };

/** The fill the live snapshot allows now, or the message the player gets instead. */
function liveFill(
  ctx: BetsContext,
  bet: PendingBetRecord,
  acceptAnyOdds: boolean,
  settings: PlacementSettings,
  marketSettled: boolean,
  oddsWindow: OddsWindow | undefined,
): Fill | string {
  const state = ctx.live(bet.event_id);
  if (!state || !eventIsLive(state.event)) return MSG.oddsChanged;
  const selection = liveSelection(state, {
    kind: bet.market_kind,
    marketId: bet.market_id,
    selectionId: bet.selection_id,
    side: bet.side,
  });
  if (!selection) return MSG.oddsChanged;
  if (marketSettled) return MSG.notAbleToBet;
  // Price or better (src/domain) against what the player asked at save: the price on offer now is
  // taken when it is that good or better, or whichever way it moved when they accept any odds.
  const fill = takePrice(bet.market_kind, bet.side, { price: bet.odds_requested, rate: bet.rate }, bestQuote(selection), acceptAnyOdds);
  if (!fill || !priceInWindow(bet.market_kind, fill.price, oddsWindow)) return MSG.oddsChanged;
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
    oddsWindow,
  });
  return refusal ?? { price: fill.price, rate: bet.market_kind === 'Fancy' ? fill.rate : null, selection };
}

/** Whether the time to match this pending bet has run out (the sweeper lapses it from then on too). */
export const updateWindowClosed = (matchAfter: Date, now: number): boolean => now > matchAfter.getTime() + BET_UPDATE_WINDOW_MS;

/** The position an update is decided against. */
export interface UpdatePositionView {
  wallet: WalletRow;
  open: readonly OpenBetRow[];
  runners: ReadonlyMap<string, number[]>;
  marketSettled: boolean;
}

export type UpdateDecision =
  | {
      kind: 'match';
      fill: MatchFill;
      /** The wallet's exposure with the bet matched. */
      exposure: number;
    }
  | {
      kind: 'drop';
      /** The player's message. */
      reason: string;
      /** How the bet ends: 'lapsed' when its time ran out, 'deleted' when refused. */
      status: 'deleted' | 'lapsed';
      /** The wallet's exposure without the bet. */
      exposure: number;
    };

/** Match or remove the pending bet (its delay has passed), and the exposure that leaves. */
export function decideUpdate(
  ctx: BetsContext,
  bet: PendingBetRecord,
  acceptAnyOdds: boolean,
  settings: PlacementSettings,
  position: UpdatePositionView,
  /** The game's match-odds price window now (oddsWindow.ts); spec §9's when absent. */
  oddsWindow?: OddsWindow,
): UpdateDecision {
  const others = position.open.filter((row) => row.id !== bet.id).map(openBetOf);
  // As a fresh recomputation would: the persisted runners only.
  const drop = (reason: string, status: 'deleted' | 'lapsed' = 'deleted'): UpdateDecision => ({
    kind: 'drop',
    reason,
    status,
    exposure: totalExposurePaise(others, mergedRunners(position.runners)),
  });
  if (updateWindowClosed(bet.match_after, ctx.clock.now())) return drop(BETS_MSG.lapsed, 'lapsed');
  const fill = liveFill(ctx, bet, acceptAnyOdds, settings, position.marketSettled, oddsWindow);
  if (typeof fill === 'string') return drop(fill);

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
  const { without, with: withBet } = exposureWithBetPaise(others, filled, runnersOf);
  const refusal = moneyRefusal(position.wallet, settings.exposureLimit, without, withBet) ?? lossRefusal(settings.loss, without, withBet);
  if (refusal) return drop(refusal);
  const preview = profitPreview(filled);
  return {
    kind: 'match',
    fill: {
      oddsMatched: fill.price,
      rate: fill.rate,
      profit: preview.profitPaise,
      liability: preview.liabilityPaise,
      matchedTime: new Date(ctx.clock.now()),
    },
    exposure: withBet,
  };
}

/** What updateUnmatchBet answers: the refusal of a removed bet, or the price it was matched at. */
export interface UpdateOutcome {
  refusal: string | null;
  /** The fill, only when it is not the price asked (price or better, or accept any odds). */
  oddsMatched?: number;
}

export function outcomeOf(decision: UpdateDecision, bet: Pick<PendingBetRecord, 'odds_requested'>): UpdateOutcome {
  if (decision.kind === 'drop') return { refusal: decision.reason };
  return decision.fill.oddsMatched === bet.odds_requested ? { refusal: null } : { refusal: null, oddsMatched: decision.fill.oddsMatched };
}
