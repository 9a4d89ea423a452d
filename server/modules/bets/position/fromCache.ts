// The bets' fast path (cache.ts says why and what makes it safe): a save or update decided from the
// player's kept position by the same rules as the ordinary path (../betRules.ts, ../updateRules.ts),
// written in one round trip by the guarded form of the same write, which re-checks the position
// under the wallet lock (statements.ts). Anything this path cannot vouch for answers "not handled" and the
// caller takes the ordinary path, which reads everything afresh: a player with nothing kept, a game
// whose limits are kept neither with the position nor for everybody at its epoch (gameLimits.ts), a
// bet this server did not save, and every refusal of a save (it writes nothing the check could
// confirm, so the ordinary path gives it). An update's refusal removes the bet, and that write is
// checked like any other. A new market's runners come from those kept for everybody at the
// position's epoch (marketRunners.ts), checked by the guard like the position's own. Each miss is counted by reason
// (PositionCache.missed).
import { HttpError } from '../../../lib/errors';
import type { OddsWindow } from '../../../../src/domain/betting/priceTap';
import { decideSave, type LiveTarget } from '../betRules';
import type { BetsContext } from '../context';
import { keptOddsWindow } from '../oddsWindow';
import type { SaveBetPayload, UpdateBetPayload } from '../payload';
import type { OpenBetRow, PlacementSettings } from '../repository';
import { decideUpdate, outcomeOf, type UpdateDecision, type UpdateOutcome } from '../updateRules';
import { gameKey, runnerCheck, stillPending, type CachedPosition, type GameLimits, type MissReason, type PlayerRules } from './cache';
import type { BookedBet, Freshness, LockedWallet, PendingBetRecord, SavePosition, UpdatePosition } from './types';
import { bookBet, dropPendingBet, matchPendingBet } from './writes';

const rulesOf = (settings: PlacementSettings): PlayerRules => ({
  lockBetting: settings.lockBetting,
  exposureLimit: settings.exposureLimit,
  betStartMinutes: settings.betStartMinutes,
  ...(settings.loss ? { loss: settings.loss } : {}),
});

/** Loss limits that time alone may have moved (a window's oldest entry left it, a raise matured): read them again. */
const lossExpired = (ctx: BetsContext, entry: CachedPosition): boolean =>
  entry.rules.loss !== undefined && ctx.clock.now() >= entry.rules.loss.validUntil;

const settingsOf = (entry: CachedPosition, limits: GameLimits | undefined): PlacementSettings => ({
  ...entry.rules,
  sport: limits?.sport,
  matchSetting: limits?.matchSetting,
});

/** The booked bet as the position lists it. */
const openRowOf = (row: BookedBet, id: number): OpenBetRow => ({
  id,
  market_kind: row.market_kind,
  market_id: row.market_id,
  selection_id: row.selection_id,
  side: row.side,
  odds_requested: row.odds_requested,
  odds_matched: null,
  rate: row.rate,
  stake: row.stake,
});

/** The kept limits still valid at `epoch` (they were read at the kept epoch). */
const limitsAt = (kept: CachedPosition | undefined, epoch: string): Map<string, GameLimits> =>
  new Map(kept && kept.epoch === epoch ? kept.limits : []);

/** The persisted runners the lock read, complete for each market it was asked about (also kept for every player). */
function runnersRead(
  ctx: BetsContext,
  locked: { epoch: string; position: { open: readonly OpenBetRow[]; runners: ReadonlyMap<string, number[]> } },
  extraMarket: string | null,
): Map<string, number[]> {
  const { open, runners: read } = locked.position;
  const runners = new Map<string, number[]>();
  for (const row of open) if (row.market_kind !== 'Fancy') runners.set(row.market_id, read.get(row.market_id) ?? []);
  if (extraMarket !== null) runners.set(extraMarket, read.get(extraMarket) ?? []);
  for (const [marketId, list] of runners) ctx.positions.markets.learn(marketId, list, locked.epoch);
  return runners;
}

const freshnessOf = (entry: CachedPosition, marketId: string, runners: { emptyMarkets: string[] }): Freshness => ({
  version: entry.version,
  epoch: entry.epoch,
  marketId,
  emptyRunnerMarkets: runners.emptyMarkets,
});

/** A refusal from the rules: the ordinary path will give it (or find the cache was stale). */
function refusedOrThrow(error: unknown): void {
  if (!(error instanceof HttpError)) throw error;
}

