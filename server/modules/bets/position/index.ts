// The bet write path's one owner: the player's position (their wallet, rules, open bets and runners)
// read under the wallet lock, kept between bets, and every write of a bet with the wallet's exposure.
// - statements.ts: every SQL statement of the path, each written once; a write's guarded form (for a
//   decision from a kept position) is derived from its plain one.
// - decode.ts: the one reader of what the plpgsql lock functions answer.
// - writes.ts: runs them (the ordinary path inside a pipelined transaction, the guarded one alone).
// - cache.ts: the kept positions; fromCache.ts: saves and updates decided from them.
// The rule the kept positions rely on (every writer of bets writes the wallet row) is enforced by
// migration 34. The functions' live text: server/db/functions.snapshot.sql.
export { PositionCache, POSITION_CACHE_DEFAULTS, type CachedPosition, type GameLimits, type PositionCacheOptions } from './cache';
export { rememberSave, rememberUpdate, saveFromCache, updateFromCache } from './fromCache';
export { bookBet, dropPendingBet, lockForSave, lockForUpdate, matchPendingBet } from './writes';
export { LOSS_LIMITED, LOSS_ROOM, ODDS_WINDOW_OF_BET } from './statements';
export type { BookedBet, LockedWallet, MatchFill, PendingBetRecord, SavePosition, UpdatePosition } from './types';
