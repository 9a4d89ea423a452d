// Writes what the feed announces to the database: series, events (and their status changes),
// markets with their runners, and results (closing the market). Bets are validated against these
// rows and settlement reads the results, so an update is persisted before anyone else sees it.
// The simulator's checkpoint goes in the same transaction (a successor resumes from exactly what
// was published), and a leader's transaction first passes its fence (relay/leadership.ts).
import type { Db } from '../db/database';
import type { EventStatus } from '../db/tables/sports';
import type { LeaderFence } from './relay/leadership';
import { outcomeColumns, type FeedCheckpoint, type FeedEventState, type FeedResult, type FeedUpdate } from './types';
import { DEFAULT_ID_BASE } from './simulator/simulator';
import * as repo from './repository';

export class FeedRecorder {
  /** Last persisted status per event id. */
  private readonly eventStatus = new Map<number, EventStatus>();
  /** Last No line shown per fancy market, written with its result. */
  private readonly fancyLines = new Map<string, number>();

  /** Without a fence (tests driving a feed by hand) the writes are not checked against a term. */
  constructor(
    private readonly db: Db,
    private readonly fence?: LeaderFence,
  ) {}

  /** The first event id a new feed run may use: above every id ever persisted. */
  async nextEventId(): Promise<number> {
    return Math.max(DEFAULT_ID_BASE, ((await repo.maxEventId(this.db)) ?? 0) + 1);
  }

  /**
   * Writes the update; answers the results it wrote. A result whose market already has one (a
   * successor replaying a decision its predecessor had published) is dropped: published once only.
   */
  async persist(update: FeedUpdate): Promise<FeedResult[]> {
    for (const state of update.events) for (const f of state.book.fancy) this.fancyLines.set(f.marketId, f.noLine);
    const changed = update.events.filter((s) => this.eventStatus.get(s.event.id) !== s.event.status);
    const checkpoint = update.checkpoint;
    if (!checkpoint && update.series.length === 0 && changed.length === 0 && update.markets.length === 0 && update.results.length === 0) {
      this.forget(update.removed);
      return [];
    }
    let written: FeedResult[] = [];
    await this.db.transaction().execute(async (trx) => {
      if (checkpoint) await this.writeCheckpoint(trx, checkpoint, update.removed);
      else await this.fence?.check(trx);
      if (update.series.length > 0) {
        await repo.upsertSeries(
          trx,
          update.series.map((s) => ({ id: s.id, sport_id: s.sportId, name: s.name })),
        );
      }
      if (changed.length > 0) {
        await repo.upsertEvents(trx, changed.map(eventRow));
      }
      if (update.markets.length > 0) {
        await repo.insertMarkets(
          trx,
          update.markets.map((m) => ({ id: m.id, event_id: m.eventId, kind: m.kind, name: m.name, line: null })),
        );
        const runners = update.markets.flatMap((m) =>
          m.runners.map((r, i) => ({
            market_id: m.id,
            selection_id: r.selectionId,
            name: r.name,
            sort_order: i,
            withdrawn: r.withdrawn === true,
          })),
        );
        if (runners.length > 0) {
          await repo.insertRunners(trx, runners);
        }
      }
      if (update.results.length > 0) written = await this.writeResults(trx, update.results);
    });
    for (const s of changed) this.eventStatus.set(s.event.id, s.event.status);
    this.forget(update.removed);
    return written;
  }

  private async writeCheckpoint(trx: Db, checkpoint: FeedCheckpoint, removed: number[]): Promise<void> {
    if (this.fence) await this.fence.checkpoint(trx, checkpoint);
    else await repo.saveSimClock(trx, checkpoint.now, checkpoint.plannedDays);
    if (checkpoint.events.length > 0) await repo.upsertSimEvents(trx, checkpoint.events);
    if (removed.length > 0) await repo.deleteSimEvents(trx, removed);
  }

  private async writeResults(trx: Db, results: FeedResult[]): Promise<FeedResult[]> {
    const inserted = await repo.insertResults(
      trx,
      results.map((r) => ({
        market_id: r.marketId,
        event_id: r.eventId,
        kind: r.kind,
        ...outcomeColumns(r),
        void_selection_ids: r.outcome === 'winner' && r.voidSelectionIds && r.voidSelectionIds.length > 0 ? r.voidSelectionIds : null,
        description: r.description,
        decided_at: new Date(r.decidedAt),
      })),
    );
    const fresh = new Set(inserted);
    const written = results.filter((r) => fresh.has(r.marketId));
    for (const r of written) {
      await repo.closeMarket(
        trx,
        r.marketId,
        new Date(r.decidedAt),
        r.description,
        r.kind === 'Fancy' ? (this.fancyLines.get(r.marketId) ?? null) : null,
      );
      this.fancyLines.delete(r.marketId);
    }
    return written;
  }

  /**
   * Events a previous feed run left open that this run does not carry on (`continuing`: those of the
   * checkpoint it resumes) can no longer finish: they are abandoned, every market of theirs still
   * without a result gets a void result, and their checkpoints are dropped.
   */
  async abandonOpenEvents(now: number, continuing: number[] = []): Promise<FeedResult[]> {
    return this.db.transaction().execute(async (trx) => {
      await this.fence?.check(trx);
      await repo.deleteSimEventsExcept(trx, continuing);
      const stale = await repo.abandonEvents(trx, new Date(now), continuing);
      if (stale.length === 0) return [];
      const open = await repo.marketsWithoutResult(trx, stale);
      const results: FeedResult[] = open.map((m) => ({
        outcome: 'void',
        marketId: m.id,
        eventId: m.event_id,
        kind: m.kind,
        description: 'void: event abandoned',
        decidedAt: now,
      }));
      if (results.length > 0) await this.writeResults(trx, results);
      return results;
    });
  }

  private forget(removed: number[]): void {
    for (const id of removed) this.eventStatus.delete(id);
  }
}

function eventRow(state: FeedEventState) {
  const e = state.event;
  return {
    id: e.id,
    sport_id: e.sportId,
    series_id: e.seriesId,
    name: e.name,
    starts_at: new Date(e.startsAt),
    is_bet_lock: e.isBetLock ? 1 : 0,
    has_match_odds: e.hasMatchOdds ? 1 : 0,
    has_bookmaker: e.hasBookmaker ? 1 : 0,
    has_fancy: e.hasFancy ? 1 : 0,
    status: e.status,
    ended_at: e.endedAt === null ? null : new Date(e.endedAt),
  };
}
