// Stake limits and bet delays (spec §5 'Bet stake', §9): which limits apply to a market, the
// total-matched rule of thin match-odds markets, and the message a stake gets. The slip shows the
// message at Submit; saveBet refuses with the same words.
import { SPORT, TOTAL_MATCHED_THRESHOLD, TOTAL_MATCHED_THRESHOLD_CRICKET } from '../constants';
import type { SportStakeLimit, UserMatchSetting } from '../contract/sports';
import { MSG } from '../messages';
import { DEFAULT_ODDS_WINDOW, type OddsWindow } from './priceTap';
import type { MarketKind } from './types';

export interface StakeLimits {
  /** Whole rupees. */
  min: number;
  max: number;
}

type LimitFields = Pick<
  UserMatchSetting,
  'minOddLimit' | 'maxOddLimit' | 'minBookmakerLimit' | 'maxBookmakerLimit' | 'minFancyLimit' | 'maxFancyLimit'
>;

/** Match odds and toss share the "odd" limits and the bet delay. */
function limitsOfKind(fields: LimitFields, kind: MarketKind): StakeLimits {
  switch (kind) {
    case 'Matchodds':
    case 'Toss':
      return { min: fields.minOddLimit, max: fields.maxOddLimit };
    case 'BookMaker':
      return { min: fields.minBookmakerLimit, max: fields.maxBookmakerLimit };
    case 'Fancy':
      return { min: fields.minFancyLimit, max: fields.maxFancyLimit };
  }
}

/**
 * The game's own settings (GetStackLimit's userMatchSettings row for this gameId) override the
 * sport's defaults. Null when neither exists: with no limits the market is not bettable.
 */
export function resolveStakeLimits(
  kind: MarketKind,
  where: { sportId: number; gameId: string },
  settings: { sports: readonly SportStakeLimit[]; userMatchSettings: readonly UserMatchSetting[] },
): StakeLimits | null {
  const game = settings.userMatchSettings.find((row) => String(row.gameId) === String(where.gameId));
  if (game) return limitsOfKind(game, kind);
  const sport = settings.sports.find((row) => row.id === where.sportId);
  return sport ? limitsOfKind(sport, kind) : null;
}

/**
 * A trader's line may narrow the stake range further: both ranges apply, so the message names the
 * range that is left. Ranges that do not meet leave the line's own (the trader's limit is the newer word).
 */
export function withLineStakes(limits: StakeLimits | null, line: StakeLimits | undefined): StakeLimits | null {
  if (!limits || !line) return limits;
  const min = Math.max(limits.min, line.min);
  const max = Math.min(limits.max, line.max);
  return min <= max ? { min, max } : { min: line.min, max: line.max };
}

/** Seconds between saving a bet and matching it: betDelayTime, bookmakerDelayTime or fancyDelayTime. */
export function betDelaySeconds(
  kind: MarketKind,
  sport: Pick<SportStakeLimit, 'betDelayTime' | 'bookmakerDelayTime' | 'fancyDelayTime'>,
): number {
  if (kind === 'BookMaker') return sport.bookmakerDelayTime;
  if (kind === 'Fancy') return sport.fancyDelayTime;
  return sport.betDelayTime;
}

type GameSettings = { sports: readonly SportStakeLimit[]; userMatchSettings: readonly UserMatchSetting[] };

const gameRow = (where: { gameId: string }, settings: GameSettings) =>
  settings.userMatchSettings.find((row) => String(row.gameId) === String(where.gameId));

/**
 * The market's delay in seconds: the game's own delay when the operator set one, else the sport's.
 * Null when the sport is unknown (the market is not bettable).
 */
export function resolveDelaySeconds(kind: MarketKind, where: { sportId: number; gameId: string }, settings: GameSettings): number | null {
  const sport = settings.sports.find((row) => row.id === where.sportId);
  if (!sport) return null;
  const game = gameRow(where, settings);
  const own = game && (kind === 'BookMaker' ? game.bookmakerDelayTime : kind === 'Fancy' ? game.fancyDelayTime : game.betDelayTime);
  return typeof own === 'number' ? own : betDelaySeconds(kind, sport);
}

/** The match-odds price window: the game's own, else the sport's, else spec §9's 1.01 to 3. */
export function resolveOddsWindow(where: { sportId: number; gameId: string }, settings: GameSettings): OddsWindow {
  const game = gameRow(where, settings);
  if (typeof game?.minOddPrice === 'number' && typeof game.maxOddPrice === 'number')
    return { min: game.minOddPrice, max: game.maxOddPrice };
  const sport = settings.sports.find((row) => row.id === where.sportId);
  if (typeof sport?.minOddPrice === 'number' && typeof sport.maxOddPrice === 'number')
    return { min: sport.minOddPrice, max: sport.maxOddPrice };
  return DEFAULT_ODDS_WINDOW;
}

/** The min and max a thin match-odds market shows (spec §9): nothing can be staked there. */
export const THIN_MARKET_LIMITS: StakeLimits = { min: 100, max: 1 };

/** Match odds with less than 5000 matched (100000 for cricket) are too thin to bet on (spec §5). */
export function isThinMarket(kind: MarketKind, sportId: number, totalMatched: number | undefined): boolean {
  if (kind !== 'Matchodds') return false;
  const threshold = sportId === SPORT.cricket ? TOTAL_MATCHED_THRESHOLD_CRICKET : TOTAL_MATCHED_THRESHOLD;
  // An unknown total counts as thin: refusing is the safe side when the feed says nothing.
  return !(typeof totalMatched === 'number' && totalMatched >= threshold);
}

export interface StakeContext {
  kind: MarketKind;
  sportId: number;
  /** Odds[0].totalMatched; only match odds use it. */
  totalMatched?: number;
}

/** The limits the slip shows: the configured ones, or THIN_MARKET_LIMITS for a thin market. */
export function displayedStakeLimits(limits: StakeLimits, context: StakeContext): StakeLimits {
  return isThinMarket(context.kind, context.sportId, context.totalMatched) ? THIN_MARKET_LIMITS : limits;
}

/**
 * Digits only, a whole number of rupees (spec §5); anything else is not a stake. A cash-out hedge
 * is the one stake with paise: `withPaise` reads up to two decimals for it.
 */
export function parseStake(input: string | number, withPaise = false): number | undefined {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0 || input > 999_999_999_999) return undefined;
    if (Number.isSafeInteger(input)) return input;
    return withPaise && Math.abs(Math.round(input * 100) - input * 100) < 1e-6 ? input : undefined;
  }
  // Twelve digits is far beyond any limit and keeps the number exact.
  const pattern = withPaise ? /^\d{1,12}(\.\d{1,2})?$/ : /^\d{1,12}$/;
  return pattern.test(input) ? Number(input) : undefined;
}

/** A stake of whole rupees (spec §5), or with paise (a cash-out hedge): isn't it a whole number? */
export const hasPaise = (stake: number): boolean => !Number.isInteger(stake);

/** null when the stake is acceptable, otherwise the exact message the player sees. */
export function validateStake(input: string | number, limits: StakeLimits | null, context: StakeContext, withPaise = false): string | null {
  if (!limits) return MSG.notAbleToBet;
  const stake = parseStake(input, withPaise);
  if (isThinMarket(context.kind, context.sportId, context.totalMatched)) {
    return stake === undefined || stake < THIN_MARKET_LIMITS.min ? MSG.minMaxRangeNotValid : MSG.checkMaximumBetLimit;
  }
  if (stake === undefined || stake < limits.min || stake > limits.max) return MSG.stakeBetween(limits.min, limits.max);
  return null;
}
