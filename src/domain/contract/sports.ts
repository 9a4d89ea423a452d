// The live-sports calls of spec §7: response bodies, field names exactly as spec §3 spells them.
// All paths are under the API base (/api). Every call needs a signed-in player. Unknown ids give
// 404 `{ message }`, malformed ids 400 `{ message }`.
//
// Ids, as the SPA puts them in URLs /matchscore/{eid}/{gameId}/{marketId}:
// - gameId: the event's id, a string of digits ('1000042'); `id` is the same number.
// - marketId: the event's match-odds market id, Betfair style ('1.1000042'). Other markets of the
//   event (bookmaker '2.…', fancy '3.…', toss '4.…') carry their own ids inside the odds body.
// - eid: the sport id as a string: '1' football, '2' tennis, '4' cricket.
// Dates are ISO 8601 strings in UTC ('2026-11-21T14:30:00.000Z'); "today" and "tomorrow" are
// calendar days in India (IST, UTC+5:30), the players' time zone.

/** '1' football, '2' tennis, '4' cricket. */
/** The sport ids as strings; horse racing (7) and greyhound racing (4339) come only from a Betfair feed. */
export type Eid = '1' | '2' | '4' | '7' | '4339';
export const EIDS: readonly Eid[] = ['1', '2', '4'];

/** Flags are 1 (on) or 0 (off), as the lists send them. */
export type Flag = 0 | 1;

/** Patterns the server accepts for ids in paths and queries (anything else is a 400). */
export const GAME_ID_PATTERN = '^[0-9]{1,12}$';
export const MARKET_ID_PATTERN = '^[0-9]{1,2}\\.[0-9]{1,14}$';

// ---------------------------------------------------------------------------------------------
// Lists

/** An event as the lists show it (spec §3 "Event"). */
export interface SportEvent {
  /** Numeric form of gameId. */
  id: number;
  eid: Eid;
  gameId: string;
  /** The match-odds market id. */
  marketId: string;
  /** 'Home Team v Away Team'. */
  eventName: string;
  /** Scheduled start (ISO UTC). A past date means the event is in play. */
  eventDate: string;
  /** Row key: position in the list it came in, from 1. */
  SrNo: number;
  seriesId: number;
  seriesName: string;
  IsBetLock: Flag;
  Matchodds: Flag;
  BookMaker: Flag;
  Fancy: Flag;
  /** Best back/lay of runner 1 (home), the draw (X, 0 without one) and runner 2 (away). 0 = none ('-'). */
  back11: number;
  lay11: number;
  back1: number;
  lay1: number;
  back12: number;
  lay12: number;
}

/**
 * GET /GetInPlaySportEvents
 * Each of the three lists is split by sport: exactly three inner arrays, in the order of EIDS
 * ('1', '2', '4'), each sorted by eventDate ascending (possibly empty).
 * In play: started and not ended. Today: not started, starting today (IST). Tomorrow: starting tomorrow (IST).
 */
export interface InPlaySportEventsResponse {
  isSuccess: true;
  data: {
    sportsEventModelInPlay: SportEvent[][];
    sportsEventModelToday: SportEvent[][];
    sportsEventModelTomorrow: SportEvent[][];
  };
}

/** GET /api/fetchSeriesBySportId?sportId= (1, 2 or 4; another number gives an empty list).
 * Series with at least one event in play or upcoming, sorted by name. */
export interface Series {
  seriesId: number;
  seriesName: string;
  eid: Eid;
}
export interface SeriesListResponse {
  isSuccess: true;
  data: Series[];
}

/** GET /api/fetchEventsBySeriesId?seriesId= : the series' events in play or upcoming, by eventDate.
 * An unknown seriesId gives 404. */
export interface SeriesEventsResponse {
  isSuccess: true;
  data: SportEvent[];
}

// ---------------------------------------------------------------------------------------------
// Match page

export type MatchStatus = 'UPCOMING' | 'INPLAY' | 'CLOSED';

/** GET /fetchBetPageMatch/{eventId} (eventId = gameId). Spec §3 "Match" plus what the page needs
 * after a reload (flags, ids, sport). */
