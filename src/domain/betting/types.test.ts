import fc from 'fast-check';
import { ODDS_TYPE } from '../constants';
import { MARKET_KINDS, ODDS_TYPE_OF, isMarketKind, isRunnerMarket, marketKindOfOddsType, sameSelection } from './types';

describe('market kinds and OddsType codes (spec §9)', () => {
  it.each([
    ['Matchodds', 1],
    ['BookMaker', 2],
    ['Fancy', 3],
    ['Toss', 4],
  ] as const)('%s is OddsType %i', (kind, code) => {
    expect(ODDS_TYPE_OF[kind]).toBe(code);
    expect(marketKindOfOddsType(code)).toBe(kind);
  });

  it('agrees with the ODDS_TYPE constants', () => {
    expect(ODDS_TYPE_OF.BookMaker).toBe(ODDS_TYPE.bookmaker);
    expect(ODDS_TYPE_OF.Fancy).toBe(ODDS_TYPE.fancy);
  });

  it('knows no other codes', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((n) => n < 1 || n > 4),
        (code) => marketKindOfOddsType(code) === undefined,
      ),
    );
  });

  it('recognises only the four spellings', () => {
    expect(MARKET_KINDS.every(isMarketKind)).toBe(true);
    expect(isMarketKind('matchodds')).toBe(false);
    expect(isMarketKind('Bookmaker')).toBe(false);
    expect(isMarketKind(1)).toBe(false);
  });

  it('treats fancy as the only non-runner market', () => {
    expect(MARKET_KINDS.filter((k) => !isRunnerMarket(k))).toEqual(['Fancy']);
  });

  it('compares numeric and text selection ids by their text', () => {
    expect(sameSelection(47972, '47972')).toBe(true);
    expect(sameSelection(47972, '47973')).toBe(false);
  });
});
