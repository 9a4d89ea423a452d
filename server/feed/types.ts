// The feed's model: what any FeedProvider (the simulator, a real provider, the PostgreSQL relay)
// hands to the rest of the server. Plain JSON-able data, so it can cross a process boundary.
import type { MarketKind } from '../db/tables/sports';
import type { BookmakerStatus, EventScore, MarketStatus, MatchStatus, PriceSize } from '../../src/domain/contract/sports';

export type FeedSportId = 1 | 2 | 4;
export const FEED_SPORTS: readonly FeedSportId[] = [4, 2, 1];
/** Horse racing (7) and greyhound racing (4339): Betfair's event type ids, only a Betfair feed has them. */
export type RacingSportId = 7 | 4339;
export type AnySportId = FeedSportId | RacingSportId;

export interface FeedSeries {
  id: number;
  sportId: AnySportId;
  name: string;
}

export type FeedEventStatus = 'upcoming' | 'inplay' | 'ended' | 'abandoned';

export interface FeedEvent {
  /** The gameId. */
  id: number;
  sportId: AnySportId;
  seriesId: number;
  /** 'Home v Away'. */
  name: string;
  home: string;
  away: string;
  /** Epoch ms. */
  startsAt: number;
  status: FeedEventStatus;
  endedAt: number | null;
  isBetLock: boolean;
  hasMatchOdds: boolean;
  hasBookmaker: boolean;
  hasFancy: boolean;
  matchOddsMarketId: string;
  /** Seconds: the source's own in-play bet delay (Betfair's betDelay), the floor of the match's. */
  sourceBetDelayS?: number;
}

export interface FeedRunner {
  selectionId: number;
  name: string;
  /** Three levels each side, best first; empty when nothing is offered. */
  back: PriceSize[];
  lay: PriceSize[];
  status: 'ACTIVE' | 'WINNER' | 'LOSER';
  /** The deeper book where the source sends one (Betfair: up to LADDER_DEPTH levels a side, and the
   *  volume traded at each price): the ladder view's. Absent: the three levels above are all there is. */
  depth?: RunnerDepth;
}

/** How many levels a side the ladder view shows, at most (Betfair's own ladder: ten). */
export const LADDER_DEPTH = 10;

export interface RunnerDepth {
  /** Best first, at most LADDER_DEPTH. */
  back: PriceSize[];
  lay: PriceSize[];
  /** Volume matched at each price, lowest price first; empty when the source sends none. */
  traded: PriceSize[];
}

export interface FeedMatchOdds {
  marketId: string;
  status: MarketStatus;
  totalMatched: number;
  runners: FeedRunner[];
}

export interface FeedBookmakerRow {
  selectionId: number;
  name: string;
  back: number;
  backSize: number;
  lay: number;
  laySize: number;
  status: BookmakerStatus;
}

export interface FeedBookmaker {
  marketId: string;
  status: MarketStatus;
  rows: FeedBookmakerRow[];
}

export interface FeedFancy {
  marketId: string;
  selectionId: number;
  name: string;
  /** No line (runs) and its rate. */
  noLine: number;
  noRate: number;
  /** Yes line (runs) and its rate. */
  yesLine: number;
  yesRate: number;
  gameStatus: '' | 'Ball Running' | 'SUSPENDED';
  /** A trader's line only: its own stake limits in whole rupees (not served to players; the bet checks them). */
  stakeLimits?: { min: number; max: number };
}

export interface FeedToss {
  marketId: string;
  status: MarketStatus;
  /** Back only, fixed price and size (spec §9). */
  runners: Array<{ selectionId: number; name: string; price: number; size: number }>;
}

/** Every market of one event as it stands now: what /checkGetMatchOdds serves. */
export interface FeedBook {
  matchOdds: FeedMatchOdds;
  bookmaker: FeedBookmaker | null;
  /** Open fancy sessions only. */
  fancy: FeedFancy[];
  /** Present while the toss market is open. */
  toss: FeedToss | null;
}

export interface FeedScore {
  status: MatchStatus;
  statusText: string;
  score: EventScore;
}

/** One event, complete: providers always send whole states, never diffs. */
export interface FeedEventState {
  event: FeedEvent;
  book: FeedBook;
  score: FeedScore;
  /** Epoch ms of this state. */
  updatedAt: number;
}

/** A market definition, sent once when the market first appears (persisted for bets and reports). */
export interface FeedMarketDef {
  id: string;
  eventId: number;
  kind: MarketKind;
  name: string;
  /** `withdrawn`: a race's non-runner (Betfair's REMOVED), whose bets are void whatever the result. */
  runners: Array<{ selectionId: number; name: string; withdrawn?: boolean }>;
}