export interface BetPageMatch {
  eventName: string;
  eventDate: string;
  /** The series id. */
  tournamentId: number;
  tournamentName: string;
  Status: MatchStatus;
  /** 1 until the event has ended. */
  ActiveMatch: Flag;
  eid: Eid;
  gameId: string;
  marketId: string;
  IsBetLock: Flag;
  Matchodds: Flag;
  BookMaker: Flag;
  Fancy: Flag;
}
export interface BetPageMatchResponse {
  isSuccess: true;
  data: BetPageMatch;
}

export interface PriceSize {
  price: number;
  size: number;
}

export interface OddsRunner {
  selectionId: number;
  runnerName: string;
  /** 'ACTIVE', or 'WINNER'/'LOSER' once the market is closed. */
  status: 'ACTIVE' | 'WINNER' | 'LOSER';
  ex: {
    /** Three levels, best (highest) price first. */
    availableToBack: PriceSize[];
    /** Three levels, best (lowest) price first. */
    availableToLay: PriceSize[];
  };
}

export type MarketStatus = 'OPEN' | 'SUSPENDED' | 'CLOSED';

/**
 * GET /api/oddsLadder/{marketId}/{eventId} (an addition, docs/betting.md): the match-odds ladder view's
 * book, per runner: up to ten levels a side where the feed has them (the simulator has three, Betfair
 * sends ten), and the volume traded at each price where Betfair sends it (lowest price first; empty
 * otherwise). Public like the odds poll; an unknown event or market id answers 404.
 */
export interface OddsLadderResponse {
  isSuccess: true;
  data: {
    marketId: string;
    status: MarketStatus;
    totalMatched: number;
    runners: Array<{
      selectionId: number;
      runnerName: string;
      /** Best (highest) first. */
      back: PriceSize[];
      /** Best (lowest) first. */
      lay: PriceSize[];
      traded: PriceSize[];
    }>;
    lastUpdated: string;
  };
}

/** Match odds (spec §3 "Odds[0]"). */
export interface MatchOddsMarket {
  marketId: string;
  gameId: string;
  eid: Eid;
  marketName: 'Match Odds';
  status: MarketStatus;
  inplay: boolean;
  /** Rupees matched so far; grows while the market is open. */
  totalMatched: number;
  /** Empty once the event has ended. */
  runners: OddsRunner[];
  /** ISO time of this snapshot. */
  lastUpdated: string;
}

export type BookmakerStatus = 'ACTIVE' | 'SUSPENDED' | 'BALL RUNNING';

/** One bookmaker row: rates are 100-based (b1 45 pays 45 per 100 staked); 0 = nothing offered. */
export interface BookmakerRunner {
  /** Runner name (the page cuts it at 18 characters). */
  nat: string;
  /** Selection id of this row (distinct from the match-odds selection ids). */
  sid: number;
  b1: number;
  bs1: number;
  l1: number;
  ls1: number;
  /** 'ACTIVE'; anything else is shown as an overlay with this text. */
  s: BookmakerStatus;
  /** The bookmaker market id ('2.…'). */
  mid: string;
}

/** One fancy session: No = LayPrice1 (line) at LaySize1 (rate), Yes = BackPrice1 at BackSize1. */
export interface FancyRunner {
  /** Selection id of the session (also identifies its market). */
  SelectionId: number;
  /** '6 over runs MUM', 'Fall of 1st wkt DEL', 'R Sharma runs'. */
  RunnerName: string;
  LayPrice1: number;
  LaySize1: number;
  BackPrice1: number;
  BackSize1: number;
  /** '' when betting is open; 'Ball Running' or 'SUSPENDED' block betting. */
  GameStatus: '' | 'Ball Running' | 'SUSPENDED';
  /** The session's market id ('3.…'). */
  mid: string;
}

/** To win the toss (cricket, before the start): back only, fixed 1.95 × 500000 while OPEN. */
export interface TossMarket {
  marketId: string;
  status: MarketStatus;
  runners: Array<{ selectionId: number; runnerName: string; price: number; size: number }>;
}

