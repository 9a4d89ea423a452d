// An API process's FeedProvider when the feed runs elsewhere (`npm run feed`): LISTENs on channel
// 'feed', reads the snapshot rows newer than the last version it applied (see pgPublisher.ts) and
// the results written since, and passes them on. It also polls every few seconds, so a lost
// notification or connection costs a short delay, never a stale book; after a reconnect (or a
// 'reset' from a new feed run) it reloads everything.
import pg from 'pg';
import type { Db } from '../../db/database';
import type { Selectable } from 'kysely';
import type { ResultsTable } from '../../db/tables/sports';
import { HeldFeed, type FeedProvider } from '../provider';
import { emptyUpdate, type DeskBook, type FeedEventState, type FeedResult, type FeedSeries } from '../types';
import { FEED_CHANNEL } from './pgPublisher';
import * as repo from './repository';

const POLL_MS = 2_000;
const RECONNECT_MS = 1_000;

export class PgFeed extends HeldFeed implements FeedProvider {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private stopped = false;
  private again = false;
  private fullReload = true;
  private lastVersion = 0;
  private lastResultId = 0;

  constructor(
    private readonly db: Db,
    private readonly connectionString: string,
    private readonly onError: (error: unknown) => void,
  ) {
    super(onError);
  }

  async start(): Promise<void> {
    this.lastResultId = await repo.maxResultId(this.db);
    await this.connect();
    await this.sync();
    this.timer = setInterval(() => void this.sync(), POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.payload === 'reset') this.fullReload = true;
      void this.sync();
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('feed listener connection ended')));
    await client.connect();
    await client.query(`LISTEN ${FEED_CHANNEL}`);
    this.client = client;
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    this.fullReload = true;
    this.onError(error);
    const retry = () => {
      if (this.stopped) return;
      this.connect().then(
        () => this.sync(),
        () => setTimeout(retry, RECONNECT_MS).unref(),
      );
    };
    setTimeout(retry, RECONNECT_MS).unref();
  }

  /** One sync at a time; a request arriving meanwhile runs once more afterwards. */
  private async sync(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        await this.pull();
      } while (this.again && !this.stopped);
    } catch (error) {
      this.onError(error);
    } finally {
      this.running = false;
    }
  }

  private async pull(): Promise<void> {
    const full = this.fullReload;
    this.fullReload = false;
    const rows = await repo.snapshotsAfter(this.db, this.lastVersion, full);
    const update = emptyUpdate();
    const seen = new Set<number>();
    for (const row of rows) {
      this.lastVersion = Math.max(this.lastVersion, Number(row.version));
      const [kind, id] = row.key.split(':');
      if (kind === 'series') {
        const series = JSON.parse(row.body) as FeedSeries;
        this.series.set(series.id, series);
        update.series.push(series);
      } else if (kind === 'desk') {
        (update.desks ??= []).push(JSON.parse(row.body) as DeskBook);
      } else if (kind === 'event' || kind === 'handevent') {
        const eventId = Number(id);
        const state = JSON.parse(row.body) as FeedEventState | null;
        if (state) {
          seen.add(eventId);
          this.events.set(eventId, state);
          update.events.push(state);
        } else if (this.events.delete(eventId)) {
          update.removed.push(eventId);
        }
      }
    }
    if (full) {
      for (const id of [...this.events.keys()]) {
        if (!seen.has(id)) {
          this.events.delete(id);
          update.removed.push(id);
        }
      }
    }
    update.results = await this.newResults();
    const desks = update.desks?.length ?? 0;
    if (update.series.length + update.events.length + update.removed.length + update.results.length + desks > 0)
      this.listeners.emit(update);
  }

  private async newResults(): Promise<FeedResult[]> {
    const rows = await repo.resultsAfter(this.db, this.lastResultId);
    return rows.map((r) => {
      this.lastResultId = Math.max(this.lastResultId, Number(r.id));
      return toFeedResult(r);
    });
  }
}

export function toFeedResult(
  r: Pick<
    Selectable<ResultsTable>,
    'market_id' | 'event_id' | 'kind' | 'outcome' | 'winner_selection_id' | 'runs' | 'description' | 'decided_at'
  >,
): FeedResult {
  const base = { marketId: r.market_id, eventId: r.event_id, kind: r.kind, description: r.description, decidedAt: r.decided_at.getTime() };
  if (r.outcome === 'winner') return { ...base, outcome: 'winner', winnerSelectionId: r.winner_selection_id ?? 0 };
  if (r.outcome === 'runs') return { ...base, outcome: 'runs', runs: r.runs ?? 0 };
  return { ...base, outcome: 'void' };
}
