import fc from 'fast-check';
import { fromIstShiftedIso, isBetId, istShiftedIso, newBetId } from './betId';

describe('bet id', () => {
  it('is 30 alphanumeric characters', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 30, maxLength: 30 }), (values) => {
        let i = 0;
        const id = newBetId(() => values[i++]);
        return /^[A-Za-z0-9]{30}$/.test(id) && isBetId(id);
      }),
    );
  });

  it('follows the random source', () => {
    expect(newBetId(() => 0)).toBe('A'.repeat(30));
    expect(newBetId(() => 0.9999999)).toBe('9'.repeat(30));
    expect(newBetId(() => 1)).toBe('9'.repeat(30));
    let n = 0;
    expect(newBetId(() => (n++ % 62) / 62)).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZabcd');
  });

  it('differs between calls of a real random source', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newBetId(Math.random)));
    expect(ids.size).toBe(100);
  });

  it.each([['A'.repeat(29)], ['A'.repeat(31)], ['A'.repeat(29) + '-'], [42], [null]])('rejects %p', (value) => {
    expect(isBetId(value)).toBe(false);
  });
});

describe('IST-shifted timestamps (spec §3)', () => {
  it('writes the Indian clock time with a Z', () => {
    expect(istShiftedIso(Date.parse('2026-11-21T10:00:00.000Z'))).toBe('2026-11-21T15:30:00.000Z');
  });

  it('reads back the instant', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => fromIstShiftedIso(istShiftedIso(ms)) === ms));
  });
});
