// The match-odds price window an update checks its fill against (issue 16: the operator sets it per
// sport and per event). A save reads it with the lock (the sport's and the game's rows); the update's
// lock function reads neither, so an update of a match-odds bet asks for it in one more statement,
// inside the same transaction, under the wallet lock. The fast path takes it from the rows its saves
// kept, which the bet-rules epoch vouches for like the rest of the kept rules.
import { resolveOddsWindow } from '../../../src/domain/betting/stakeLimits';
import type { OddsWindow } from '../../../src/domain/betting/priceTap';
import type { PipelinedTransaction } from '../../db/pipelinedTransaction';
import { gameSettingsOf } from './betRules';
import type { GameLimits } from './positionCache';

const WINDOW_OF_BET = {
  name: 'bets.oddsWindowOfBet',
  text: `
    SELECT COALESCE(ms.min_odd_price, s.min_odd_price) AS min, COALESCE(ms.max_odd_price, s.max_odd_price) AS max
    FROM bets b
    JOIN sports s ON s.id = b.sport_id
    LEFT JOIN LATERAL (
      SELECT m.min_odd_price, m.max_odd_price FROM user_match_settings m
      WHERE m.game_id = b.event_id::text AND (m.user_id = b.user_id OR m.user_id IS NULL)
      ORDER BY m.user_id IS NULL
      LIMIT 1
    ) ms ON true
    WHERE b.id = $1`,
};

/** The window of a pending bet's game, read in the update's transaction; undefined when not match odds. */
export async function oddsWindowOfBet(tx: PipelinedTransaction, bet: { id: number; market_kind: string }): Promise<OddsWindow | undefined> {
  if (bet.market_kind !== 'Matchodds') return undefined;
  const [row] = await tx.query<{ min: number; max: number }>(WINDOW_OF_BET, [bet.id]);
  return row ? { min: row.min / 100, max: row.max / 100 } : undefined;
}

/** The window from the rows a save kept for this game (undefined: none kept). */
export function keptOddsWindow(limits: GameLimits | undefined, sportId: number, gameId: string): OddsWindow | undefined {
  if (!limits?.sport) return undefined;
  return resolveOddsWindow({ sportId, gameId }, gameSettingsOf(limits));
}
