import fc from 'fast-check';
import type { SportStakeLimit, UserMatchSetting } from '../contract/sports';
import { MSG } from '../messages';
import {
  betDelaySeconds,
  displayedStakeLimits,
  isThinMarket,
  parseStake,
  resolveStakeLimits,
  THIN_MARKET_LIMITS,
  validateStake,
  withLineStakes,
} from './stakeLimits';
import type { MarketKind } from './types';

const cricket: SportStakeLimit = {
  id: 4,
  betDelayTime: 5,
  bookmakerDelayTime: 1,
  fancyDelayTime: 2,
  minOddLimit: 100,
  maxOddLimit: 200000,
  minBookmakerLimit: 150,
  maxBookmakerLimit: 150000,
  minFancyLimit: 200,
  maxFancyLimit: 100000,
};
const tennis: SportStakeLimit = { ...cricket, id: 2, betDelayTime: 4, minOddLimit: 50 };
const game: UserMatchSetting = {
  gameId: '1000042',
  minOddLimit: 500,
  maxOddLimit: 5000,
  minBookmakerLimit: 600,
  maxBookmakerLimit: 6000,
  minFancyLimit: 700,
  maxFancyLimit: 7000,
};
const settings = { sports: [cricket, tennis], userMatchSettings: [game] };

describe('resolving stake limits (spec §5)', () => {
  // Game 999 has no settings of its own: the sport's defaults. Game 1000042 has: they override the sport's.
  it.each<[string, MarketKind, number, number]>([
    ['999', 'Matchodds', 100, 200000],
    ['999', 'Toss', 100, 200000],
    ['999', 'BookMaker', 150, 150000],
    ['999', 'Fancy', 200, 100000],
    ['1000042', 'Matchodds', 500, 5000],
    ['1000042', 'Toss', 500, 5000],
    ['1000042', 'BookMaker', 600, 6000],
    ['1000042', 'Fancy', 700, 7000],
  ])('game %s, %s: from %i to %i', (gameId, kind, min, max) => {
    expect(resolveStakeLimits(kind, { sportId: 4, gameId }, settings)).toEqual({ min, max });
  });

  it('picks the sport by id, and gives nothing for a sport without settings', () => {
    expect(resolveStakeLimits('Matchodds', { sportId: 2, gameId: '1' }, settings)).toEqual({ min: 50, max: 200000 });
    expect(resolveStakeLimits('Matchodds', { sportId: 1, gameId: '1' }, settings)).toBeNull();
  });
});

describe('bet delay per market (spec §4)', () => {
  it.each<[MarketKind, number]>([
    ['Matchodds', 5],
    ['Toss', 5],
    ['BookMaker', 1],
    ['Fancy', 2],
  ])('%s waits %i s', (kind, seconds) => {
    expect(betDelaySeconds(kind, cricket)).toBe(seconds);
  });
});

describe('the total-matched rule', () => {
  it.each([
    [4, 99999, true],
    [4, 100000, false],
    [1, 4999, true],
    [1, 5000, false],
    [2, 5000, false],
  ])('sport %i with %i matched is thin: %s', (sportId, totalMatched, thin) => {
    expect(isThinMarket('Matchodds', sportId, totalMatched)).toBe(thin);
  });

  it('applies to match odds only, and counts an unknown total as thin', () => {
    expect(isThinMarket('BookMaker', 4, 0)).toBe(false);
    expect(isThinMarket('Toss', 4, 0)).toBe(false);
    expect(isThinMarket('Matchodds', 4, undefined)).toBe(true);
  });

  it('shows a max of 1 and a min of 100 on a thin market', () => {
    const limits = { min: 100, max: 200000 };
    expect(displayedStakeLimits(limits, { kind: 'Matchodds', sportId: 4, totalMatched: 10 })).toEqual(THIN_MARKET_LIMITS);
    expect(displayedStakeLimits(limits, { kind: 'Matchodds', sportId: 4, totalMatched: 1e6 })).toEqual(limits);
  });
});

