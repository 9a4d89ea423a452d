// The match-odds price window an update checks its fill against (the operator sets it per
// sport and per event). A save reads it with the lock (the sport's and the game's rows); the update's
// lock function reads neither, so an update of a match-odds bet asks for it in one more statement,
// inside the same transaction, under the wallet lock. The fast path takes it from the rows its saves
// kept, which the bet-rules epoch vouches for like the rest of the kept rules.
import { resolveOddsWindow } from '../../../src/domain/betting/stakeLimits';
import type { OddsWindow } from '../../../src/domain/betting/priceTap';
import type { PipelinedTransaction } from '../../db/pipelinedTransaction';
import { gameSettingsOf } from './betRules';
import type { GameLimits } from './position/cache';
import { ODDS_WINDOW_OF_BET } from './position/statements';

/** The window of a pending bet's game, read in the update's transaction; undefined when not match odds. */
export async function oddsWindowOfBet(tx: PipelinedTransaction, bet: { id: number; market_kind: string }): Promise<OddsWindow | undefined> {
  if (bet.market_kind !== 'Matchodds') return undefined;
  const [row] = await tx.query<{ min: number; max: number }>(ODDS_WINDOW_OF_BET, [bet.id]);
  return row ? { min: row.min / 100, max: row.max / 100 } : undefined;
}

/** The window from the rows a save kept for this game (undefined: none kept). */
export function keptOddsWindow(limits: GameLimits | undefined, sportId: number, gameId: string): OddsWindow | undefined {
  if (!limits?.sport) return undefined;
  return resolveOddsWindow({ sportId, gameId }, gameSettingsOf(limits));
}