export type FeedResultOutcome =
  | {
      outcome: 'winner';
      winnerSelectionId: number;
      /** Runners withdrawn before the off (Betfair's REMOVED): bets on them are void. */
      voidSelectionIds?: number[];
    }
  | { outcome: 'runs'; runs: number }
  | { outcome: 'void' };

/** An outcome as the results and market_settlements tables store it: a column for each kind's figure. */
export function outcomeColumns(result: FeedResultOutcome): {
  outcome: FeedResultOutcome['outcome'];
  winner_selection_id: number | null;
  runs: number | null;
} {
  return {
    outcome: result.outcome,
    winner_selection_id: result.outcome === 'winner' ? result.winnerSelectionId : null,
    runs: result.outcome === 'runs' ? result.runs : null,
  };
}

/** The result of one market: settlement's input. Published once, when the market closes. */
export type FeedResult = FeedResultOutcome & {
  marketId: string;
  eventId: number;
  kind: MarketKind;
  /** For people: 'Mumbai Mavericks', '47 runs', 'void: event abandoned'. */
  description: string;
  /** Epoch ms. */
  decidedAt: number;
};

/**
 * The simulator's own state after an update, written in the same transaction as the update's results
 * and events, so that a feed process taking over resumes exactly there (relay/leadership.ts).
 */
export interface FeedCheckpoint {
  /** Feed time (epoch ms) of the tick. */
  now: number;
  /** IST days (epoch ms) whose fixtures are planned. */
  plannedDays: number[];
  /** Each event that changed, whole (SimEvent.checkpoint); removed events are in `removed`. */
  events: Array<{ id: number; state: string }>;
}

/**
 * The markets traders own on one event, as players are to see them (feed/desk.ts overlays them on
 * the feed's state). Published by the desk into the same snapshot path as the feed ('desk:<eventId>').
 */
export interface DeskBook {
  eventId: number;
  /** Open lines, in the desk's order. */
  fancy: FeedFancy[];
  bookmaker: FeedBookmaker | null;
  /** The feed version it was published under: a process applies a desk only if it is newer than the
   * one it has (a quote's own answer may arrive after the feed reader brought a later one). */
  feedVersion?: number;
}

/** What changed in one tick. */
export interface FeedUpdate {
  series: FeedSeries[];
  markets: FeedMarketDef[];
  events: FeedEventState[];
  results: FeedResult[];
  /** Ended events the provider no longer keeps (their last state was sent before). */
  removed: number[];
  /** Only the simulator sets it. */
  checkpoint?: FeedCheckpoint;
  /** The trader's desk's books that changed (only the PostgreSQL relay carries them). */
  desks?: DeskBook[];
}

export const emptyUpdate = (): FeedUpdate => ({ series: [], markets: [], events: [], results: [], removed: [] });

export function isEmptyUpdate(update: FeedUpdate): boolean {
  return (
    update.series.length === 0 &&
    update.markets.length === 0 &&
    update.events.length === 0 &&
    update.results.length === 0 &&
    update.removed.length === 0
  );
}

/** Two consecutive updates as one (the later state of an event wins). */
export function mergeUpdates(first: FeedUpdate, second: FeedUpdate): FeedUpdate {
  const events = new Map(first.events.map((s) => [s.event.id, s]));
  for (const s of second.events) events.set(s.event.id, s);
  const removed = new Set([...first.removed, ...second.removed]);
  const merged: FeedUpdate = {
    series: [...first.series, ...second.series],
    markets: [...first.markets, ...second.markets],
    events: [...events.values()].filter((s) => !second.removed.includes(s.event.id)),
    results: [...first.results, ...second.results],
    removed: [...removed],
  };
  const checkpoint = mergeCheckpoints(first.checkpoint, second.checkpoint, second.removed);
  if (checkpoint) merged.checkpoint = checkpoint;
  return merged;
}

function mergeCheckpoints(
  first: FeedCheckpoint | undefined,
  second: FeedCheckpoint | undefined,
  removed: number[],
): FeedCheckpoint | undefined {
  if (!first || !second) return second ?? first;
  const events = new Map(first.events.map((e) => [e.id, e]));
  for (const e of second.events) events.set(e.id, e);
  for (const id of removed) events.delete(id);
  return { now: second.now, plannedDays: second.plannedDays, events: [...events.values()] };
}