/** Counts why the kept position was not used for an update; the caller takes the ordinary path. */
function notUsed(ctx: BetsContext, reason: MissReason): undefined {
  ctx.positions.miss(reason);
  return undefined;
}

/** Counts why the kept position was not used; the caller takes the ordinary path. */
function missed(ctx: BetsContext, reason: MissReason): false {
  ctx.positions.miss(reason);
  return false;
}

/** The position after a booked save. */
function withBooked(base: CachedPosition, row: BookedBet, written: { id: number; version: string }, exposure: number): CachedPosition {
  const open = [...base.open, openRowOf(row, written.id)];
  const pending = stillPending(base.pending, open);
  pending.set(row.bet_id, { id: written.id, eventId: row.event_id, matchAfter: new Date(row.match_after) });
  return { ...base, version: written.version, wallet: { ...base.wallet, exposure }, open, pending };
}

/** The position after a pending bet was matched or removed. */
function withUpdated(base: CachedPosition, betRowId: number, decision: UpdateDecision, version: string): CachedPosition {
  const open =
    decision.kind === 'match'
      ? base.open.map((row) => (row.id === betRowId ? { ...row, odds_matched: decision.fill.oddsMatched, rate: decision.fill.rate } : row))
      : base.open.filter((row) => row.id !== betRowId);
  return { ...base, version, wallet: { ...base.wallet, exposure: decision.exposure }, open, pending: stillPending(base.pending, open) };
}

/** Keeps what the ordinary save read under the lock, with the bet it booked. */
export function rememberSave(
  ctx: BetsContext,
  locked: LockedWallet & { position: SavePosition },
  booked: { row: BookedBet; exposure: number; runnerMarketId: string | null; id: number; version: string },
): void {
  const { row, runnerMarketId } = booked;
  const kept = ctx.positions.get(row.user_id);
  const limits = limitsAt(kept, locked.epoch);
  limits.set(gameKey(row.sport_id, String(row.event_id)), { sport: locked.settings.sport, matchSetting: locked.settings.matchSetting });
  const base: CachedPosition = {
    version: booked.version,
    epoch: locked.epoch,
    wallet: locked.wallet,
    rules: rulesOf(locked.settings),
    limits,
    open: locked.position.open,
    runners: runnersRead(ctx, locked, runnerMarketId),
    pending: kept?.pending ?? new Map(),
  };
  ctx.positions.set(row.user_id, withBooked(base, row, booked, booked.exposure));
}

/** Keeps what the ordinary update read under the lock, with the bet matched or removed. */
export function rememberUpdate(
  ctx: BetsContext,
  locked: LockedWallet & { position: UpdatePosition },
  betRowId: number,
  decision: UpdateDecision,
  version: string,
): void {
  const userId = locked.wallet.user_id;
  const kept = ctx.positions.get(userId);
  const base: CachedPosition = {
    version,
    epoch: locked.epoch,
    wallet: locked.wallet,
    rules: rulesOf(locked.settings),
    limits: limitsAt(kept, locked.epoch),
    open: locked.position.open,
    runners: runnersRead(ctx, locked, null),
    pending: kept?.pending ?? new Map(),
  };
  ctx.positions.set(userId, withUpdated(base, betRowId, decision, version));
}

/** The game's limits for the player: kept with their position, else kept for every player at the position's epoch. */
async function limitsOf(
  ctx: BetsContext,
  userId: number,
  entry: CachedPosition,
  sportId: number,
  gameId: string,
): Promise<GameLimits | undefined> {
  return entry.limits.get(gameKey(sportId, gameId)) ?? ctx.positions.games.get(ctx.db, userId, sportId, gameId, entry.epoch);
}

/**
 * The position with the new bet's market's runners, kept for every player at the position's epoch
 * when the player's own position lacks them (unchanged when they are not kept at that epoch).
 */
async function withRunnersOf(ctx: BetsContext, entry: CachedPosition, marketId: string | null): Promise<CachedPosition> {
  if (marketId === null || entry.runners.has(marketId)) return entry;
  const list = await ctx.positions.markets.get(ctx.db, marketId, entry.epoch);
  if (!list) return entry;
  const runners = new Map(entry.runners);
  runners.set(marketId, [...list]);
  return { ...entry, runners };
}

