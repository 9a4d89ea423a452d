// The feed process's side of the PostgreSQL relay. NOTIFY payloads are capped at 8000 bytes and one
// tick's changes are tens of kilobytes, so each update is written to feed_snapshots (one row per
// series and per event, keyed, tagged with a version from a sequence) and only the version is
// NOTIFYed on channel 'feed', in the same transaction. Listeners read the rows newer than the last
// version they applied. A row whose event is gone holds 'null' (a tombstone) until it is purged.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { FeedState } from '../provider';
import { mergeUpdates, type FeedUpdate } from '../types';

export const FEED_CHANNEL = 'feed';
const TOMBSTONE = 'null';
/** Tombstones are kept this many versions (ticks); a listener further behind reloads everything. */
export const TOMBSTONE_VERSIONS = 600;

export class PgPublisher {
  private chain: Promise<void> = Promise.resolve();
  private failed: FeedUpdate | null = null;
  private published = 0;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** A new feed run starts from a clean table (what an old run published is abandoned). */
  async reset(state?: FeedState): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('feed_snapshots').execute();
      await sql`SELECT pg_notify(${FEED_CHANNEL}, 'reset')`.execute(trx);
    });
    if (state) this.publish({ series: state.series, markets: [], events: state.events, results: [], removed: [] });
    await this.idle();
  }

  publish(incoming: FeedUpdate): void {
    this.chain = this.chain.then(async () => {
      const update = this.failed ? mergeUpdates(this.failed, incoming) : incoming;
      this.failed = null;
      try {
        await this.write(update);
      } catch (error) {
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
    // Results travel through the results table, which the recorder has already written.
    if (rows.length === 0 && update.results.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      const { rows: [next] } = await sql<{ version: string }>`SELECT nextval('feed_version_seq') AS version`.execute(trx);
      const version = Number(next.version);
      if (rows.length > 0) {
        await trx
          .insertInto('feed_snapshots')
          .values(rows.map((r) => ({ ...r, version })))
          .onConflict((oc) => oc.column('key').doUpdateSet({ version, body: (eb) => eb.ref('excluded.body') }))
          .execute();
      }
      if (++this.published % 60 === 0) {
        await trx.deleteFrom('feed_snapshots').where('body', '=', TOMBSTONE).where('version', '<', version - TOMBSTONE_VERSIONS).execute();
      }
      await sql`SELECT pg_notify(${FEED_CHANNEL}, ${String(version)})`.execute(trx);
    });
  }
}
