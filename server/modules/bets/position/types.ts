// The types of the bet write path: what the lock reads, what a write stores, what a guarded write
// checks. No code: every file of the path (and the rules in ../betRules.ts, ../updateRules.ts) uses them.
import type { WalletRow } from '../../../money/ledger';
import type { BetRecord, NewBet, OpenBetRow, PlacementSettings } from '../repository';

export interface LockedWallet {
  wallet: WalletRow;
  settings: PlacementSettings;
  /** bet_rules_epoch, read in the same statement as the lock, before the settings (cache.ts). */
  epoch: string;
}

/** The user's open bets and the persisted runners of their runner markets (and of one more market). */
export interface Position {
  open: OpenBetRow[];
  runners: Map<string, number[]>;
}

export interface SavePosition extends Position {
  /** Who booked this BetId already, if anyone. */
  betOwner: number | null;
  /** The market was settled (by the feed or the operator), or is being settled: it takes no more bets. */
  marketSettled: boolean;
}

/** What updateUnmatchBet reads of the pending bet. */
export type PendingBetRecord = Pick<
  BetRecord,
  | 'id'
  | 'user_id'
  | 'status'
  | 'match_after'
  | 'event_id'
  | 'market_kind'
  | 'market_id'
  | 'selection_id'
  | 'side'
  | 'odds_requested'
  | 'rate'
  | 'stake'
>;

export interface UpdatePosition extends Position {
  bet: PendingBetRecord;
  marketSettled: boolean;
}

/** The columns a booked bet writes, in the order of the book statement's parameters. */
export const BET_COLUMNS = [
  'bet_id',
  'user_id',
  'sport_id',
  'series_id',
  'series_name',
  'event_id',
  'event_name',
  'market_id',
  'market_name',
  'market_kind',
  'odds_type',
  'selection_id',
  'selection_name',
  'side',
  'odds_requested',
  'odds_matched',
  'rate',
  'stake',
  'profit',
  'liability',
  'status',
  'ip',
  'place_time',
  'match_after',
] as const;
export type BookedBet = Required<Pick<NewBet, (typeof BET_COLUMNS)[number]>>;

/** What matching writes onto a pending bet (amounts in paise). */
export interface MatchFill {
  oddsMatched: number;
  rate: number | null;
  profit: number;
  liability: number;
  matchedTime: Date;
}

/** The wallet row's xmin a write left (the version a kept position describes). */
export interface Written {
  version: string;
}

/** What a decision from a kept position assumed, checked under the lock by the guarded form of a write. */
export interface Freshness {
  /** The wallet's xmin the kept position describes. */
  version: string;
  /** bet_rules_epoch when the kept rules were read. */
  epoch: string;
  /** The bet's market: it must not be settled. */
  marketId: string;
  /**
   * Runner markets the exposure used with no persisted runner: they must still have none. Every
   * other list used is as kept while the epoch is (migration 66).
   */
  emptyRunnerMarkets: string[];
}
