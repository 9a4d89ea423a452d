// Tables of the operator area: the audit log, hand suspensions, event controls, rollbacks
// (migrations 20261125_20 to _23).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json = ColumnType<unknown, string | null, never>;

export interface OperatorActionsTable {
  id: Generated<number>;
  operator_id: number;
  ip: string;
  action: string;
  target: string;
  /** JSON; inserted as text (JSON.stringify), never updated. */
  before: Json;
  after: Json;
  reason: string | null;
  created_at: CreatedAt;
  /** The roles the staff member acted with, comma-separated (migration 20261128_48); null before. */
  staff_role: ColumnType<string | null, string | null | undefined, never>;
}

export interface MarketSuspensionsTable {
  market_id: string;
  reason: string;
  suspended_by: number;
  suspended_at: CreatedAt;
}

export interface EventControlsTable {
  event_id: number;
  /** null: the feed's value stands. */
  is_bet_lock: number | null;
  has_match_odds: number | null;
  has_bookmaker: number | null;
  has_fancy: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SettlementRollbacksTable {
  id: Generated<number>;
  market_id: string;
  generation: number;
  outcome: string;
  result: string;
  reason: string;
  users: number;
  operator_id: number;
  rolled_back_at: CreatedAt;
}

/** The admin summary's daily roll-up (migration 20261125_33); money in paise. */
export interface SummaryDaysTable {
  /** ist_day(): days since 1970-01-01 IST. */
  day: number;
  turnover: ColumnType<string, string | number | undefined, string | number>;
  ggr: ColumnType<string, string | number | undefined, string | number>;
  active: ColumnType<number, number | undefined, number>;
}

export interface SummaryActiveTable {
  day: number;
  user_id: number;
}

/** Players active on `day` whose previous active day was `prev_day` (-1: none). */
export interface SummaryGapsTable {
  day: number;
  prev_day: number;
  n: number;
}

/** Support's notes on a player, staff only (migration 20261128_64). */
export interface PlayerNotesTable {
  id: Generated<string>;
  user_id: number;
  body: string;
  author_id: number;
  created_at: CreatedAt;
}

/** A player's KYC status; no row is 'not_started' (migration 20261128_65). */
export interface PlayerKycTable {
  user_id: number;
  status: string;
  reason: string | null;
  updated_by: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OperatorTables {
  operator_actions: OperatorActionsTable;
  market_suspensions: MarketSuspensionsTable;
  event_controls: EventControlsTable;
  settlement_rollbacks: SettlementRollbacksTable;
  summary_days: SummaryDaysTable;
  summary_active: SummaryActiveTable;
  summary_gaps: SummaryGapsTable;
  player_notes: PlayerNotesTable;
  player_kyc: PlayerKycTable;
}
