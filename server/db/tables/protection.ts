// What players set to protect themselves, and the feed's price history (migration 20261125_30).
import type { ColumnType, Generated } from 'kysely';

export type LimitKind = 'deposit' | 'loss';
export type LimitPeriod = 'day' | 'week' | 'month';
export type ExclusionKind = 'timeout' | 'self-exclusion';

export interface PlayerLimitsTable {
  user_id: number;
  kind: LimitKind;
  period: LimitPeriod;
  /** Paise in force; null: none. */
  amount: number | null;
  /** A raise (or, null with pending_from, a removal) that takes effect at pending_from. */
  pending_amount: number | null;
  pending_from: Date | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PlayerExclusionsTable {
  id: Generated<number>;
  user_id: number;
  kind: ExclusionKind;
  /** The length chosen: '1d', '7d', '30d', '6m', '1y', '2y', '5y'. */
  length: string;
  starts_at: Date;
  ends_at: Date;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface PlayerRealityChecksTable {
  user_id: number;
  minutes: number;
}

export interface PriceHistoryTable {
  market_id: string;
  selection_id: number;
  at: Date;
  back: number | null;
  lay: number | null;
}

/** One player log-in: the signed device cookie's id and the address (migration 44). */
export interface DeviceLoginsTable {
  id: Generated<number>;
  user_id: number;
  device_id: string;
  ip: string;
  at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ProtectionTables {
  device_logins: DeviceLoginsTable;
  player_limits: PlayerLimitsTable;
  player_exclusions: PlayerExclusionsTable;
  player_reality_checks: PlayerRealityChecksTable;
  price_history: PriceHistoryTable;
}
