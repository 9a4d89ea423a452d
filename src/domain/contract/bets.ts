// The betting calls of spec §7: request and response bodies, field names exactly as the spec
// spells them. Paths are relative to the API base (/api), as spec §7 writes them.
//
// Money: rupees as numbers with at most 2 decimals (the server keeps integer paise); stakes are
// whole rupees. Profit and Liability of a saved bet are 2-decimal STRINGS (spec §3); the same
// amounts come back as numbers in the bet rows.
// Sign of losses: a liability is negative (back: −stake), as spec §4 writes the loss; so is
// FinalExpo, so that "balance plus exposure below 0" (spec §4) reads literally.
// Failures: every non-2xx answer is `{ message, isSuccess: false }` (ErrorBody in ./auth), with the
// spec's betting message where it has one (MSG.insufficientBalance, MSG.oddsChanged, …).
import type { PriceClickedPayload } from '../betting/clickedPrice';
import { profitPreview } from '../betting/profit';
import { ODDS_TYPE_OF, type BetSide, type MarketKind, type OddsTypeCode } from '../betting/types';
import type { Eid, Flag } from './sports';

export const BET_PATHS = {
  saveBet: '/saveBet',
  updateUnmatchBet: '/updateUnmatchBet',
  deleteUnmatchBet: '/deleteUnmatchBet',
  expo1: (userId: number, selfUser: 0 | 1) => `/expo1/${userId}/${selfUser}`,
  expo2: (userId: number, selfUser: 0 | 1) => `/expo2/${userId}/${selfUser}`,
  lastBets: (userId: number, eventId: string) => `/fetchLastBet/${userId}/${encodeURIComponent(eventId)}`,
  unmatchedBets: (userId: number, eventId: string) => `/fetchUnmatchedBet/${userId}/${encodeURIComponent(eventId)}`,
  betHistory: (userId: number) => `/GetBetHistory1/${userId}`,
  notSettled: (userId: number) => `/fetchNotSettledBet/${userId}`,
  matchStackButtons: (userId: number) => `/fetchMatchStackBtn/${userId}`,
  updateMatchStackButtons: (userId: number) => `/api/updateMatchStackBtn/${userId}`,
} as const;

/** POST /saveBet and PUT /updateUnmatchBet send `{ data }`: the payload as encryptJson text (cipher.ts). */
export interface EncryptedBody {
  data: string;
}

/**
 * The bet the slip saves (spec §3), before encryption. The server re-derives everything it can
 * (limits, price on offer, Profit/Liability, exposure) and refuses a payload that disagrees.
 * A fancy bet has no rate field: the rate is what Profit (YES) or −Liability (NO) is per 100 of
 * stake (betting/profit.ts fancyRowRate), and must be the session's size on offer.
 */
export interface SaveBetPayload {
  /** 30 alphanumeric characters (betting/betId.ts); saving the same BetId twice books one bet. */
  BetId: string;
  SeriesId: number;
  /** 1 football, 2 tennis, 4 cricket. */
  SportId: number;
  /** The event's gameId. */
  EventId: string;
  /** The event's name ('Home v Away'). */
  Event: string;
  /** The market's own id: match odds '1.…', bookmaker row `mid` '2.…', fancy `mid` '3.…', toss '4.…'. */
  MarketId: string;
  Market: MarketKind;
  /** Runner selectionId, bookmaker `sid`, fancy `SelectionId`. */
  SelectionId: number;
  /** The runner's or session's name as shown. */
  Selection: string;
  /** Must agree with Market (ODDS_TYPE_OF). */
  OddsType: OddsTypeCode;
  Type: BetSide;
  /** The price clicked: odds; the 100-base bookmaker rate; the fancy line. */
  OddsRequest: number;
  /** Whole rupees. */
  AmountStake: number;
  BetType: 2;
  /** 2 = not settled (BET_STATUS.unsettled). */
  IsSettlement: 2;
  IsDelete: 0;
  Status: true;
  UserId: number;
  ResultType: null;
  ResultAmount: 0;
  /** The client IP from /api/whoami; the server records the address it sees. */
  IpAddress: string;
  IsMatched: true;
  /** The event's name again (the spec's payload carries both). */
  EventName: string;
  /** profitPreview(...).profitText: '370.00'. */
  Profit: string;
  /** profitPreview(...).liabilityText, ≤ 0: '-1000.00'. */
  Liability: string;
  /** betting/betId.ts istShiftedIso(now). */
  MatchedTime: string;
  settleTime: null;
  PlaceTime: string;
  /**
   * An addition to the spec's payload (absent is false): take the price on offer whichever
   * way it moved, still inside the betting window and the stake limits. Without it a bet is taken
   * at the asked price or better (betting/priceOrBetter.ts).
   */
  AcceptAnyOdds?: boolean;
  /**
   * An addition (absent is false): the player asked their own price on match odds. When the market
   * does not offer it, the bet is saved anyway and rests unmatched until it does (docs/betting.md).
   */
  KeepUnmatched?: boolean;
}

