// The rules a bet is checked against (spec §4, §5) and what a save books, decided in memory from the
// live snapshot and a position read under the wallet lock: the same decisions whether that position
// was just read (service.ts) or kept from the last bet (position/fromCache.ts).
import { checkAffordable } from '../../../src/domain/betting/affordability';
import { exposureWithBetPaise, type RunnersOf } from '../../../src/domain/betting/exposure';
import { takePrice, type Quote } from '../../../src/domain/betting/priceOrBetter';
import { bettingOpensAt, canTapPrice, priceInWindow } from '../../../src/domain/betting/priceTap';
import { fancyRowRate, profitPreview } from '../../../src/domain/betting/profit';
import {
  betDelaySeconds,
  hasPaise,
  resolveDelaySeconds,
  resolveOddsWindow,
  resolveStakeLimits,
  validateStake,
  withLineStakes,
} from '../../../src/domain/betting/stakeLimits';
import { ODDS_TYPE_OF, type OpenBet } from '../../../src/domain/betting/types';
import { toHundredths } from '../../../src/domain/betting/paise';
import { isOnLadder } from '../../../src/domain/betting/ladder';
import { MSG } from '../../../src/domain/messages';
import { toPaise } from '../../../src/domain/money';
import { matchSettingOf, sportLimitOf } from '../sports';
import { badRequest } from '../../lib/errors';
import type { WalletRow } from '../../money/ledger';
import type { BookedBet } from './position/types';
import type { BetsContext } from './context';
import { mergedRunners, openBetOf } from './exposure';
import { eventIsLive, liveSelection, type LiveSelection } from './liveMarket';
import { BETS_MSG } from './messages';
import { lossRefusal } from './lossLimit';
import type { SaveBetPayload } from './payload';
import type { OpenBetRow, PlacementSettings } from './repository';
import type { FeedEvent } from '../../feed/types';

/** The sport's and the game's settings in GetStackLimit's shape, for the resolvers of src/domain. */
export function gameSettingsOf(settings: Pick<PlacementSettings, 'sport' | 'matchSetting'>) {
  const sport = settings.sport ? sportLimitOf(settings.sport) : undefined;
  return {
    sports: sport ? [sport] : [],
    userMatchSettings: sport && settings.matchSetting ? [matchSettingOf(settings.matchSetting, sport)].filter((s) => s !== null) : [],
  };
}

/** The market's runners as the live snapshot knows them (tops up the persisted runner lists). */
export function liveRunners(selection: LiveSelection): RunnersOf {
  return (market) => (market.marketKind === selection.kind && market.marketId === selection.marketId ? selection.runners : undefined);
}

/**
 * The money checks (spec §4) for a bet that changes the exposure from `without` to `with`: only a
 * bet that adds risk is refused, so a hedge is always accepted, even from a player whose limit the
 * operator has since lowered.
 */
export function moneyRefusal(
  wallet: { balance: number; reserved: number },
  exposureLimit: number,
  without: number,
  withBet: number,
): string | null {
  if (withBet <= without) return null;
  return checkAffordable({ balancePaise: wallet.balance - wallet.reserved, exposurePaise: withBet, exposureLimitPaise: exposureLimit });
}

/** The live market a bet names, checked in memory before any database work. */
export interface LiveTarget {
  event: FeedEvent;
  selection: LiveSelection;
}

/** The rules that need nothing but the payload and the feed: the event, market and selection exist and are live. */
export function liveTarget(ctx: BetsContext, payload: SaveBetPayload): LiveTarget {
  const kind = payload.market;
  if (ODDS_TYPE_OF[kind] !== payload.oddsType) throw badRequest(BETS_MSG.betMismatch);
  const state = ctx.live(payload.eventId);
  if (!state || !eventIsLive(state.event)) throw badRequest(MSG.notAbleToBet);
  const { event } = state;
  if (event.sportId !== payload.sportId || event.seriesId !== payload.seriesId) throw badRequest(BETS_MSG.betMismatch);
  const selection = liveSelection(state, { kind, marketId: payload.marketId, selectionId: payload.selectionId, side: payload.side });
  if (!selection) throw badRequest(MSG.notAbleToBet);
  return { event, selection };
}

/**
 * The rest of the rules (spec §4, §5), in the order the player's messages take: the market is not
 * settled, the tap is allowed (locks, betting open, market status), the price is on offer, the
 * stake is within the limits. Throws the refusal; returns the market's delay in seconds.
 */
