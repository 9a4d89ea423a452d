// The sport's row and a game's row of stake limits, delays and price window (migration
// 20261125_29) as GetStackLimit serves them; the bet path resolves its rules from the same shapes
// (src/domain/betting/stakeLimits.ts), so the slip and the server read one set of numbers.
import type { Selectable } from 'kysely';
import type { SportStakeLimit, StakeLimits, UserMatchSetting } from '../../../src/domain/contract/sports';
import type { Database } from '../../db/schema';

type SportRow = Selectable<Database['sports']>;
type MatchSettingRow = Selectable<Database['user_match_settings']>;

const STAKE_LIMIT_COLUMNS = [
  'min_odd_limit',
  'max_odd_limit',
  'min_bookmaker_limit',
  'max_bookmaker_limit',
  'min_fancy_limit',
  'max_fancy_limit',
] as const satisfies ReadonlyArray<keyof SportRow & keyof MatchSettingRow>;
export type StakeLimitColumns = Pick<SportRow, (typeof STAKE_LIMIT_COLUMNS)[number]>;

/** A game's row has its own stake limits only when all six are set (else the sport's apply). */
const hasOwnStakeLimits = (row: MatchSettingRow): row is MatchSettingRow & StakeLimitColumns =>
  STAKE_LIMIT_COLUMNS.every((column) => row[column] !== null);

/** The six stake limits a sport's or a game's row carries (rupees). */
export function stakeLimitsOf(row: StakeLimitColumns): StakeLimits {
  return {
    minOddLimit: row.min_odd_limit,
    maxOddLimit: row.max_odd_limit,
    minBookmakerLimit: row.min_bookmaker_limit,
    maxBookmakerLimit: row.max_bookmaker_limit,
    minFancyLimit: row.min_fancy_limit,
    maxFancyLimit: row.max_fancy_limit,
  };
}

/** Hundredths (as stored) to a price. */
const priceOf = (hundredths: number) => hundredths / 100;

export function sportLimitOf(row: SportRow): SportStakeLimit {
  return {
    id: row.id,
    betDelayTime: row.bet_delay_time,
    bookmakerDelayTime: row.bookmaker_delay_time,
    fancyDelayTime: row.fancy_delay_time,
    ...stakeLimitsOf(row),
    // Rows read before migration 20261125_29 (none after it) have no window: spec §9's applies.
    ...(typeof row.min_odd_price === 'number' ? { minOddPrice: priceOf(row.min_odd_price), maxOddPrice: priceOf(row.max_odd_price) } : {}),
  };
}

/**
 * The game's row as GetStackLimit serves it: its own stake limits or, when it has none (only delays
 * or a price window overridden), the sport's; and each override it has.
 */
export function matchSettingOf(row: MatchSettingRow, sport: SportStakeLimit | undefined): UserMatchSetting | null {
  const ownLimits = hasOwnStakeLimits(row) ? stakeLimitsOf(row) : null;
  const limits =
    ownLimits ??
    (sport && {
      minOddLimit: sport.minOddLimit,
      maxOddLimit: sport.maxOddLimit,
      minBookmakerLimit: sport.minBookmakerLimit,
      maxBookmakerLimit: sport.maxBookmakerLimit,
      minFancyLimit: sport.minFancyLimit,
      maxFancyLimit: sport.maxFancyLimit,
    });
  if (!limits) return null;
  return {
    gameId: row.game_id,
    ...limits,
    ...(row.bet_delay_time != null ? { betDelayTime: row.bet_delay_time } : {}),
    ...(row.bookmaker_delay_time != null ? { bookmakerDelayTime: row.bookmaker_delay_time } : {}),
    ...(row.fancy_delay_time != null ? { fancyDelayTime: row.fancy_delay_time } : {}),
    ...(row.min_odd_price != null && row.max_odd_price != null
      ? { minOddPrice: priceOf(row.min_odd_price), maxOddPrice: priceOf(row.max_odd_price) }
      : {}),
  };
}