/** Books the save from the kept position; false when the caller must take the ordinary path. */
export async function saveFromCache(
  ctx: BetsContext,
  userId: number,
  payload: SaveBetPayload,
  target: LiveTarget,
  ip: string,
): Promise<boolean> {
  const { positions } = ctx;
  const kept = positions.get(userId);
  if (!kept) return missed(ctx, 'no kept position');
  if (lossExpired(ctx, kept)) return missed(ctx, 'loss limit to read again');
  const { event, selection } = target;
  const runnerMarket = payload.market === 'Fancy' ? null : selection.marketId;
  const entry = await withRunnersOf(ctx, kept, runnerMarket);
  const runners = runnerCheck(entry, entry.open, runnerMarket);
  if (!runners) return missed(ctx, "market's runners not kept");
  const limits = await limitsOf(ctx, userId, entry, event.sportId, String(event.id));
  if (!limits) return missed(ctx, "game's limits not kept at the position's epoch");
  let decided: ReturnType<typeof decideSave>;
  try {
    decided = decideSave(ctx, payload, target, settingsOf(entry, limits), { ...entry, marketSettled: false }, ip);
  } catch (error) {
    refusedOrThrow(error);
    return missed(ctx, 'refused by the rules');
  }
  const written = await bookBet({ db: ctx.db, freshness: freshnessOf(entry, selection.marketId, runners) }, decided.row, decided.exposure);
  if (!written) return missed(ctx, 'stale');
  positions.counts.written += 1;
  positions.set(userId, withBooked(entry, decided.row, written, decided.exposure));
  return true;
}

/**
 * Matches or removes a pending bet this server saved, from the kept position: the refusal of a
 * removed bet (null when matched), or undefined when the caller must take the ordinary path.
 */
export async function updateFromCache(ctx: BetsContext, userId: number, payload: UpdateBetPayload): Promise<UpdateOutcome | undefined> {
  const entry = ctx.positions.get(userId);
  const facts = entry?.pending.get(payload.betId);
  const row = facts && entry?.open.find((open) => open.id === facts.id);
  // Not pending any more, or too early: the ordinary path says which.
  if (!entry) return notUsed(ctx, 'no kept position');
  if (!facts || !row || row.odds_matched !== null) return notUsed(ctx, 'bet not kept as pending');
  if (ctx.clock.now() < facts.matchAfter.getTime()) return notUsed(ctx, 'too early to match');
  if (lossExpired(ctx, entry)) return notUsed(ctx, 'loss limit to read again');
  const runners = runnerCheck(entry, entry.open, null);
  if (!runners) return notUsed(ctx, "market's runners not kept");
  const bet: PendingBetRecord = {
    id: row.id,
    user_id: userId,
    status: 'pending',
    match_after: facts.matchAfter,
    event_id: facts.eventId,
    market_kind: row.market_kind,
    market_id: row.market_id,
    selection_id: row.selection_id,
    side: row.side,
    odds_requested: row.odds_requested,
    rate: row.rate,
    stake: row.stake,
  };
  // A match-odds fill is checked against the game's price window: the one the kept rows give, or
  // the ordinary path reads it.
  let oddsWindow: OddsWindow | undefined;
  if (row.market_kind === 'Matchodds') {
    const sportId = ctx.live(facts.eventId)?.event.sportId;
    const gameId = String(facts.eventId);
    const limits =
      sportId === undefined
        ? undefined
        : (entry.limits.get(gameKey(sportId, gameId)) ?? ctx.positions.games.peek(userId, sportId, gameId, entry.epoch));
    oddsWindow = sportId === undefined ? undefined : keptOddsWindow(limits, sportId, gameId);
    if (!oddsWindow) return notUsed(ctx, "game's limits not kept at the position's epoch");
  }
  const decision = decideUpdate(
    ctx,
    bet,
    payload.acceptAnyOdds,
    settingsOf(entry, undefined),
    { ...entry, marketSettled: false },
    oddsWindow,
  );
  const target = { id: row.id, userId };
  const freshness = freshnessOf(entry, row.market_id, runners);
  const via = { db: ctx.db, freshness };
  const written =
    decision.kind === 'match'
      ? await matchPendingBet(via, target, decision.fill, decision.exposure)
      : await dropPendingBet(via, target, decision.exposure, decision.status);
  if (!written) return notUsed(ctx, 'stale');
  ctx.positions.counts.written += 1;
  ctx.positions.set(userId, withUpdated(entry, row.id, decision, written.version));
  return outcomeOf(decision, bet);
}