/** The event a saved bet is on, under the names the sports feed gives it. */
export interface SaveBetEvent {
  seriesId: number;
  sportId: number;
  gameId: string;
  eventName: string;
}

/**
 * What the bettor chose, under the names a price tap carries, so the slip passes its own fields; size
 * (the session's rate) prices a fancy bet and the other markets ignore it.
 */
export type SaveBetChoice = Pick<PriceClickedPayload, 'marketKind' | 'marketId' | 'selectionId' | 'runnerName' | 'side' | 'price'> & {
  stake: number;
  size?: number;
};

/** Who saves the bet, from where and when. */
export interface SaveBetPlacing {
  betId: string;
  userId: number;
  ipAddress: string;
  /** Sent as both MatchedTime and PlaceTime (the slip sends betting/betId.ts istShiftedIso(now)). */
  time: string;
  acceptAnyOdds?: boolean;
  keepUnmatched?: boolean;
}

/**
 * The one place the spec's saveBet payload is written out: the slip, the journeys, the benches and
 * the server's tests all build it here, so a renamed or added field changes every sender at once.
 * Profit and Liability are the profitPreview the slip shows (the server re-derives and compares).
 */
export function saveBetPayload(event: SaveBetEvent, choice: SaveBetChoice, placing: SaveBetPlacing): SaveBetPayload {
  const { marketKind, side, price, stake } = choice;
  const preview = profitPreview({ marketKind, price, rate: choice.size, side, stake });
  return {
    BetId: placing.betId,
    SeriesId: event.seriesId,
    SportId: event.sportId,
    EventId: event.gameId,
    Event: event.eventName,
    MarketId: choice.marketId,
    Market: marketKind,
    SelectionId: choice.selectionId,
    Selection: choice.runnerName,
    OddsType: ODDS_TYPE_OF[marketKind],
    Type: side,
    OddsRequest: price,
    AmountStake: stake,
    BetType: 2,
    IsSettlement: 2,
    IsDelete: 0,
    Status: true,
    UserId: placing.userId,
    ResultType: null,
    ResultAmount: 0,
    IpAddress: placing.ipAddress,
    IsMatched: true,
    EventName: event.eventName,
    Profit: preview.profitText,
    Liability: preview.liabilityText,
    MatchedTime: placing.time,
    settleTime: null,
    PlaceTime: placing.time,
    // Sent only when on (absent is off for the server).
    ...(placing.acceptAnyOdds ? { AcceptAnyOdds: true } : {}),
    ...(placing.keepUnmatched ? { KeepUnmatched: true } : {}),
  };
}

/** POST /saveBet: the bet is stored as pending (unmatched) until /updateUnmatchBet. */
export interface SaveBetResponse {
  isSuccess: boolean;
  betId: string;
}

/** PUT /updateUnmatchBet payload (encrypted): match the pending bet after the market's delay. */
export interface UpdateUnmatchBetPayload {
  userId: number;
  BetId: string;
  /** The price shown now (informative): the bet is matched at the live price when it is not worse than the one asked at save. */
  oddsRequest: number;
  /** The slip's FinalExpo after the bet (≤ 0); informative only, the server computes its own. */
  exposure: number;
  /** As in saveBet (absent is false). */
  acceptAnyOdds?: boolean;
  /** As saveBet's KeepUnmatched: a price not on offer leaves the bet resting unmatched, not refused. */
  keepUnmatched?: boolean;
}

/** On failure `message` is the reason ('Odds Changed!' when the price is gone; the pending bet is removed). */
export interface UpdateUnmatchBetResponse {
  isSuccess: boolean;
  message: string;
  /** An addition to the spec: the price the bet was matched at, present when it is not the one asked. */
  oddsMatched?: number;
  /** The bet rests unmatched at its own price (keepUnmatched); it is matched when the market reaches it. */
  unmatched?: boolean;
}

/** DELETE /deleteUnmatchBet: removes the caller's pending bet (BetId given) or all of them (none given). */
export interface DeleteUnmatchBetRequest {
  userId: number;
  BetId?: string;
}
export interface DeleteUnmatchBetResponse {
  isSuccess: boolean;
}

/**
 * GET /expo1/{userId}/{selfUser} and /expo2/{userId}/{selfUser} (same body). Exposure counts every
 * open bet, pending ones included, so the slip can check the bet it has just saved.
 */
