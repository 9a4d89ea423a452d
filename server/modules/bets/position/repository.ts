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

/** A market's persisted runners (selection ids) as of one bet_rules_epoch (migration 66 bumps it when a list changes). */
export interface RunnerList {
  epoch: string;
  runners: readonly number[];
}

/** One statement, so one snapshot: the epoch is the one the list is as of. */
export async function readRunners(db: Db, marketId: string): Promise<RunnerList> {
  const { rows } = await sql<{ epoch: string; runners: Array<string | number> }>`
    SELECT (SELECT e.epoch FROM bet_rules_epoch e WHERE e.id = 1)::text AS epoch,
      coalesce((SELECT array_agg(r.selection_id) FROM runners r WHERE r.market_id = ${marketId}), '{}') AS runners`.execute(db);
  const row = rows[0];
  return { epoch: row.epoch, runners: row.runners.map(Number) };
}
