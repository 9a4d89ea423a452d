// The reads behind the process-wide caches of the bet path (gameLimits.ts, marketRunners.ts). The
// path's own statements, under the wallet lock, are in statements.ts.
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { PlacementSettings } from '../repository';

export type MatchSetting = NonNullable<PlacementSettings['matchSetting']>;
type MatchSettingSport = NonNullable<PlacementSettings['sport']>;

/** A game's stake limits as of one bet_rules_epoch: its sport's row and every user_match_settings row of the game. */
export interface GameRules {
  epoch: string;
  sport: PlacementSettings['sport'];
  settings: readonly MatchSetting[];
}

/** One statement, so one snapshot: the epoch is the one these rows are as of. JSON as the lock function answers them. */
export async function readGameRules(db: Db, sportId: number, gameId: string): Promise<GameRules> {
  const { rows } = await sql<{ epoch: string; sport: MatchSettingSport | null; settings: MatchSetting[] }>`
    SELECT (SELECT e.epoch FROM bet_rules_epoch e WHERE e.id = 1)::text AS epoch,
      (SELECT to_json(s) FROM sports s WHERE s.id = ${sportId}) AS sport,
      (SELECT coalesce(json_agg(m), '[]'::json) FROM user_match_settings m WHERE m.game_id = ${gameId}) AS settings`.execute(db);
  const row = rows[0];
  return { epoch: row.epoch, sport: row.sport ?? undefined, settings: row.settings };
}

/** The persisted runners of a market, by selection id. */
export async function readRunners(db: Db, marketId: string): Promise<number[]> {
  const { rows } = await sql<{
    selection_id: string | number;
  }>`SELECT r.selection_id FROM runners r WHERE r.market_id = ${marketId}`.execute(db);
  return rows.map((row) => Number(row.selection_id));
}
