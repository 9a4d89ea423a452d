// The vocabulary of a bet, shared by the slip in the browser and the server that re-checks it.
import { ODDS_TYPE } from '../constants';

export type BetSide = 'back' | 'lay';

/** The Market field of a saved bet (spec §3), spelled as the spec spells it. */
export type MarketKind = 'Matchodds' | 'BookMaker' | 'Fancy' | 'Toss';
export const MARKET_KINDS: readonly MarketKind[] = ['Matchodds', 'BookMaker', 'Fancy', 'Toss'];

export type OddsTypeCode = (typeof ODDS_TYPE)[keyof typeof ODDS_TYPE];

/** OddsType of a saved bet (spec §3 and §9: 1 match odds, 2 bookmaker, 3 fancy, 4 toss). */
export const ODDS_TYPE_OF: Record<MarketKind, OddsTypeCode> = {
  Matchodds: ODDS_TYPE.matchOdds,
  BookMaker: ODDS_TYPE.bookmaker,
  Fancy: ODDS_TYPE.fancy,
  Toss: ODDS_TYPE.toss,
};

/** The market kind an OddsType code names, or undefined for a code the spec does not define. */
export function marketKindOfOddsType(code: number): MarketKind | undefined {
  return MARKET_KINDS.find((kind) => ODDS_TYPE_OF[kind] === code);
}

export function isMarketKind(value: unknown): value is MarketKind {
  return typeof value === 'string' && (MARKET_KINDS as readonly string[]).includes(value);
}

/** Match odds, bookmaker and toss settle on which runner wins; fancy settles on a run count. */
export function isRunnerMarket(kind: MarketKind): boolean {
  return kind !== 'Fancy';
}

/** The feed gives Betfair runners numeric ids and other rows string ids; they are compared as text. */
export type SelectionId = string | number;

export function sameSelection(a: SelectionId, b: SelectionId): boolean {
  return String(a) === String(b);
}

/** A bet that is placed and not yet settled: all the maths needs to know about it. */
export interface OpenBet {
  marketKind: MarketKind;
  marketId: string;
  /** The runner (match odds, bookmaker, toss) or the fancy session. */
  selectionId: SelectionId;
  /** back = YES on a fancy session, lay = NO. */
  side: BetSide;
  /** Decimal odds (match odds, toss); the 100-base rate (bookmaker); the run line (fancy). */
  price: number;
  /** Fancy only: the size shown under the line (100 = evens, 110, 90…). Ignored for other kinds. */
  rate?: number;
  /** Rupees, a whole number as the slip takes it (spec §5). */
  stake: number;
  /**
   * Not matched yet: it may still be deleted, refused or lapsed, so in exposure it counts only in the
   * outcomes where it loses. Otherwise a pending hedge would free money for more bets and, once
   * dropped, leave the player's exposure above the balance.
   */
  pending?: boolean;
}
