// Writes what the feed announces to the database: series, events (and their status changes),
// markets with their runners, and results (closing the market). Bets are validated against these
// rows and settlement reads the results, so an update is persisted before anyone else sees it.
import type { Db } from '../db/database';
import type { EventStatus } from '../db/tables/sports';
import type { FeedEventState, FeedResult, FeedUpdate } from './types';
import { DEFAULT_ID_BASE } from './simulator/simulator';

export class FeedRecorder {
  /** Last persisted status per event id. */
  private readonly eventStatus = new Map<number, EventStatus>();
  /** Last No line shown per fancy market, written with its result. */
  private readonly fancyLines = new Map<string, number>();

  constructor(private readonly db: Db) {}

  /** The first event id a new feed run may use: above every id ever persisted. */
  async nextEventId(): Promise<number> {
    const row = await this.db.selectFrom('events').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
    return Math.max(DEFAULT_ID_BASE, (row?.max ?? 0) + 1);
  }

  async persist(update: FeedUpdate): Promise<void> {
    for (const state of update.events) for (const f of state.book.fancy) this.fancyLines.set(f.marketId, f.noLine);
    const changed = update.events.filter((s) => this.eventStatus.get(s.event.id) !== s.event.status);
    if (update.series.length === 0 && changed.length === 0 && update.markets.length === 0 && update.results.length === 0) {
      this.forget(update.removed);
      return;
    }
    await this.db.transaction().execute(async (trx) => {
      if (update.series.length > 0) {
        await trx
          .insertInto('series')
          .values(update.series.map((s) => ({ id: s.id, sport_id: s.sportId, name: s.name })))
          .onConflict((oc) => oc.column('id').doUpdateSet({ name: (eb) => eb.ref('excluded.name') }))
          .execute();
      }
      if (changed.length > 0) {
        await trx
          .insertInto('events')
          .values(changed.map(eventRow))
          .onConflict((oc) =>
            oc.column('id').doUpdateSet({ status: (eb) => eb.ref('excluded.status'), ended_at: (eb) => eb.ref('excluded.ended_at') }),
          )
          .execute();
      }
      if (update.markets.length > 0) {
        await trx
          .insertInto('markets')
          .values(update.markets.map((m) => ({ id: m.id, event_id: m.eventId, kind: m.kind, name: m.name, line: null })))
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        const runners = update.markets.flatMap((m) =>
          m.runners.map((r, i) => ({ market_id: m.id, selection_id: r.selectionId, name: r.name, sort_order: i })),
        );
        if (runners.length > 0) {
          await trx.insertInto('runners').values(runners).onConflict((oc) => oc.columns(['market_id', 'selection_id']).doNothing()).execute();
        }
      }
      if (update.results.length > 0) await this.writeResults(trx, update.results);
    });
    for (const s of changed) this.eventStatus.set(s.event.id, s.event.status);
    this.forget(update.removed);
  }

  private async writeResults(trx: Db, results: FeedResult[]): Promise<void> {
    await trx
      .insertInto('results')
      .values(
        results.map((r) => ({
          market_id: r.marketId,
          event_id: r.eventId,
          kind: r.kind,
          outcome: r.outcome,
          winner_selection_id: r.outcome === 'winner' ? r.winnerSelectionId : null,
          runs: r.outcome === 'runs' ? r.runs : null,
          description: r.description,
          decided_at: new Date(r.decidedAt),
        })),
      )
      .onConflict((oc) => oc.column('market_id').doNothing())
      .execute();
    for (const r of results) {
      await trx
        .updateTable('markets')
        .set({
          status: 'CLOSED',
          closed_at: new Date(r.decidedAt),
          result: r.description,
          line: r.kind === 'Fancy' ? this.fancyLines.get(r.marketId) ?? null : null,
        })
        .where('id', '=', r.marketId)
        .execute();
      this.fancyLines.delete(r.marketId);
    }
  }

  /**
   * Events a previous feed run left open can no longer finish (the new run has its own schedule):
   * they are abandoned, and every market of theirs still without a result gets a void result.
   */
  async abandonOpenEvents(now: number): Promise<FeedResult[]> {
    return this.db.transaction().execute(async (trx) => {
      const stale = await trx
        .updateTable('events')
        .set({ status: 'abandoned', ended_at: new Date(now) })
        .where('status', 'in', ['upcoming', 'inplay'])
        .returning('id')
        .execute();
      if (stale.length === 0) return [];
      const open = await trx
        .selectFrom('markets')
        .leftJoin('results', 'results.market_id', 'markets.id')
        .select(['markets.id', 'markets.event_id', 'markets.kind'])
        .where('markets.event_id', 'in', stale.map((e) => e.id))
        .where('results.id', 'is', null)
        .execute();
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
