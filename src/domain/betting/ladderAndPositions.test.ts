import fc from 'fast-check';
import { fancyBet } from './exposureArbitraries';
import { fancyExposurePaise, fancyLadderRuns, fancyRunPositions } from './fancyLadder';
import { runnerPositions } from './runnerPositions';
import type { OpenBet } from './types';

const fancy = (side: 'back' | 'lay', line: number, rate: number, stake: number): OpenBet => ({
  marketKind: 'Fancy',
  marketId: 'm',
  selectionId: 'f1',
  side,
  price: line,
  rate,
  stake,
});

describe('fancy Run Position ladder', () => {
  it('runs from the lowest line − 5 to the highest line + 5 with the P&L at each run', () => {
    const positions = fancyRunPositions([fancy('back', 150, 100, 1000), fancy('lay', 155, 100, 3000)]);
    expect(positions.map((p) => p.run)).toEqual(Array.from({ length: 16 }, (_, i) => 145 + i));
    const at = (run: number) => positions.find((p) => p.run === run)?.amount;
    expect(at(145)).toBe(2000);
    expect(at(149)).toBe(2000);
    expect(at(150)).toBe(4000);
    expect(at(154)).toBe(4000);
    expect(at(155)).toBe(-2000);
    expect(at(160)).toBe(-2000);
  });

  it('does not go below 0 runs', () => {
    expect(fancyLadderRuns([fancy('back', 2, 100, 10)])).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('is empty with no bets', () => {
    expect(fancyRunPositions([])).toEqual([]);
    expect(fancyExposurePaise([])).toBe(0);
  });

  it('shows amounts in rupees to the paisa', () => {
    expect(fancyRunPositions([fancy('lay', 10, 115, 7)]).find((p) => p.run === 10)?.amount).toBe(-8.05);
  });

  it('has its worst row equal to minus the exposure', () => {
    fc.assert(
      fc.property(fc.array(fancyBet(), { minLength: 1, maxLength: 6 }), (bets) => {
        const worst = Math.min(...fancyRunPositions(bets).map((p) => p.amount));
        return Math.round(Math.max(0, -worst) * 100) === fancyExposurePaise(bets);
      }),
    );
  });
});

describe('runner positions on the match page', () => {
  it('shows what each runner winning would mean', () => {
    const bets: OpenBet[] = [
      { marketKind: 'Matchodds', marketId: 'm', selectionId: 11, side: 'back', price: 1.8, stake: 1000 },
      { marketKind: 'Matchodds', marketId: 'm', selectionId: 22, side: 'lay', price: 2.5, stake: 200 },
    ];
    expect(runnerPositions(bets, [11, 22, 33])).toEqual([
      { selectionId: 11, amount: 800 + 200 },
      { selectionId: 22, amount: -1000 - 300 },
      { selectionId: 33, amount: -1000 + 200 },
    ]);
  });

  it('is zero for every runner with no bets', () => {
    expect(runnerPositions([], ['a', 'b'])).toEqual([
      { selectionId: 'a', amount: 0 },
      { selectionId: 'b', amount: 0 },
    ]);
  });
});
