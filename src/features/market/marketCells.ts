// The price cells of an odds body, flattened to one entry per cell (kind, market, selection, side,
// level): what the market slice keeps as "the last price of each cell". The toss is left out: its
// price is fixed (1.95) and never moves.
import type { BetSide, MarketKind } from '../../domain/betting/types';
import type { MarketStatus, MatchOddsResponse } from '../../domain/contract/sports';

export interface CellQuote {
  price: number;
  size: number;
}

/** One key per price cell; level 0 is the best price of its side. */
export function cellKey(kind: MarketKind, marketId: string, selectionId: number | string, side: BetSide, level = 0): string {
  return `${kind}|${marketId}|${String(selectionId)}|${side}|${level}`;
}

export function cellsOf(odds: MatchOddsResponse): Record<string, CellQuote> {
  const cells: Record<string, CellQuote> = {};
  const market = odds.Odds[0];
  for (const runner of market?.runners ?? []) {
    runner.ex.availableToBack.forEach(
      ({ price, size }, i) => (cells[cellKey('Matchodds', market.marketId, runner.selectionId, 'back', i)] = { price, size }),
    );
    runner.ex.availableToLay.forEach(
      ({ price, size }, i) => (cells[cellKey('Matchodds', market.marketId, runner.selectionId, 'lay', i)] = { price, size }),
    );
  }
  for (const row of odds.Bookmaker.flat()) {
    cells[cellKey('BookMaker', row.mid, row.sid, 'back')] = { price: row.b1, size: row.bs1 };
    cells[cellKey('BookMaker', row.mid, row.sid, 'lay')] = { price: row.l1, size: row.ls1 };
  }
  for (const session of odds.Fancy) {
    // A fancy cell's "size" is its rate (100 = evens): a new rate on the same line is a new price.
    cells[cellKey('Fancy', session.mid, session.SelectionId, 'back')] = { price: session.BackPrice1, size: session.BackSize1 };
    cells[cellKey('Fancy', session.mid, session.SelectionId, 'lay')] = { price: session.LayPrice1, size: session.LaySize1 };
  }
  return cells;
}

/** The match-odds status, or null for a body without match odds. */
export function statusOf(odds: MatchOddsResponse): MarketStatus | null {
  return odds.Odds[0]?.status ?? null;
}
