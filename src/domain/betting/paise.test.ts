import fc from 'fast-check';
import { applyBasisPoints, paiseToFixed2, roundRupees, toHundredths } from './paise';

describe('paise helpers', () => {
  it.each([
    [1.37, 137],
    [1.01, 101],
    [2.3, 230],
    [0.29, 29],
    [45.5, 4550],
  ])('%d is %i hundredths', (value, hundredths) => {
    expect(toHundredths(value)).toBe(hundredths);
  });

  it.each([
    [100000, 3700, 37000], // ₹1000 at 1.37 pays ₹370
    [100, 11000, 110], // ₹1 at rate 110 costs ₹1.10
    [700, 3333, 233], // 233.31 rounds down
    [150, 5000, 75],
    [1, 5000, 1], // half a paisa rounds up
  ])('%i paise × %i bp = %i paise', (paise, bp, expected) => {
    expect(applyBasisPoints(paise, bp)).toBe(expected);
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123456, '1234.56'],
    [-100000, '-1000.00'],
    [-7, '-0.07'],
  ])('%i paise prints as %s', (paise, text) => {
    expect(paiseToFixed2(paise)).toBe(text);
  });

  it('prints what Number reads back as the same amount', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => Math.round(Number(paiseToFixed2(paise)) * 100) === paise));
  });

  it('rounds rupees to two decimals', () => {
    expect(roundRupees(0.1 + 0.2)).toBe(0.3);
    expect(roundRupees(1.005 * 1000)).toBe(1005);
  });
});
