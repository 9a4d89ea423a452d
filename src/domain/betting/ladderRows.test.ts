import { ladderRows } from './ladderRows';

describe('ladderRows', () => {
  it('one row per price, highest first, backs below the lays, traded volume beside its price', () => {
    const rows = ladderRows(
      [
        { price: 1.9, size: 100 },
        { price: 1.89, size: 50 },
      ],
      [
        { price: 1.92, size: 70 },
        { price: 1.93, size: 20 },
      ],
      [
        { price: 1.5, size: 999 },
        { price: 1.91, size: 40 },
        { price: 1.92, size: 10 },
      ],
    );
    expect(rows).toEqual([
      { price: 1.93, back: null, lay: 20, traded: null },
      { price: 1.92, back: null, lay: 70, traded: 10 },
      { price: 1.91, back: null, lay: null, traded: 40 },
      { price: 1.9, back: 100, lay: null, traded: null },
      { price: 1.89, back: 50, lay: null, traded: null },
    ]);
  });

  it('an empty book gives no rows; empty levels (price 0) are skipped', () => {
    expect(ladderRows([], [], [])).toEqual([]);
    expect(ladderRows([{ price: 0, size: 0 }], [{ price: 2, size: 5 }], [])).toEqual([{ price: 2, back: null, lay: 5, traded: null }]);
  });
});
