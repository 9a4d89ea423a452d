import fc from 'fast-check';
import { betOutcome, fancyRowRate, profitPreview } from './profit';
import type { BetSide, MarketKind } from './types';

const bet = (marketKind: MarketKind, side: BetSide, price: number, stake: number, rate?: number) => ({
  marketKind,
  side,
  price,
  stake,
  rate,
});

describe('profit preview (spec §4)', () => {
  it.each([
    // kind, side, price, stake, rate, profit, liability
    ['Matchodds', 'back', 1.37, 1000, undefined, '370.00', '-1000.00'],
    ['Matchodds', 'lay', 1.37, 1000, undefined, '1000.00', '-370.00'],
    ['Matchodds', 'back', 2.98, 333, undefined, '659.34', '-333.00'],
    ['Toss', 'back', 1.95, 100, undefined, '95.00', '-100.00'],
    ['Toss', 'lay', 1.95, 100, undefined, '100.00', '-95.00'],
    ['BookMaker', 'back', 45, 1000, undefined, '450.00', '-1000.00'],
    ['BookMaker', 'lay', 47, 1000, undefined, '1000.00', '-470.00'],
    ['BookMaker', 'back', 110, 250, undefined, '275.00', '-250.00'],
    ['Fancy', 'back', 150, 1000, 100, '1000.00', '-1000.00'],
    ['Fancy', 'back', 150, 1000, 90, '900.00', '-1000.00'],
    ['Fancy', 'lay', 150, 1000, 110, '1000.00', '-1100.00'],
    ['Fancy', 'lay', 42, 7, 115, '7.00', '-8.05'],
  ] as const)('%s %s at %d, stake %i (rate %s) → profit %s, liability %s', (kind, side, price, stake, rate, profit, liability) => {
    const preview = profitPreview(bet(kind, side, price, stake, rate));
    expect(preview.profitText).toBe(profit);
    expect(preview.liabilityText).toBe(liability);
    expect(preview.profit).toBe(Number(profit));
    expect(preview.liability).toBe(Number(liability));
  });

  it('never prints a negative zero liability', () => {
    expect(profitPreview(bet('Matchodds', 'lay', 1, 100)).liabilityText).toBe('0.00');
  });

  it('is exact to the paisa for whole-rupee stakes and two-decimal odds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 1000 }), fc.integer({ min: 1, max: 1_000_000 }), (cents, stake) => {
        const { winPaise, losePaise } = betOutcome(bet('Matchodds', 'back', cents / 100, stake));
        return winPaise === (cents - 100) * stake && losePaise === stake * 100;
      }),
    );
  });

  it('mirrors back and lay: what one side wins the other side loses', () => {
    const kinds = fc.constantFrom<MarketKind>('Matchodds', 'Toss', 'BookMaker', 'Fancy');
    fc.assert(
      fc.property(
        kinds,
        fc.integer({ min: 101, max: 30000 }),
        fc.integer({ min: 1, max: 100000 }),
        fc.integer({ min: 1, max: 200 }),
        (kind, cents, stake, rate) => {
          const back = betOutcome(bet(kind, 'back', cents / 100, stake, rate));
          const lay = betOutcome(bet(kind, 'lay', cents / 100, stake, rate));
          return back.winPaise === lay.losePaise && back.losePaise === lay.winPaise && back.winPaise >= 0 && back.losePaise >= 0;
        },
      ),
    );
  });
});

describe('the fancy rate after the slash in My Bet (spec §4)', () => {
  it('reads the rate back from a YES row and a NO row', () => {
    expect(fancyRowRate({ type: 'back', amountStake: 1000, profit: 900, liability: -1000 })).toBe(90);
    expect(fancyRowRate({ type: 'lay', amountStake: 1000, profit: 1000, liability: -1100 })).toBe(110);
  });

  it('gives back the rate a saved preview was made with', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<BetSide>('back', 'lay'),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 100, max: 100000 }),
        (side, rate, stake) => {
          const p = profitPreview(bet('Fancy', side, 150, stake, rate));
          const shown = fancyRowRate({ type: side, amountStake: stake, profit: p.profit, liability: p.liability });
          return Math.abs(shown - rate) <= 0.01;
        },
      ),
    );
  });

  it('shows 0 for a row without a stake rather than dividing by zero', () => {
    expect(fancyRowRate({ type: 'back', amountStake: 0, profit: 0, liability: 0 })).toBe(0);
  });
});
