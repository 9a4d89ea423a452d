// How bets read in lists and on the slip: market names, the side in the market's own words (Back/Lay,
// Yes/No on a fancy session) and the odds column (a fancy row shows its rate after a slash, spec §4).
import { fancyRowRate } from '../../domain/betting/profit';
import type { BetSide, MarketKind } from '../../domain/betting/types';
import type { BetRow } from '../../domain/contract/bets';

export const MARKET_LABEL: Record<MarketKind, string> = {
  Matchodds: 'Match Odds',
  BookMaker: 'Bookmaker',
  Fancy: 'Fancy',
  Toss: 'Toss',
};

export function sideLabel(kind: MarketKind, side: BetSide): string {
  if (kind === 'Fancy') return side === 'back' ? 'Yes' : 'No';
  return side === 'back' ? 'Back' : 'Lay';
}

/** '1.85' for runner markets, '52/100' for a fancy session (line / rate). */
export function rowOddsText(row: BetRow): string {
  return row.market === 'Fancy' ? `${row.oddsRequest}/${fancyRowRate(row)}` : String(row.oddsRequest);
}

/** Sport of a My Market row (spec §3: eid 1 Soccer, 2 Tennis, 4 Cricket). */
export const EVENT_TYPE: Record<string, string> = { '1': 'Soccer', '2': 'Tennis', '4': 'Cricket' };
