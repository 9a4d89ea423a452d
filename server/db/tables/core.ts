// Users, sessions, wallets, the ledger and the settings every other area reads.
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type Role = 'player' | 'demo' | 'operator';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** lower(username): names are unique whatever their case. */
  username_key: string;
  password_hash: string;
  role: Role;
  self_user: Generated<number>;
  /** Paise. */
  exposure_limit: Generated<number>;
  lock_betting: Generated<number>;
  password_status: Generated<number>;
  /** 1: log-in refused (migration 20261125_23). */
  lock_login: Generated<number>;
  phone: string | null;
  /** normal_phone(phone), computed by PostgreSQL (migration 44): one number, one account. */
  phone_key: ColumnType<string | null, never, never>;
  /** Shared its number with an older account before migration 44: kept, reported, out of the unique index. */
  phone_shared_before: ColumnType<boolean, never, never>;
  created_by: number | null;
  created_at: CreatedAt;
  /** Demo players only: when their last session ended (migration 25); null while none has. */
  last_seen_at: ColumnType<Date | null, never, never>;
  /** 'en' | 'hi' | 'bn': the language the player reads the app in; null until chosen (migration 63). */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  /** sha256 of the cookie's random id: a database leak does not leak live sessions. */
  id_hash: string;
  user_id: number;
  ip: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
}

export interface WalletsTable {
  user_id: number;
  /** Paise; always equal to the sum of the user's ledger. */
  balance: Generated<number>;
  /** Paise held by pending withdrawals. */
  reserved: Generated<number>;
  /** Paise at risk in open bets (a positive number). */
  exposure: Generated<number>;
  updated_at: Timestamp;
}

export type LedgerKind = 'opening' | 'credit' | 'debit' | 'deposit' | 'withdraw' | 'settlement';

export interface LedgerTable {
  id: Generated<number>;
  user_id: number;
  /** Signed paise. */
  amount: number;
  balance_after: number;
  kind: LedgerKind;
  remark: string;
  /** What caused it ('market:12', 'wallet-request:5'); unique per user and kind, so retries book once. */
  ref: string | null;
  created_at: CreatedAt;
}

export interface MasterDataTable {
  id: number;
  bet_start_time: number;
  site_message: string;
}

export interface SportsTable {
  id: number;
  name: string;
  bet_delay_time: number;
  bookmaker_delay_time: number;
  fancy_delay_time: number;
  min_odd_limit: number;
  max_odd_limit: number;
  min_bookmaker_limit: number;
  max_bookmaker_limit: number;
  min_fancy_limit: number;
  max_fancy_limit: number;
  /** The match-odds price window in hundredths (101 = 1.01; migration 20261125_29). */
  min_odd_price: ColumnType<number, number | undefined, number>;
  max_odd_price: ColumnType<number, number | undefined, number>;
}

type Override = ColumnType<number | null, number | null | undefined, number | null>;

export interface UserMatchSettingsTable {
  id: Generated<number>;
  /** null: the setting applies to every user of that game (the event's own settings). */
  user_id: number | null;
  game_id: string;
  /** All six or none (migration 20261125_29): null, the sport's apply. */
  min_odd_limit: Override;
  max_odd_limit: Override;
  min_bookmaker_limit: Override;
  max_bookmaker_limit: Override;
  min_fancy_limit: Override;
  max_fancy_limit: Override;
  /** Each null when the sport's applies. */
  bet_delay_time: Override;
  bookmaker_delay_time: Override;
  fancy_delay_time: Override;
  /** Hundredths, both or neither. */
  min_odd_price: Override;
  max_odd_price: Override;
}

export type StakeButtonKind = 'match' | 'wallet';

export interface DefaultStakeButtonsTable {
  kind: StakeButtonKind;
  slot: number;
  label: string;
  value: number;
}

export interface StakeButtonsTable {
  user_id: number;
  kind: StakeButtonKind;
  slot: number;
  label: string;
  value: number;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  locked_until: Date | null;
  last_failure_at: Timestamp;
}

/** Hits per (limit, client address) in the current fixed window (migration 27). */
export interface AddressLimitsTable {
  bucket: string;
  address: string;
  window_start: Date;
  hits: number;
}

export interface CoreTables {
  users: UsersTable;
  sessions: SessionsTable;
  wallets: WalletsTable;
  ledger: LedgerTable;
  master_data: MasterDataTable;
  sports: SportsTable;
  user_match_settings: UserMatchSettingsTable;
  default_stake_buttons: DefaultStakeButtonsTable;
  stake_buttons: StakeButtonsTable;
  login_throttle: LoginThrottleTable;
  address_limits: AddressLimitsTable;
}
