// Whether a price may be tapped (spec §5 'Price tap'). The slip refuses the tap with the message;
// saveBet re-checks the same rules against the live snapshot.
import { BOOKMAKER_MIN_PRICE, MATCH_ODDS_MAX_PRICE, MATCH_ODDS_MIN_PRICE, TOSS_PRICE } from '../constants';
import { MSG } from '../messages';
import { toHundredths } from './paise';
import type { MarketKind } from './types';

/** Betting opens BetStartTime minutes before the event (spec §4). */
export function bettingOpensAt(eventDate: string | number, betStartMinutes: number): number {
  const start = typeof eventDate === 'number' ? eventDate : Date.parse(eventDate);
  return start - betStartMinutes * 60_000;
}

export interface PriceTap {
  /** The user's LockBetting (1 blocks all betting). */
  lockBetting: boolean | 0 | 1;
  /** The match's IsBetLock. */
  matchLocked: boolean | 0 | 1;
  /** Epoch ms (see bettingOpensAt). */
  bettingOpensAt: number;
  now: number;
  /**
   * The status of the market the price belongs to: Odds[0].status for match odds, the bookmaker
   * row's `s`, the toss market's status. A fancy session has none of its own: pass 'OPEN' (its
   * GameStatus goes in gameStatus). OPEN and ACTIVE allow betting.
   */
  marketStatus: string;
  kind: MarketKind;
  /** The tapped price: odds, 100-base bookmaker rate, or fancy line. */
  price: number;
  /** Fancy GameStatus: '' when open. */
  gameStatus?: string;
  /** The match-odds price window of the game (resolveOddsWindow); spec §9's 1.01 to 3 when absent. */
  oddsWindow?: OddsWindow;
}

/** The prices a match-odds bet may be placed at, both ends included. */
export interface OddsWindow {
  min: number;
  max: number;
}

export const DEFAULT_ODDS_WINDOW: OddsWindow = { min: MATCH_ODDS_MIN_PRICE, max: MATCH_ODDS_MAX_PRICE };

const OPEN_STATUSES = new Set(['OPEN', 'ACTIVE']);
const BALL_RUNNING = /ball[\s_]*running/i;

/** A price inside the window the kind allows. Compared in hundredths so 3.00 is not 3.0000001. */
export function priceInWindow(kind: MarketKind, price: number, oddsWindow: OddsWindow = DEFAULT_ODDS_WINDOW): boolean {
  if (!Number.isFinite(price) || price <= 0) return false;
  const cents = toHundredths(price);
  switch (kind) {
    case 'Matchodds':
      return cents >= toHundredths(oddsWindow.min) && cents <= toHundredths(oddsWindow.max);
    case 'BookMaker':
      return cents >= toHundredths(BOOKMAKER_MIN_PRICE);
    case 'Toss':
      return cents === toHundredths(TOSS_PRICE);
    case 'Fancy':
      return true;
  }
}

/** null when the tap is allowed, otherwise the message the player sees. */
export function canTapPrice(tap: PriceTap): string | null {
  if (tap.lockBetting === true || tap.lockBetting === 1) return MSG.notAbleToBet;
  if (tap.matchLocked === true || tap.matchLocked === 1) return MSG.notAbleToBet;
  if (!(tap.now >= tap.bettingOpensAt)) return MSG.notAbleToBet;
  const gameStatus = (tap.gameStatus ?? '').trim();
  // The ball-running overlay has its own message (spec §5); any other overlay is a plain refusal.
  if (BALL_RUNNING.test(gameStatus) || BALL_RUNNING.test(tap.marketStatus)) return MSG.ballRunning;
  if (!OPEN_STATUSES.has(tap.marketStatus.trim().toUpperCase())) return MSG.notAbleToBet;
  if (tap.kind === 'Fancy' && gameStatus !== '') return MSG.notAbleToBet;
  if (!priceInWindow(tap.kind, tap.price, tap.oddsWindow)) return MSG.notAbleToBet;
  return null;
}
