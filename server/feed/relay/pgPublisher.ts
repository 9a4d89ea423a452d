// The feed process's side of the PostgreSQL relay. NOTIFY payloads are capped at 8000 bytes and one
// tick's changes are tens of kilobytes, so each update is written to feed_snapshots (one row per
// series and per event, keyed, tagged with a version from a sequence) and only the version is
// NOTIFYed on channel 'feed', in the same transaction. Listeners read the rows newer than the last
// version they applied. A row whose event is gone holds 'null' (a tombstone) until it is purged.
import * as repo from './repository';
import type { Db } from '../../db/database';
import { mergeUpdates, type FeedUpdate } from '../types';
import { LeadershipLost, type LeaderFence } from './leadership';

export const FEED_CHANNEL = 'feed';
const TOMBSTONE = 'null';
/** Tombstones are kept this many versions (ticks); a listener further behind reloads everything. */
export const TOMBSTONE_VERSIONS = 600;

export class PgPublisher {
  private chain: Promise<void> = Promise.resolve();
  private failed: FeedUpdate | null = null;
  private published = 0;
  /** The next write replaces the whole published state (a new leader's first). */
  private replaceNext = false;
  private lost = false;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    /** A leader's term: a write under a term that is over is refused, and nothing more is written. */
    private readonly fence?: LeaderFence,
  ) {}

  /**
   * The next update is the leader's whole state (every series and event it holds): published in one
   * transaction with a tombstone for every event it does not hold, so followers never see a gap
   * between the old leader's state and the new one's, and events carried on keep their rows.
   */
  replaceWithNext(): void {
    this.replaceNext = true;
  }

  publish(incoming: FeedUpdate): void {
    this.chain = this.chain.then(async () => {
      if (this.lost) return;
      const update = this.failed ? mergeUpdates(this.failed, incoming) : incoming;
      this.failed = null;
      try {
        await this.write(update);
      } catch (error) {
        if (error instanceof LeadershipLost) {
          this.lost = true;
          return;
        }
        this.onError(error);
        this.failed = update;
      }
    });
  }

  idle(): Promise<void> {
    return this.chain;
  }

  private async write(update: FeedUpdate): Promise<void> {
    const rows = [
      ...update.series.map((s) => ({ key: `series:${s.id}`, body: JSON.stringify(s) })),
      ...update.events.map((s) => ({ key: `event:${s.event.id}`, body: JSON.stringify(s) })),
      ...update.removed.map((id) => ({ key: `event:${id}`, body: TOMBSTONE })),
    ];
    const replace = this.replaceNext;
    // Results travel through the results table, which the recorder has already written.
    if (rows.length === 0 && update.results.length === 0 && !replace) return;
    await this.db.transaction().execute(async (trx) => {
      await this.fence?.check(trx);
      const version = await repo.nextFeedVersion(trx);
      if (replace) {
        const kept = update.events.map((s) => `event:${s.event.id}`);
        await repo.tombstoneEventsExcept(trx, version, TOMBSTONE, kept);
      }
      if (rows.length > 0) {
        await repo.upsertSnapshots(trx, version, rows);
      }
      if (++this.published % 60 === 0) {
        await repo.deleteTombstonesBefore(trx, TOMBSTONE, version - TOMBSTONE_VERSIONS);
      }
      await repo.notifyFeed(trx, FEED_CHANNEL, version);
    });
    this.replaceNext = false;
  }
}