export interface ExposureResponse {
  isSuccess: boolean;
  /** The wallet balance. */
  mainBalancebeforeExpo: number;
  /** Minus the total exposure (≤ 0): the header shows it as Exp. */
  FinalExpo: number;
  /** mainBalancebeforeExpo + FinalExpo: what is left to bet with. */
  mainBalanceafterExpo: number;
}

/** A bet as the My Bet list and the bet history show it (spec §3 'Last bet / history rows'). */
export interface BetRow {
  id: number;
  /** Not in the spec's list: needed to group positions by market (two bookmaker markets, fancy sessions). */
  marketId: string;
  market: MarketKind;
  type: BetSide;
  selection: string;
  selectionId: number;
  oddsRequest: number;
  /** An addition to the spec: the price asked, when the bet was matched at another (better) one. */
  oddsAsked?: number;
  amountStake: number;
  profit: number;
  /** ≤ 0. */
  liability: number;
  eventId: string;
  /** BET_STATUS: 1 settled, 2 unsettled, 0 void. */
  isSettlement: 0 | 1 | 2;
  isDelete: 0 | 1;
}

/** GET /fetchLastBet/{userId}/{eventId}: the player's matched bets on that event, newest first. */
export interface LastBetsResponse {
  isSuccess: boolean;
  data: BetRow[];
}

/** GET /GetBetHistory1/{userId}: the player's matched, unsettled bets on every event, newest first. */
export interface BetHistory1Response {
  isSuccess: boolean;
  data: BetRow[];
}

/** One row of the My Market popup: a market where the player has unsettled bets. */
export interface NotSettledBetRow {
  /** '1' Soccer, '2' Tennis, '4' Cricket. */
  eid: Eid;
  gameId: string;
  /** The event's match-odds market id (the link to /matchscore/{eid}/{gameId}/{marketId}). */
  marketId: string;
  eventName: string;
  market: MarketKind;
  /** How many unsettled bets the player has in that market. */
  trade: number;
  IsBetLock: Flag;
  Matchodds: Flag;
  BookMaker: Flag;
  Fancy: Flag;
}
export interface NotSettledBetsResponse {
  isSuccess: boolean;
  data: NotSettledBetRow[];
}

export const MATCH_STACK_BUTTON_COUNT = 10;
/** Our limits (the spec sets none): a label fits a quick-stake button; a value fits any stake limit. */
export const MATCH_STACK_LABEL_MAX_LENGTH = 10;
export const MATCH_STACK_VALUE_MAX = 10_000_000;

type Numbered<Prefix extends string, T> = { [K in 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 as `${Prefix}${K}`]: T };

/** The 10 quick-stake buttons of the match page: btnN is the label, btnValueN the whole-rupee amount. */
export type MatchStackButtons = Numbered<'btn', string> & Numbered<'btnValue', number>;

/** GET /fetchMatchStackBtn/{userId}: the player's buttons (the defaults until they save their own). */
export interface MatchStackButtonsResponse {
  isSuccess: boolean;
  data: MatchStackButtons;
}

/**
 * POST /api/updateMatchStackBtn/{userId}: the button array, slot 1 first. The popup sends all 10;
 * the Change Button Values page sends its 8 and leaves slots 9 and 10 as they are.
 */
export type UpdateMatchStackButtonsRequest = Array<{ label: string; value: number }>;
export interface UpdateMatchStackButtonsResponse {
  isSuccess: boolean;
}

/** The buttons as a list of label/value pairs, slot 1 first (for the popup and the slip). */
export function stackButtonList(data: MatchStackButtons): Array<{ label: string; value: number }> {
  return Array.from({ length: MATCH_STACK_BUTTON_COUNT }, (_, i) => {
    const slot = (i + 1) as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
    return { label: data[`btn${slot}`], value: data[`btnValue${slot}`] };
  });
}

/**
 * GET /fetchUnmatchedBet/:userId/:eventId (an addition, docs/betting.md): the player's bets resting
 * unmatched at their own price on this event, newest first. Cancel one with deleteUnmatchBet (BetId).
 */
export interface UnmatchedBetRow {
  betId: string;
  marketId: string;
  marketName: string;
  selection: string;
  selectionId: number;
  type: BetSide;
  /** The price asked: the bet is matched at it once the market reaches it. */
  oddsRequest: number;
  /** Rupees. */
  amountStake: number;
  /** ISO time the bet was placed. */
  placeTime: string;
}

export interface UnmatchedBetsResponse {
  isSuccess: boolean;
  data: UnmatchedBetRow[];
}
