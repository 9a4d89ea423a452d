// fast-check generators of open bets for the property tests of exposure and cashout (test-only).
import fc from 'fast-check';
import type { MarketKind, OpenBet } from './types';

export const RUNNERS = [11, 22, 33] as const;

const stake = fc.integer({ min: 1, max: 100_000 });
const side = fc.constantFrom<'back' | 'lay'>('back', 'lay');

/** Price in the kind's own units: decimal odds for match odds/toss, the 100-base rate for bookmaker. */
function priceFor(kind: MarketKind): fc.Arbitrary<number> {
  if (kind === 'BookMaker') return fc.integer({ min: 1, max: 300 });
  return fc.integer({ min: 101, max: 1000 }).map((cents) => cents / 100);
}

export function runnerBet(kind: Exclude<MarketKind, 'Fancy'>, runners: readonly number[], marketId = 'm1'): fc.Arbitrary<OpenBet> {
  return fc.record({
    marketKind: fc.constant(kind),
    marketId: fc.constant(marketId),
    selectionId: fc.constantFrom(...runners),
    side,
    price: priceFor(kind),
    stake,
  });
}

export function fancyBet(session = 'f1', marketId = 'm1'): fc.Arbitrary<OpenBet> {
  return fc.record({
    marketKind: fc.constant<MarketKind>('Fancy'),
    marketId: fc.constant(marketId),
    selectionId: fc.constant(session),
    side,
    // A line of 0 would be a sure YES (runs cannot be negative); the feed's lines start at 1.
    // Half lines (150.5) are generated too: they must behave like the next whole line.
    price: fc.integer({ min: 2, max: 600 }).map((halves) => halves / 2),
    rate: fc.integer({ min: 50, max: 150 }),
    stake,
  });
}

export const runnerKind = fc.constantFrom<Exclude<MarketKind, 'Fancy'>>('Matchodds', 'BookMaker', 'Toss');