export function checkBet(
  ctx: BetsContext,
  payload: SaveBetPayload,
  { event, selection }: LiveTarget,
  settings: PlacementSettings,
  marketSettled: boolean,
): number {
  const kind = payload.market;
  if (marketSettled) throw badRequest(MSG.notAbleToBet);
  if (!settings.sport) throw badRequest(MSG.notAbleToBet);
  // The sport's settings, with the event's own overrides winning (the operator's).
  const where = { sportId: event.sportId, gameId: String(event.id) };
  const game = gameSettingsOf(settings);
  const oddsWindow = resolveOddsWindow(where, game);
  const tapRefusal = canTapPrice({
    lockBetting: settings.lockBetting === 1,
    matchLocked: event.isBetLock,
    bettingOpensAt: bettingOpensAt(event.startsAt, settings.betStartMinutes),
    now: ctx.clock.now(),
    marketStatus: selection.marketStatus,
    kind,
    price: payload.oddsRequest,
    gameStatus: selection.gameStatus,
    oddsWindow,
  });
  if (tapRefusal) throw badRequest(tapRefusal);
  // Price or better (src/domain): the price on offer now, unless it moved against the player who
  // did not accept any odds; a price taken that way must itself be inside the betting window.
  const taken = takePrice(kind, payload.side, askedQuote(payload), bestQuote(selection), payload.acceptAnyOdds);
  // The player's own price (docs/betting.md): a match-odds price on the ladder, inside the window
  // (canTapPrice checked it), is saved although the market does not offer it yet.
  const ownPrice = payload.keepUnmatched && kind === 'Matchodds' && isOnLadder(payload.oddsRequest);
  if (!taken && !ownPrice) throw badRequest(MSG.oddsChanged);
  if (taken && !priceInWindow(kind, taken.price, oddsWindow)) throw badRequest(MSG.notAbleToBet);

  const limits = withLineStakes(resolveStakeLimits(kind, where, game), selection.lineStakes);
  // Paise are read only on match odds (a cash-out hedge); decideSave checks it is one.
  const withPaise = kind === 'Matchodds' && hasPaise(payload.stake);
  const stakeRefusal = validateStake(
    payload.stake,
    limits,
    { kind, sportId: event.sportId, totalMatched: selection.totalMatched },
    withPaise,
  );
  if (stakeRefusal) throw badRequest(stakeRefusal);
  const delay = resolveDelaySeconds(kind, where, game) ?? betDelaySeconds(kind, game.sports[0]);
  // Betfair's own in-play delay is the floor: a shorter one would let a player bet on news the
  // exchange's prices have not caught up with.
  return kind === 'Matchodds' ? Math.max(delay, event.sourceBetDelayS ?? 0) : delay;
}

/**
 * The rate the slip priced a fancy bet at: the payload carries it only inside Profit (YES) or
 * Liability (NO) per 100 of stake. null for the other markets.
 */
export function askedRate(payload: SaveBetPayload): number | null {
  if (payload.market !== 'Fancy') return null;
  const priced = fancyRowRate({
    type: payload.side,
    amountStake: payload.stake,
    profit: Number(payload.profitText),
    liability: Number(payload.liabilityText),
  });
  return Number.isFinite(priced) && priced > 0 ? toHundredths(priced) / 100 : null;
}

const askedQuote = (payload: SaveBetPayload): Quote => ({ price: payload.oddsRequest, rate: askedRate(payload) });

/** The best price on offer on the selection's side now (with a fancy session's rate). */
export const bestQuote = (selection: LiveSelection): Quote | undefined =>
  selection.offered[0] === undefined ? undefined : { price: selection.offered[0], rate: selection.rate };

/**
 * The save's candidate bet: unmatched, at the price (and fancy rate) asked (spec §4). Its exposure
 * is counted at what was asked until the update matches it at the price then on offer.
 */
export function candidateOf(payload: SaveBetPayload, selection: LiveSelection): OpenBet {
  const rate = payload.market === 'Fancy' ? (askedRate(payload) ?? selection.rate) : selection.rate;
  return {
    marketKind: payload.market,
    marketId: payload.marketId,
    selectionId: payload.selectionId,
    side: payload.side,
    price: payload.oddsRequest,
    ...(rate !== null ? { rate } : {}),
    stake: payload.stake,
    // Saved unmatched: it protects nothing until it is matched (see OpenBet.pending).
    pending: true,
  };
}

/** The position a save is decided against: the wallet, the open bets and the persisted runners. */
export interface SavePositionView {
  wallet: WalletRow;
  open: readonly OpenBetRow[];
  runners: ReadonlyMap<string, number[]>;
  marketSettled: boolean;
}

/**
 * Every rule of a save, then the money checks: the row to book and the wallet's exposure with it.
 * Throws the refusal.
 */
export function decideSave(
  ctx: BetsContext,
  payload: SaveBetPayload,
  target: LiveTarget,
  settings: PlacementSettings,
  position: SavePositionView,
  ip: string,
): { row: BookedBet; exposure: number } {
  const { event, selection } = target;
  const delaySeconds = checkBet(ctx, payload, target, settings, position.marketSettled);
  const candidate = candidateOf(payload, selection);
  const open = position.open.map(openBetOf);
  const runnersOf = mergedRunners(position.runners, liveRunners(selection));
  const { without, with: withBet } = exposureWithBetPaise(open, candidate, runnersOf);
  const refusal = moneyRefusal(position.wallet, settings.exposureLimit, without, withBet) ?? lossRefusal(settings.loss, without, withBet);
  if (refusal) throw badRequest(refusal);
  // A stake with paise is a cash-out hedge or nothing: once matched it must not add risk (spec §5
  // keeps every other stake to whole rupees).
  if (hasPaise(payload.stake) && exposureWithBetPaise(open, { ...candidate, pending: false }, runnersOf).with > without) {
    throw badRequest(BETS_MSG.invalidField('AmountStake'));
  }

  const preview = profitPreview(candidate);
  const now = ctx.clock.now();
  const row: BookedBet = {
    bet_id: payload.betId,
    user_id: payload.userId,
    sport_id: event.sportId,
    series_id: event.seriesId,
    series_name: ctx.seriesName(event.seriesId) ?? '',
    event_id: event.id,
    event_name: event.name,
    market_id: selection.marketId,
    market_name: selection.marketName,
    market_kind: selection.kind,
    odds_type: payload.oddsType,
    selection_id: payload.selectionId,
    selection_name: selection.selectionName,
    side: payload.side,
    odds_requested: payload.oddsRequest,
    odds_matched: null,
    rate: candidate.rate ?? null,
    stake: toPaise(payload.stake),
    profit: preview.profitPaise,
    liability: preview.liabilityPaise,
    status: 'pending',
    ip,
    place_time: new Date(now),
    match_after: new Date(now + delaySeconds * 1000),
  };
  return { row, exposure: withBet };
}