/** GET /checkGetMatchOdds/{marketId}/{eventId}. Served from memory with a weak ETag (send
 * If-None-Match to get a 304). Odds[0] has status CLOSED and no runners once the event has ended. */
export interface MatchOddsResponse {
  Odds: MatchOddsMarket[];
  /** One inner list per bookmaker market (cricket only; [] otherwise). */
  Bookmaker: BookmakerRunner[][];
  /** Open fancy sessions (cricket only; [] otherwise). */
  Fancy: FancyRunner[];
  /** The toss market while it is open (cricket before the start), otherwise null. */
  Toss: TossMarket | null;
}

// ---------------------------------------------------------------------------------------------
// Stake limits

/** Per-sport delays in seconds and default stake limits in rupees. */
/** The six stake limits of a sport or a game, in rupees: match odds, bookmaker and fancy. */
export interface StakeLimits {
  minOddLimit: number;
  maxOddLimit: number;
  minBookmakerLimit: number;
  maxBookmakerLimit: number;
  minFancyLimit: number;
  maxFancyLimit: number;
}

export interface SportStakeLimit extends StakeLimits {
  id: number;
  betDelayTime: number;
  bookmakerDelayTime: number;
  fancyDelayTime: number;
  /** The prices a match-odds bet may be placed at (default spec §9's 1.01 to 3; set by the operator). */
  minOddPrice?: number;
  maxOddPrice?: number;
}

/**
 * Limits for one game (gameId) in rupees; they override the sport's defaults. The operator may also
 * set the game's own bet delays and match-odds price window: each present field wins over the
 * sport's, an absent one leaves the sport's.
 */
export interface UserMatchSetting extends StakeLimits {
  gameId: string;
  betDelayTime?: number;
  bookmakerDelayTime?: number;
  fancyDelayTime?: number;
  minOddPrice?: number;
  maxOddPrice?: number;
}

/** GET /GetStackLimit: one userMatchSettings row per gameId, the caller's own row winning over the
 * row for all users. */
export interface StackLimitResponse {
  isSuccess: true;
  data: {
    sports: SportStakeLimit[];
    userMatchSettings: UserMatchSetting[];
  };
}

// ---------------------------------------------------------------------------------------------
// Scores (our own call, in place of the outside score frame)

export interface CricketInnings {
  team: string;
  runs: number;
  wickets: number;
  /** '12.3' = 12 overs and 3 balls. */
  overs: string;
}
export interface CricketScore {
  sport: 'cricket';
  innings: CricketInnings[];
  /** Index in innings of the side batting now, null before the start and after the end. */
  batting: number | null;
  /** Runs the side batting second needs, once the first innings is over. */
  target: number | null;
  /** Most recent deliveries, newest last ('0', '1', '4', '6', 'W', 'wd'). */
  recentBalls: string[];
}
export interface TennisScore {
  sport: 'tennis';
  players: [string, string];
  /** Games per set, one pair per set started. */
  sets: Array<[number, number]>;
  /** Points in the current game: '0', '15', '30', '40', 'AD'. */
  points: [string, string];
  /** 0 or 1: who serves. */
  server: 0 | 1;
}
export interface FootballScore {
  sport: 'football';
  home: string;
  away: string;
  goals: [number, number];
  /** Match minute, 0 before kick-off; 90+ in added time. */
  minute: number;
}
/** A race (Betfair's horse and greyhound racing): no running score, only where it is run. */
export interface RacingScore {
  sport: 'racing';
  venue: string;
}
export type EventScore = CricketScore | TennisScore | FootballScore | RacingScore;

/** GET /api/score/{eventId} (eventId = gameId): declared like the spec's /api/… calls, so served at
 * /api/api/score/{eventId}; /api/score/{eventId} answers the same. */
export interface ScoreResponse {
  isSuccess: true;
  data: {
    gameId: string;
    eid: Eid;
    status: MatchStatus;
    /** One line for people: 'MUM need 34 runs from 20 balls', 'Set 2', '67′', 'Starts 21/11 14:30 IST'. */
    statusText: string;
    score: EventScore;
    updatedAt: string;
  };
}
