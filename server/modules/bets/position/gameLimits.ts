// The stake limits of each game (its sport's row and its user_match_settings rows), kept once for the
// whole process, so that a player's first bet on an event can be decided from their kept position
// too: a position alone only holds the limits of the games its own saves read (bench/RESULTS.md,
// bets-live: 16–26 % of saves were a player's first on the event and took the ordinary path).
//
// Kept by bet_rules_epoch, as the positions are: the sports and user_match_settings tables bump it
// on every change (migration 11), and the guarded write checks under the wallet lock that the epoch
// is still the one the decision used. So limits read at the position's epoch are exactly what the
// ordinary path would read, and a change of rules after them fails the write's guard (the ordinary
// path then reads everything afresh). No notification is needed: the epoch is the invalidation.
//
// A game's every user_match_settings row is kept (a player's own row wins over the row for every
// player, as bets_lock_for_save picks them), so one read serves every player of the game.
import type { Db } from '../../../db/database';
import type { PlacementSettings } from '../repository';
import { readGameRules, type GameRules } from './repository';

/** The stake limits of one sport and game. */
export type GameLimits = Pick<PlacementSettings, 'sport' | 'matchSetting'>;

export const gameKey = (sportId: number, gameId: string): string => `${sportId}:${gameId}`;

/** Games kept at most: the set is dropped whole past it (a few hundred games are in play at once). */
const MAX_GAMES = 5_000;

export class GameLimitsCache {
  private readonly games = new Map<string, GameRules>();
  private readonly loading = new Map<string, Promise<GameRules>>();

  /** The game's limits for `userId` as of `epoch`, when kept at that epoch. */
  peek(userId: number, sportId: number, gameId: string, epoch: string): GameLimits | undefined {
    const rules = this.games.get(gameKey(sportId, gameId));
    return rules && rules.epoch === epoch ? limitsFor(rules, userId) : undefined;
  }

  /**
   * The game's limits for `userId` as of `epoch`, read from the database when the kept ones are
   * older (one statement per game and change of rules); undefined when the rules are newer than
   * `epoch` (the position is stale: the ordinary path reads it afresh).
   */
  async get(db: Db, userId: number, sportId: number, gameId: string, epoch: string): Promise<GameLimits | undefined> {
    const key = gameKey(sportId, gameId);
    let rules = this.games.get(key);
    if (!rules || BigInt(rules.epoch) < BigInt(epoch)) rules = await this.load(db, key, sportId, gameId);
    return rules.epoch === epoch ? limitsFor(rules, userId) : undefined;
  }

  private load(db: Db, key: string, sportId: number, gameId: string): Promise<GameRules> {
    let pending = this.loading.get(key);
    if (!pending) {
      pending = readGameRules(db, sportId, gameId).then(
        (rules) => {
          this.loading.delete(key);
          if (this.games.size >= MAX_GAMES) this.games.clear();
          const kept = this.games.get(key);
          // Two loads may cross: keep the newer.
          if (!kept || BigInt(kept.epoch) <= BigInt(rules.epoch)) this.games.set(key, rules);
          return rules;
        },
        (error: unknown) => {
          this.loading.delete(key);
          throw error;
        },
      );
      this.loading.set(key, pending);
    }
    return pending;
  }
}

/** As bets_lock_for_save picks the row: the player's own, else the one for every player. */
function limitsFor(rules: GameRules, userId: number): GameLimits {
  const own = rules.settings.find((row) => row.user_id === userId);
  const everyone = own ?? rules.settings.find((row) => row.user_id === null);
  return { sport: rules.sport, matchSetting: everyone };
}
