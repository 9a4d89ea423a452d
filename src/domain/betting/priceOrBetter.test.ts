// Price or better for every market kind and side: better is taken at the better price, worse is
// refused unless the player accepts any odds, and a fancy line change is never "better".
import fc from 'fast-check';
import { isPriceOrBetter, priceMove, takePrice } from './priceOrBetter';

const q = (price: number, rate: number | null = null) => ({ price, rate });

describe('takePrice (price or better)', () => {
  test.each([
    // kind, side, asked, best now, taken
    ['Matchodds', 'back', q(1.85), q(1.85), q(1.85)],
    ['Matchodds', 'back', q(1.85), q(1.9), q(1.9)],
    ['Matchodds', 'back', q(1.85), q(1.84), undefined],
    ['Matchodds', 'lay', q(1.9), q(1.9), q(1.9)],
    ['Matchodds', 'lay', q(1.9), q(1.86), q(1.86)],
    ['Matchodds', 'lay', q(1.9), q(1.91), undefined],
    ['Toss', 'back', q(1.95), q(1.95), q(1.95)],
    ['BookMaker', 'back', q(45), q(47), q(47)],
    ['BookMaker', 'back', q(45), q(44), undefined],
    ['BookMaker', 'lay', q(48), q(46), q(46)],
    ['BookMaker', 'lay', q(48), q(49), undefined],
    ['Fancy', 'back', q(80, 100), q(80, 100), q(80, 100)],
    ['Fancy', 'back', q(80, 90), q(80, 100), q(80, 100)],
    ['Fancy', 'back', q(80, 100), q(80, 90), undefined],
    ['Fancy', 'back', q(80, 100), q(79, 100), undefined],
    ['Fancy', 'lay', q(80, 110), q(80, 100), q(80, 100)],
    ['Fancy', 'lay', q(80, 100), q(80, 110), undefined],
    ['Fancy', 'lay', q(80, 100), q(81, 100), undefined],
  ] as const)('%s %s asked %j, now %j → %j', (kind, side, asked, now, taken) => {
    expect(takePrice(kind, side, asked, now)).toEqual(taken);
  });

  test('accept any odds takes the current price whichever way it moved, a fancy only on its line', () => {
    expect(takePrice('Matchodds', 'back', q(1.85), q(1.7), true)).toEqual(q(1.7));
    expect(takePrice('Matchodds', 'lay', q(1.9), q(2.1), true)).toEqual(q(2.1));
    expect(takePrice('BookMaker', 'back', q(45), q(40), true)).toEqual(q(40));
    expect(takePrice('Fancy', 'back', q(80, 100), q(80, 90), true)).toEqual(q(80, 90));
    expect(takePrice('Fancy', 'back', q(80, 100), q(81, 100), true)).toBeUndefined();
    expect(takePrice('Matchodds', 'back', q(1.85), undefined, true)).toBeUndefined();
    expect(takePrice('Matchodds', 'back', q(1.85), q(0), true)).toBeUndefined();
  });

  test('priceMove names the move the slip and My Bet report', () => {
    expect(priceMove('Matchodds', 'back', q(1.85), q(1.9))).toBe('better');
    expect(priceMove('Matchodds', 'lay', q(1.85), q(1.9))).toBe('worse');
    expect(priceMove('Fancy', 'lay', q(80, 110), q(80, 100))).toBe('better');
    expect(priceMove('BookMaker', 'back', q(45), q(45))).toBe('same');
  });

  test('property: for back and lay, the price taken is never worse than asked and is the price on offer', () => {
    const price = fc.integer({ min: 101, max: 1000 }).map((h) => h / 100);
    fc.assert(
      fc.property(
        fc.constantFrom('Matchodds', 'BookMaker', 'Toss' as const),
        fc.constantFrom('back', 'lay' as const),
        price,
        price,
        (kind, side, asked, now) => {
          const taken = takePrice(kind, side, q(asked), q(now));
          const better = side === 'back' ? now >= asked : now <= asked;
          expect(taken === undefined).toBe(!better);
          if (taken) expect(taken.price).toBe(now);
          expect(isPriceOrBetter(kind, side, q(asked), q(asked))).toBe(true);
        },
      ),
    );
  });
});
