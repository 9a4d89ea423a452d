// Tables of the bets area (migration 20261121_03_bets).
import type { ColumnType, Generated } from 'kysely';
import type { MarketKind } from './sports';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * pending: saved, waiting for its delay (exposure counts it). matched: live. lapsed: never matched
 * in time (the sweeper, an update after the window, settlement). deleted: withdrawn by the player or
 * refused at update. settled / void: by settlement.
 */
export type BetStatus = 'pending' | 'matched' | 'lapsed' | 'deleted' | 'settled' | 'void';
export type BetSideColumn = 'back' | 'lay';

export interface BetsTable {
  id: Generated<number>;
  /** A pending bet waiting for its own price (migration 42): the sweeper leaves it, the matcher watches it. */
  resting: Generated<boolean>;
  /** The client's BetId: 30 alphanumeric characters, unique. */
  bet_id: string;
  user_id: number;
  sport_id: number;
  series_id: number;
  series_name: Generated<string>;
  /** The gameId. */
  event_id: number;
  event_name: string;
  market_id: string;
  /** 'Match Odds', 'Bookmaker', the fancy session's name, 'To Win The Toss'. */
  market_name: string;
  market_kind: MarketKind;
  /** 1 match odds, 2 bookmaker, 3 fancy, 4 toss. */
  odds_type: number;
  selection_id: number;
  selection_name: string;
  side: BetSideColumn;
  /** Decimal odds (match odds, toss), 100-based rate (bookmaker), run line (fancy). */
  odds_requested: number;
  odds_matched: number | null;
  /** Fancy only: the size under the line (100 = evens). */
  rate: number | null;
  /** Paise, > 0. */
  stake: number;
  /** Paise the bet wins, ≥ 0. */
  profit: number;
  /** Paise the bet loses, ≤ 0 (spec §3 writes Liability negative). */
  liability: number;
  status: BetStatus;
  ip: Generated<string>;
  place_time: Timestamp;
  /** place_time + the market's delay. */
  match_after: Timestamp;
  matched_time: NullableTimestamp;
  settle_time: NullableTimestamp;
  /** Paise won (+) or lost (−) at settlement. */
  result_amount: Generated<number>;
  created_at: CreatedAt;
}

export interface BetTables {
  bets: BetsTable;
}