describe('validating a stake (spec §5)', () => {
  const limits = { min: 100, max: 200000 };
  const liquid = { kind: 'Matchodds' as const, sportId: 4, totalMatched: 1_000_000 };

  it.each<[string | number, string | null]>([
    ['100', null],
    ['200000', null],
    [5000, null],
    ['99', MSG.stakeBetween(100, 200000)],
    ['200001', MSG.stakeBetween(100, 200000)],
    ['1', 'Enter Stake between 100 to 200000'],
    ['', MSG.stakeBetween(100, 200000)],
    ['12.5', MSG.stakeBetween(100, 200000)],
    ['-500', MSG.stakeBetween(100, 200000)],
    ['1e3', MSG.stakeBetween(100, 200000)],
    [' 500', MSG.stakeBetween(100, 200000)],
    [150.5, MSG.stakeBetween(100, 200000)],
    ['9999999999999999', MSG.stakeBetween(100, 200000)],
  ])('stake %p → %p', (stake, message) => {
    expect(validateStake(stake, limits, liquid)).toBe(message);
  });

  it.each<[string, string]>([
    ['99', MSG.minMaxRangeNotValid],
    ['abc', MSG.minMaxRangeNotValid],
    ['100', MSG.checkMaximumBetLimit],
    ['5000', MSG.checkMaximumBetLimit],
  ])('on a thin market stake %p → %p', (stake, message) => {
    expect(validateStake(stake, limits, { kind: 'Matchodds', sportId: 4, totalMatched: 99999 })).toBe(message);
  });

  it('refuses every stake when the market has no limits', () => {
    expect(validateStake('500', null, liquid)).toBe(MSG.notAbleToBet);
  });

  it('accepts exactly the whole stakes within the limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 100000 }),
        fc.integer({ min: 0, max: 200000 }),
        (min, span, stake) => {
          const range = { min, max: min + span };
          const ok = validateStake(String(stake), range, { kind: 'Fancy', sportId: 4 }) === null;
          return ok === (stake >= range.min && stake <= range.max);
        },
      ),
    );
  });

  it('reads only plain digits as a stake', () => {
    expect(parseStake('007')).toBe(7);
    expect(parseStake('+7')).toBeUndefined();
    expect(parseStake(Number.NaN)).toBeUndefined();
    expect(parseStake(-1)).toBeUndefined();
    expect(parseStake('10.5')).toBeUndefined();
    expect(parseStake(10.5)).toBeUndefined();
  });

  it('reads paise only for a cash-out hedge, and never more than two decimals', () => {
    expect(parseStake('513.74', true)).toBe(513.74);
    expect(parseStake(513.74, true)).toBe(513.74);
    expect(parseStake('513.745', true)).toBeUndefined();
    expect(parseStake(513.745, true)).toBeUndefined();
    expect(validateStake('99.99', { min: 100, max: 10000 }, { kind: 'Matchodds', sportId: 4, totalMatched: 1e6 }, true)).toBe(
      MSG.stakeBetween(100, 10000),
    );
    expect(validateStake('100.01', { min: 100, max: 10000 }, { kind: 'Matchodds', sportId: 4, totalMatched: 1e6 }, true)).toBeNull();
  });
});

describe('withLineStakes', () => {
  test('a trader line narrows the range; both apply', () => {
    expect(withLineStakes({ min: 100, max: 100_000 }, { min: 500, max: 2_000 })).toEqual({ min: 500, max: 2_000 });
    expect(withLineStakes({ min: 100, max: 1_000 }, { min: 50, max: 5_000 })).toEqual({ min: 100, max: 1_000 });
  });
  test('no line limits, or no game limits: unchanged', () => {
    expect(withLineStakes({ min: 100, max: 1_000 }, undefined)).toEqual({ min: 100, max: 1_000 });
    expect(withLineStakes(null, { min: 100, max: 1_000 })).toBeNull();
  });
  test('ranges that do not meet leave the line\u2019s own', () => {
    expect(withLineStakes({ min: 100, max: 1_000 }, { min: 2_000, max: 5_000 })).toEqual({ min: 2_000, max: 5_000 });
  });
});
