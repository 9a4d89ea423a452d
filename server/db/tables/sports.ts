// Tables of the sports area: series, events, markets, runners, results, and the feed's snapshots.
import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type EventStatus = 'upcoming' | 'inplay' | 'ended' | 'abandoned';
/** Spec §3 market names, as bets carry them. */
export type MarketKind = 'Matchodds' | 'BookMaker' | 'Fancy' | 'Toss';
export type MarketRowStatus = 'OPEN' | 'SUSPENDED' | 'CLOSED';
export type ResultOutcome = 'winner' | 'runs' | 'void';

export interface SeriesTable {
  id: number;
  sport_id: number;
  name: string;
  created_at: CreatedAt;
}

export interface EventsTable {
  /** The gameId players see in URLs. */
  id: number;
  sport_id: number;
  series_id: number;
  name: string;
  starts_at: Timestamp;
  is_bet_lock: ColumnType<number, number | undefined, number>;
  has_match_odds: ColumnType<number, number | undefined, number>;
  has_bookmaker: ColumnType<number, number | undefined, number>;
  has_fancy: ColumnType<number, number | undefined, number>;
  status: ColumnType<EventStatus, EventStatus | undefined, EventStatus>;
  ended_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface MarketsTable {
  /** The market id string ('1.1000042'). */
  id: string;
  event_id: number;
  kind: MarketKind;
  name: string;
  status: ColumnType<MarketRowStatus, MarketRowStatus | undefined, MarketRowStatus>;
  /** Fancy only: the session's last No line. */
  line: number | null;
  closed_at: NullableTimestamp;
  /** Set by settlement once every bet of the market is settled. */
  settled_at: NullableTimestamp;
  result: string | null;
  /** Who moves its prices: a feed, or a trader on the desk (never moved by a feed then). */
  owner: ColumnType<MarketOwner, MarketOwner | undefined, MarketOwner>;
  created_at: CreatedAt;
}

export type MarketOwner = 'feed' | 'trader';
export type TraderLineStatus = 'OPEN' | 'SUSPENDED' | 'BALL_RUNNING';

/** The quote of a market a trader owns (JSON), and the version each change carries. */
export interface TraderMarketsTable {
  market_id: string;
  event_id: number;
  kind: 'Fancy' | 'BookMaker';
  status: TraderLineStatus;
  quote: string;
  version: ColumnType<number, number | undefined, number>;
  /** Rupees; null: the sport's limits. */
  min_stake: number | null;
  max_stake: number | null;
  sort_order: ColumnType<number, number | undefined, number>;
  /** Rupees of house loss; null: the event's limit, if any. */
  worst_case_limit: ColumnType<number | null, number | null | undefined, number | null>;
  /** Set when the line suspended itself on its limit, for the desk; cleared when it opens again. */
  alert: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface TraderEventLimitsTable {
  event_id: number;
  worst_case_limit: number | null;
  set_by: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Every quote change, append-only. */
export interface TraderQuoteChangesTable {
  id: ColumnType<number, never, never>;
  market_id: string;
  event_id: number;
  staff_id: number;
  at: CreatedAt;
  version: number;
  before: string | null;
  after: string;
}

export interface RunnersTable {
  market_id: string;
  selection_id: number;
  name: string;
  sort_order: number;
  /** A race's non-runner (Betfair REMOVED it): bets on it are void whatever the result (migration 62). */
  withdrawn: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ResultsTable {
  id: ColumnType<number, never, never>;
  market_id: string;
  event_id: number;
  kind: MarketKind;
  outcome: ResultOutcome;
  winner_selection_id: number | null;
  runs: number | null;
  description: string;
  /** Non-runners of a race: bets on them are void (migration 47). */
  void_selection_ids: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
  decided_at: Timestamp;
  created_at: CreatedAt;
}

export interface FeedSnapshotsTable {
  key: string;
  version: number;
  /** JSON of the entity, or 'null' once it is gone (a tombstone, purged later). */
  body: string;
}

/** The feed's leadership term (a fence for the leader's writes) and the simulator's own clock. */
/** The Betfair stream's resume tokens (one row, id 1). */
export interface FeedBetfairClockTable {
  id: number;
  initial_clk: string | null;
  clk: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The leading feed process's report on its source (one row, id 1; JSON as server/feed/feedStatus.ts). */
export interface FeedStatusTable {
  id: number;
  holder: string;
  status: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FeedLeaderTable {
  id: number;
  term: number;
  holder: string;
  since: Timestamp;
  /** Feed time (epoch ms) of the simulator's last checkpoint. */
  sim_time: number | null;
  /** JSON: the IST days (epoch ms) whose fixtures the simulator has planned. */
  planned_days: string | null;
}

/** One simulated event's whole state as of the last checkpoint (JSON), for a new leader to resume. */
export interface FeedSimEventsTable {
  event_id: number;
  state: string;
  updated_at: Timestamp;
}

export interface SportsTables {
  series: SeriesTable;
  events: EventsTable;
  markets: MarketsTable;
  runners: RunnersTable;
  results: ResultsTable;
  feed_snapshots: FeedSnapshotsTable;
  feed_leader: FeedLeaderTable;
  feed_sim_events: FeedSimEventsTable;
  feed_betfair_clock: FeedBetfairClockTable;
  feed_status: FeedStatusTable;
  trader_markets: TraderMarketsTable;
  trader_quote_changes: TraderQuoteChangesTable;
  trader_event_limits: TraderEventLimitsTable;
}
