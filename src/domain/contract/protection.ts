// Player protection: limits a player sets, time-outs, self-exclusion, the reality check,
// and the match-odds price history. Shared by the server and the SPA; money in rupees, times as
// epoch milliseconds plus a label in India time for messages.

import { SIGN_UP_CLOSED } from '../phone';

export const PROTECTION_PATHS = {
  state: '/protection',
  limits: '/protection/limits',
  exclusion: '/protection/exclusion',
  realityCheck: '/protection/reality-check',
  session: '/protection/session',
  priceHistory: (marketId: string) => `/priceHistory/${encodeURIComponent(marketId)}`,
} as const;

export type LimitKind = 'deposit' | 'loss';
export type LimitPeriod = 'day' | 'week' | 'month';
export const LIMIT_KINDS: readonly LimitKind[] = ['deposit', 'loss'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];
/** Rolling windows: a day is the last 24 hours, a week 7 days, a month 30 days. */
export const PERIOD_MS: Record<LimitPeriod, number> = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 };
export const PERIOD_NAME: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };
/** Whole rupees, ₹100 to ₹1,00,00,000. */
export const LIMIT_MIN_RUPEES = 100;
export const LIMIT_MAX_RUPEES = 10_000_000;
/** A raise or a removal waits this long; a lowering takes effect at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60_000;

export type ExclusionKind = 'timeout' | 'self-exclusion';
export const TIMEOUT_LENGTHS = ['1d', '7d', '30d'] as const;
export const SELF_EXCLUSION_LENGTHS = ['6m', '1y', '2y', '5y'] as const;
export type ExclusionLength = (typeof TIMEOUT_LENGTHS)[number] | (typeof SELF_EXCLUSION_LENGTHS)[number];
export const EXCLUSION_LABEL: Record<ExclusionLength, string> = {
  '1d': '1 day',
  '7d': '7 days',
  '30d': '30 days',
  '6m': '6 months',
  '1y': '1 year',
  '2y': '2 years',
  '5y': '5 years',
};

export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;

export interface LimitView {
  period: LimitPeriod;
  /** Rupees in force; null: no limit. */
  amount: number | null;
  /** A raise or removal waiting its 24 hours (amount null: a removal). */
  pending: { amount: number | null; from: number; fromLabel: string } | null;
  /** Rupees counted against it now (deposits asked and not rejected; or net settled loss + open worst case). */
  used: number;
  /** Rupees left before the limit (never below 0); null without a limit. */
  left: number | null;
}

export interface ExclusionView {
  kind: ExclusionKind;
  length: ExclusionLength;
  until: number;
  untilLabel: string;
}

export interface ProtectionState {
  deposit: LimitView[];
  loss: LimitView[];
  exclusion: ExclusionView | null;
  realityCheckMinutes: number;
}

/** PUT /protection/limits: amount in whole rupees, null to remove. */
export interface SetLimitRequest {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
}

export interface SetLimitResponse {
  isSuccess: true;
  message: string;
  state: ProtectionState;
}

/** POST /protection/exclusion. */
export interface TakeExclusionRequest {
  kind: ExclusionKind;
  length: ExclusionLength;
}

export interface TakeExclusionResponse {
  isSuccess: true;
  message: string;
  exclusion: ExclusionView;
}

/** GET /protection/session: the reality check's figures for the caller's session. */
export interface SessionFigures {
  signedInAt: number;
  /** Whole minutes signed in. */
  minutes: number;
  /** Rupees won (+) or lost (−) on markets settled since log-in. */
  profitLoss: number;
  realityCheckMinutes: number;
}

/** GET /priceHistory/{marketId}: the last 30 minutes of each match-odds runner's best prices. */
export interface PriceHistoryResponse {
  marketId: string;
  /** Seconds between samples. */
  stepSeconds: number;
  runners: Array<{ selectionId: number; t: number[]; back: Array<number | null>; lay: Array<number | null> }>;
}

export const PRICE_HISTORY_WINDOW_MS = 30 * 60_000;

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 'DD/MM/YYYY HH:mm IST': India has one zone and no daylight saving (UTC+5:30). */
export function istLabel(ms: number): string {
  const d = new Date(ms + 330 * 60_000);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} IST`;
}

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
export const inr = (value: number): string => `₹${rupees.format(value)}`;

export const PROTECTION_MSG = {
  limitRange: `A limit must be whole rupees from ${inr(LIMIT_MIN_RUPEES)} to ${inr(LIMIT_MAX_RUPEES)}.`,
  unknownPeriod: 'The period must be day, week or month.',
  unknownKind: 'The limit must be a deposit or a loss limit.',
  unknownLength: 'That length is not offered: a time-out lasts 1, 7 or 30 days; a self-exclusion 6 months, 1, 2 or 5 years.',
  realityCheckMinutes: 'The reality check is off, 15, 30 or 60 minutes.',
  excludedChange: (untilLabel: string) => `Your limits cannot be changed during your time-out or self-exclusion (until ${untilLabel}).`,
  alreadyExcluded: (untilLabel: string) => `You already have a time-out or self-exclusion until ${untilLabel}.`,
  lowered: (kind: LimitKind, period: LimitPeriod, amount: number) => `Your ${PERIOD_NAME[period]} ${kind} limit is now ${inr(amount)}.`,
  pending: (kind: LimitKind, period: LimitPeriod, amount: number | null, fromLabel: string) =>
    amount === null
      ? `Your ${PERIOD_NAME[period]} ${kind} limit will be removed on ${fromLabel} (pending until then).`
      : `Your ${PERIOD_NAME[period]} ${kind} limit will be ${inr(amount)} from ${fromLabel} (pending until then).`,
  unchanged: 'Nothing changed.',
  depositOver: (period: LimitPeriod, limit: number, left: number) =>
    `Deposit limit: this deposit would pass your ${PERIOD_NAME[period]} deposit limit of ${inr(limit)}. You can deposit ${inr(left)} more now.`,
  lossOver: (period: LimitPeriod, limit: number, left: number) =>
    `Loss limit: this bet's worst case would pass your ${PERIOD_NAME[period]} loss limit of ${inr(limit)}. ${inr(left)} of it is left.`,
  excludedDeposit: (untilLabel: string) => `Deposits are refused during your time-out or self-exclusion (until ${untilLabel}).`,
  excludedWithdraw: (untilLabel: string) => `Withdrawals are refused during your time-out or self-exclusion (until ${untilLabel}).`,
  excludedSignUp: (kind: ExclusionKind, untilLabel: string) =>
    kind === 'timeout'
      ? `You are on a time-out until ${untilLabel}. ${SIGN_UP_CLOSED}`
      : `You have self-excluded until ${untilLabel}. ${SIGN_UP_CLOSED}`,
  excludedLogin: (kind: ExclusionKind, untilLabel: string) =>
    kind === 'timeout'
      ? `You are on a time-out until ${untilLabel}. You can log in again after that.`
      : `You have self-excluded until ${untilLabel}. You can log in again after that.`,
  taken: (kind: ExclusionKind, untilLabel: string) =>
    kind === 'timeout'
      ? `Your time-out has started. It ends on ${untilLabel}.`
      : `Your self-exclusion has started. It ends on ${untilLabel}.`,
  realityCheckSet: (minutes: number) => (minutes === 0 ? 'Reality check is off.' : `Reality check every ${minutes} minutes.`),
  noMarket: 'No price history for that market.',
} as const;
