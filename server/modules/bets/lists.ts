// The bet lists of the match page and the header (spec §3 'Last bet / history rows', 'Not-settled
// bet rows'): database rows mapped to the contract's shapes, money in rupees, before they leave.
import type { BetRow, NotSettledBetRow, UnmatchedBetRow } from '../../../src/domain/contract/bets';
import type { Eid, Flag } from '../../../src/domain/contract/sports';
import { toRupees } from '../../../src/domain/money';
import type { BetsContext } from './context';
import {
  betsOfUserOnEvent,
  notSettledMarkets,
  openMatchedBetsOfUser,
  restingBetsOfUserOnEvent,
  type BetListRecord,
  type NotSettledMarketRecord,
} from './repository';

/** Enough for any match page; older bets are in the reports. */
const LIST_LIMIT = 200;

function settlementOf(status: BetListRecord['status']): BetRow['isSettlement'] {
  if (status === 'settled') return 1;
  if (status === 'void') return 0;
  return 2;
}

export function betRowOf(row: BetListRecord): BetRow {
  return {
    id: row.id,
    marketId: row.market_id,
    market: row.market_kind,
    type: row.side,
    selection: row.selection_name,
    selectionId: row.selection_id,
    // The price the bet stands at: its fill once matched.
    oddsRequest: row.odds_matched ?? row.odds_requested,
    ...(row.odds_matched !== null && row.odds_matched !== row.odds_requested ? { oddsAsked: row.odds_requested } : {}),
    amountStake: toRupees(row.stake),
    profit: toRupees(row.profit),
    liability: toRupees(row.liability),
    eventId: String(row.event_id),
    isSettlement: settlementOf(row.status),
    isDelete: 0,
  };
}

/** Event ids are PostgreSQL integers: a longer id in the path (the pattern allows 12 digits) is no event's. */
const MAX_EVENT_ID = 2 ** 31 - 1;

export async function lastBets(ctx: BetsContext, userId: number, eventId: number): Promise<BetRow[]> {
  if (eventId > MAX_EVENT_ID) return [];
  return (await betsOfUserOnEvent(ctx.db, userId, eventId, LIST_LIMIT)).map(betRowOf);
}

/** The player's bets resting unmatched at their own price on the event (the match page's Open bets). */
export async function unmatchedBets(ctx: BetsContext, userId: number, eventId: number): Promise<UnmatchedBetRow[]> {
  if (eventId > MAX_EVENT_ID) return [];
  return (await restingBetsOfUserOnEvent(ctx.db, userId, eventId, LIST_LIMIT)).map((row) => ({
    betId: row.bet_id,
    marketId: row.market_id,
    marketName: row.market_name,
    selection: row.selection_name,
    selectionId: row.selection_id,
    type: row.side,
    oddsRequest: row.odds_requested,
    amountStake: toRupees(row.stake),
    placeTime: row.place_time.toISOString(),
  }));
}

export async function recentOpenBets(ctx: BetsContext, userId: number): Promise<BetRow[]> {
  return (await openMatchedBetsOfUser(ctx.db, userId, LIST_LIMIT)).map(betRowOf);
}

const flag = (value: boolean | number | null | undefined, fallback: Flag): Flag =>
  value === null || value === undefined ? fallback : value ? 1 : 0;

/** Flags and the match-odds market id: the live event first, then what the feed persisted. */
function notSettledRowOf(ctx: BetsContext, row: NotSettledMarketRecord): NotSettledBetRow {
  const live = ctx.live(row.event_id)?.event;
  return {
    eid: String(row.sport_id) as Eid,
    gameId: String(row.event_id),
    marketId: live?.matchOddsMarketId ?? row.match_odds_market_id ?? (row.market_kind === 'Matchodds' ? row.market_id : ''),
    eventName: row.event_name,
    market: row.market_kind,
    trade: row.trade,
    IsBetLock: flag(live ? live.isBetLock : row.is_bet_lock, 0),
    Matchodds: flag(live ? live.hasMatchOdds : row.has_match_odds, 1),
    BookMaker: flag(live ? live.hasBookmaker : row.has_bookmaker, row.market_kind === 'BookMaker' ? 1 : 0),
    Fancy: flag(live ? live.hasFancy : row.has_fancy, row.market_kind === 'Fancy' ? 1 : 0),
  };
}

export async function notSettled(ctx: BetsContext, userId: number): Promise<NotSettledBetRow[]> {
  return (await notSettledMarkets(ctx.db, userId, LIST_LIMIT)).map((row) => notSettledRowOf(ctx, row));
}
