// How bets read in lists and on the slip: market names, the side in the market's own words (Back/Lay,
// Yes/No on a fancy session) and the odds column (a fancy row shows its rate after a slash, spec §4).
import { fancyRowRate } from '../../domain/betting/profit';
import type { BetSide, MarketKind } from '../../domain/betting/types';
import type { BetRow } from '../../domain/contract/bets';
import { tk } from '../../i18n/keys';

export const MARKET_LABEL: Record<MarketKind, string> = {
  Matchodds: tk('Match Odds'),
  BookMaker: tk('Bookmaker'),
  Fancy: tk('Fancy'),
  Toss: tk('Toss'),
};

export function sideLabel(kind: MarketKind, side: BetSide): string {
  if (kind === 'Fancy') return side === 'back' ? tk('Yes') : tk('No');
  return side === 'back' ? tk('Back') : tk('Lay');
}

/** '1.85' for runner markets, '52/100' for a fancy session (line / rate). */
export function rowOddsText(row: BetRow): string {
  return row.market === 'Fancy' ? `${row.oddsRequest}/${fancyRowRate(row)}` : String(row.oddsRequest);
}

/** Sport of a My Market row (spec §3: eid 1 Soccer, 2 Tennis, 4 Cricket). */
export const EVENT_TYPE: Record<string, string> = { '1': tk('Soccer'), '2': tk('Tennis'), '4': tk('Cricket') };

/** The toast after a bet matched at another price than the slip asked. */
export function matchedAtMessage(matched: number, asked: number, move: 'better' | 'worse'): string {
  return move === 'better' ? `Matched at ${matched}, better than your ${asked}` : `Matched at ${matched} (you asked ${asked})`;
}

/** My Bet: '▲ asked 1.85' beside a bet matched at another price (better, under price or better). */
export function askedNote(row: BetRow): string | null {
  return row.oddsAsked === undefined || row.market === 'Fancy' ? null : `asked ${row.oddsAsked}`;
}
