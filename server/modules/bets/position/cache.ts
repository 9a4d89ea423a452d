// What the wallet lock read about a player last time, kept so that their next bet can be decided
// before the transaction and written by ONE statement, a transaction of its own (the guarded
// form of the write, statements.ts),
// instead of BEGIN with the lock and a fresh read, then the write with COMMIT. bench:bets measured
// the lock-and-read functions as the largest part of PostgreSQL's CPU per bet, and this
// path at 0.44 of TPC-B against 0.34 (bench/RESULTS.md).
//
// The cache is never trusted: every entry says which state of the database it describes, and the
// write locks the wallet only if that still holds, and writes nothing otherwise (the caller then
// takes the ordinary path, which reads everything afresh). What is checked (`fresh`, statements.ts):
//  - the wallet row's xmin: the transaction that wrote it last. Every writer of a player's bets
//    (saveBet, updateUnmatchBet, deleteUnmatchBet, the sweeper, settlement) updates their wallet row
//    in the same transaction, and so does every move of money, so an unchanged xmin means unchanged
//    balance, exposure and open bets. The database holds every writer to it: migration 34 fails a
//    transaction that changes a player's bets without writing their wallet row.
//  - bet_rules_epoch (migration 11): the rules (LockBetting, ExposureLimit, when betting opens, stake
//    limits) live in tables the operator changes; any change to them bumps the counter. So do the
//    players' own loss limits (migration 20261125_30; kept here with `validUntil`, see ../lossLimit.ts).
//  - the market is not settled.
//  - the runner lists: a change to any list bumps the same epoch (migration 66), and a list kept
//    empty (the market's runners not persisted) must still be empty.
// Entries are replaced, never changed in place, so a request that read one sees a consistent state.
import { LRUCache } from 'lru-cache';
import type { WalletRow } from '../../../money/ledger';
import type { OpenBetRow, PlacementSettings } from '../repository';
import { GameLimitsCache, type GameLimits } from './gameLimits';
import { MarketRunnersCache } from './marketRunners';

/** The player's own rules, as the lock read them. */
export type PlayerRules = Pick<PlacementSettings, 'lockBetting' | 'exposureLimit' | 'betStartMinutes' | 'loss'>;

/** What a pending bet keeps while it stays pending (its status is read from `open`). */
export interface PendingFacts {
  id: number;
  eventId: number;
  matchAfter: Date;
}

export interface CachedPosition {
  /** wallets.xmin after the write that left the database in this state. */
  readonly version: string;
  /** bet_rules_epoch, read no later than the rules were. */
  readonly epoch: string;
  readonly wallet: WalletRow;
  readonly rules: PlayerRules;
  /** By gameKey(); filled by the saves that read them. */
  readonly limits: ReadonlyMap<string, GameLimits>;
  readonly open: readonly OpenBetRow[];
  /** Complete persisted runner lists (possibly empty) of the markets listed. */
  readonly runners: ReadonlyMap<string, number[]>;
  /** By BetId: pending bets this server saved. */
  readonly pending: ReadonlyMap<string, PendingFacts>;
}

export { gameKey, type GameLimits } from './gameLimits';

/**
 * The runner markets the decision uses that were kept with no runner (the write must find them still
 * empty), or undefined when one is not kept at all.
 */
export function runnerCheck(
  entry: CachedPosition,
  open: readonly OpenBetRow[],
  extraMarket: string | null,
): { emptyMarkets: string[] } | undefined {
  const markets = new Set<string>();
  for (const row of open) if (row.market_kind !== 'Fancy') markets.add(row.market_id);
  if (extraMarket !== null) markets.add(extraMarket);
  const emptyMarkets: string[] = [];
  for (const market of markets) {
    const runners = entry.runners.get(market);
    if (!runners) return undefined;
    if (runners.length === 0) emptyMarkets.push(market);
  }
  return { emptyMarkets };
}

/** The pending bets kept for a new state: those still open and unmatched in it. */
export function stillPending(pending: ReadonlyMap<string, PendingFacts>, open: readonly OpenBetRow[]): Map<string, PendingFacts> {
  const unmatched = new Set(open.filter((row) => row.odds_matched === null).map((row) => row.id));
  const kept = new Map<string, PendingFacts>();
  for (const [betId, facts] of pending) if (unmatched.has(facts.id)) kept.set(betId, facts);
  return kept;
}

export interface PositionCacheOptions {
  /** Players kept at most (the least recently betting go first). */
  max: number;
  /** How long an entry may be used; a check could never be fooled sooner than xid wraparound, this is memory. */
  ttlMs: number;
}

export const POSITION_CACHE_DEFAULTS: PositionCacheOptions = { max: 20_000, ttlMs: 5 * 60_000 };

/**
 * Why a save or update did not write from the kept position (the ordinary path then ran, or gave the
 * refusal). 'stale': the guarded write found the database had moved (wallet xmin, rules epoch, a
 * settled market or new runners: the one statement does not say which).
 */
export const MISS_REASONS = [
  'no kept position',
  'loss limit to read again',
  "game's limits not kept at the position's epoch",
  "market's runners not kept",
  'bet not kept as pending',
  'too early to match',
  'refused by the rules',
  'stale',
] as const;
export type MissReason = (typeof MISS_REASONS)[number];

export class PositionCache {
  private readonly entries: LRUCache<number, CachedPosition>;
  /** Fast-path writes made, and those the check found stale (the ordinary path then ran). */
  readonly counts = { written: 0, stale: 0 };
  /** Saves and updates that did not write from the kept position, by reason. */
  readonly missed = Object.fromEntries(MISS_REASONS.map((reason) => [reason, 0])) as Record<MissReason, number>;
  /** Every game's stake limits, by rules epoch: a player's first bet on a game needs no read of its own. */
  readonly games = new GameLimitsCache();
  /** Every market's persisted runners: a player's first bet on a market needs no read of its own. */
  readonly markets = new MarketRunnersCache();

  constructor(options: PositionCacheOptions = POSITION_CACHE_DEFAULTS) {
    this.entries = new LRUCache({ max: options.max, ttl: options.ttlMs });
  }

  get(userId: number): CachedPosition | undefined {
    return this.entries.get(userId);
  }

  set(userId: number, entry: CachedPosition): void {
    this.entries.set(userId, entry);
  }

  miss(reason: MissReason): void {
    this.missed[reason] += 1;
    if (reason === 'stale') this.counts.stale += 1;
  }

  get size(): number {
    return this.entries.size;
  }
}
