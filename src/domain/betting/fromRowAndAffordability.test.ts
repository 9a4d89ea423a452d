import type { BetRow } from '../contract/bets';
import { MSG } from '../messages';
import { checkAffordable } from './affordability';
import { totalExposure } from './exposure';
import { openBetFromRow, openBetsFromRows } from './fromRow';
import { profitPreview } from './profit';

const row = (over: Partial<BetRow>): BetRow => ({
  id: 1,
  marketId: '3.77',
  market: 'Fancy',
  type: 'lay',
  selection: '6 over runs MUM',
  selectionId: 77,
  oddsRequest: 150,
  amountStake: 1000,
  profit: 1000,
  liability: -1100,
  eventId: '1000042',
  isSettlement: 2,
  isDelete: 0,
  ...over,
});

describe('bet rows back into open bets', () => {
  it('recovers the fancy rate from the amounts', () => {
    expect(openBetFromRow(row({}))).toEqual({
      marketKind: 'Fancy',
      marketId: '3.77',
      selectionId: 77,
      side: 'lay',
      price: 150,
      rate: 110,
      stake: 1000,
    });
  });

  it('gives a match-odds row no rate and keeps its odds', () => {
    const bet = openBetFromRow(
      row({ market: 'Matchodds', marketId: '1.42', type: 'back', oddsRequest: 1.37, profit: 370, liability: -1000 }),
    );
    expect(bet).toEqual({ marketKind: 'Matchodds', marketId: '1.42', selectionId: 77, side: 'back', price: 1.37, stake: 1000 });
    expect(profitPreview(bet).profit).toBe(370);
  });

  it('keeps only bets that still carry risk', () => {
    const rows = [row({ id: 1 }), row({ id: 2, isSettlement: 1 }), row({ id: 3, isSettlement: 0 }), row({ id: 4, isDelete: 1 })];
    expect(openBetsFromRows(rows)).toHaveLength(1);
  });

  it('gives the required fancy exposure from rows as the API sends them', () => {
    const rows = [
      row({ type: 'lay', oddsRequest: 150, profit: 1000, liability: -1100 }),
      row({ id: 2, type: 'back', oddsRequest: 150, profit: 900, liability: -1000 }),
    ];
    expect(totalExposure(openBetsFromRows(rows))).toBe(200);
  });
});

describe('affordability (spec §4)', () => {
  const limit = 200_000_00;
  it.each([
    [100_00, 100_00, limit, null],
    [100_00, 100_01, limit, MSG.insufficientBalance],
    [1_000_000_00, 200_000_00, limit, null],
    [1_000_000_00, 200_000_01, limit, MSG.exposureLimitExceed],
    [0, 1, 0, MSG.insufficientBalance],
    [50_00, 1, 0, MSG.exposureLimitExceed],
  ])('balance %i, exposure %i, limit %i → %p', (balancePaise, exposurePaise, exposureLimitPaise, message) => {
    expect(checkAffordable({ balancePaise, exposurePaise, exposureLimitPaise })).toBe(message);
  });
});
