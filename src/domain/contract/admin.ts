// The operator's admin API (/api/admin/*): not in the spec, used by `npm run operator`. Money in rupees.

import type { ProtectionState } from './protection';
import type { StaffSelf } from './staff';
import type { MarketKind } from '../betting/types';

/** POST /admin/login: a staff member (src/domain/contract/staff.ts). */
export interface AdminLoginRequest {
  username: string;
  password: string;
  /** The authenticator's code, for an account with two-factor on. */
  totp?: string;
}
export interface AdminLoginResponse {
  isSuccess: true;
  user: StaffSelf;
}

/** POST /admin/users: a player created by the operator (selfUser 0, must change the password). */
export interface CreateUserRequest {
  username: string;
  password: string;
  /** Rupees credited at once (≥ 0). */
  credit: number;
  /** Rupees. */
  exposureLimit: number;
}

/** GET /admin/users/{id}, GET /admin/users?username=, and the answer of every admin write. */
export interface AdminUser {
  id: number;
  username: string;
  role: 'player' | 'demo';
  selfUser: 0 | 1;
  /** Rupees: the wallet balance, always equal to ledgerSum. */
  balance: number;
  /** Rupees at risk in open bets (positive). */
  exposure: number;
  /** Rupees held by pending withdrawals. */
  reserved: number;
  /** balance − exposure − reserved. */
  available: number;
  ledgerSum: number;
  exposureLimit: number;
  lockBetting: 0 | 1;
  /** 1: the player's log-in is refused (they read only "Your account is locked. Please contact support."). */
  lockLogin: 0 | 1;
  passwordstatus: 0 | 1;
  /** GET /admin/users/{id} and ?username=: the limits and exclusion the player set. */
  protection?: ProtectionState;
  /** GET one player: why the log-in is locked, from the audit row that locked it (staff only); times IST. */
  loginLock?: { locked: boolean; reason: string | null; at: string | null; by: string | null };
  /** GET one player: the last log-ins, newest first (IST time, address, the device cookie's id). */
  lastLogins?: Array<{ at: string; ip: string; device: string }>;
  /** GET /admin/users/{id} and ?username=: the language the player reads the app in; null: not chosen yet. */
  language?: 'en' | 'hi' | 'bn' | null;
}

/** POST /admin/users/{id}/credit: positive credits, negative debits (never below ₹0 available). */
export interface CreditRequest {
  amount: number;
  remark?: string;
}

/** PATCH /admin/users/{id}: a password reset makes the player change it at the next log-in. */
export interface UpdateUserRequest {
  lockBetting?: 0 | 1;
  exposureLimit?: number;
  password?: string;
  /** Why: kept in the audit log (1 to 500 characters). */
  reason?: string;
}

// The settlement page's lists: GET /api/admin/settlement/markets (server/modules/operator/settlementQueue.ts).

/**
 * Whether players can bet on a market now: open (a hand settle is refused until it is suspended),
 * suspended by the operator, suspended by the feed or its event's controls, or closed by the feed.
 */
export type MarketBettingState = 'open' | 'handSuspended' | 'suspended' | 'closed';

export interface AwaitingMarket {
  marketId: string;
  eventId: number;
  eventName: string;
  marketName: string;
  kind: MarketKind;
  /** IST; null when the event is no longer in the feed's tables. */
  startsAt: string | null;
  /** The feed's market status (OPEN, SUSPENDED, CLOSED), null when it has no row. */
  marketStatus: string | null;
  bettingState: MarketBettingState;
  rolledBack: boolean;
  openBets: number;
  players: number;
  runners: Array<{ selectionId: number; name: string }>;
}

export interface SettledMarket {
  marketId: string;
  eventName: string;
  marketName: string;
  kind: MarketKind;
  result: string;
  source: 'feed' | 'operator';
  settledAt: string;
  users: number;
}

/**
 * GET /admin/browser: sport → event → markets. The server builds it with times in ms and money in
 * paise, the reply carries IST text and rupees: the tree is the same, its leaves are the caller's.
 */
export interface BrowserMarketState {
  marketId: string;
  name: string;
  /** What players see: the feed's state, SUSPENDED when suspended by hand, CLOSED once settled or ended. */
  status: 'OPEN' | 'SUSPENDED' | 'CLOSED';
  handSuspended: boolean;
  owner: 'feed' | 'trader';
  players: number;
}
export interface BrowserEventOf<Market, Time> {
  eventId: number;
  name: string;
  startsAt: Time;
  status: string;
  markets: Market[];
}
export interface BrowserSportOf<Event> {
  sportId: number;
  name: string;
  events: Event[];
}
