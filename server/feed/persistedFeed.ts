// A FeedProvider that persists every update of another provider before passing it on, in order:
// whatever the odds routes show, and every result settlement hears of, is already in the database.
// It also abandons what a previous feed run left open (void results) when it starts, except the
// events it carries on (a leader resuming its predecessor's checkpoint).
import type { Clock } from '../lib/clock';
import { FeedListeners, type FeedProvider, type FeedState, type Unsubscribe } from './provider';
import type { FeedRecorder } from './recorder';
import { LeadershipLost } from './relay/leadership';
import { emptyUpdate, mergeUpdates, type FeedResult, type FeedUpdate } from './types';

export interface PersistedFeedOptions {
  /** Open events the source carries on from a checkpoint: not abandoned at start. */
  continuing?: number[];
  /**
   * Betfair's events outlive a feed process: what is open stays open (the stream, or the replay,
   * carries it on) instead of being abandoned.
   */
  keepOpenEvents?: boolean;
  /** The recorder's fence refused a write: another process leads now. Nothing more is passed on. */
  onLost?: (error: LeadershipLost) => void;
}

export class PersistedFeed implements FeedProvider {
  private readonly listeners: FeedListeners;
  private chain: Promise<void> = Promise.resolve();
  private unsubscribe: Unsubscribe | null = null;
  /** The state as persisted and passed on (the source may be ahead while a write is pending). */
  private state: FeedState = { series: [], events: [] };

  constructor(
    private readonly source: FeedProvider,
    private readonly recorder: FeedRecorder,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void,
    private readonly options: PersistedFeedOptions = {},
  ) {
    this.listeners = new FeedListeners(onError);
  }

  private lost = false;

  async start(): Promise<void> {
    const abandoned = this.options.keepOpenEvents ? [] : await this.recorder.abandonOpenEvents(this.clock.now(), this.options.continuing);
    this.unsubscribe = this.source.onUpdate((update) => this.enqueue(update));
    await this.source.start();
    // Already written (with their markets closed): passed on in order, not written again.
    if (abandoned.length > 0) this.chain = this.chain.then(() => this.listeners.emit({ ...emptyUpdate(), results: abandoned }));
    await this.idle();
  }

  async stop(): Promise<void> {
    await this.source.stop();
    this.unsubscribe?.();
    await this.idle();
  }

  /** Resolves once every update received so far is persisted and passed on. */
  idle(): Promise<void> {
    return this.chain;
  }

  current(): FeedState {
    return this.state;
  }

  onUpdate(listener: (update: FeedUpdate) => void): Unsubscribe {
    return this.listeners.onUpdate(listener);
  }

  onResult(listener: (result: FeedResult) => void): Unsubscribe {
    return this.listeners.onResult(listener);
  }

  private enqueue(incoming: FeedUpdate): void {
    this.chain = this.chain.then(async () => {
      if (this.lost) return;
      let update = this.failed ? mergeUpdates(this.failed, incoming) : incoming;
      this.failed = null;
      try {
        // Only the results written now go on: one published before (by a predecessor) is not again.
        update = { ...update, results: await this.recorder.persist(update) };
      } catch (error) {
        if (error instanceof LeadershipLost) {
          this.lost = true;
          this.options.onLost?.(error);
          return;
        }
        // Not passed on: bets must not be taken on markets the database does not hold yet. It is
        // merged into the next update and written with it.
        this.onError(error);
        this.failed = update;
        return;
      }
      this.apply(update);
      this.listeners.emit(update);
    });
  }

  private failed: FeedUpdate | null = null;

  private apply(update: FeedUpdate): void {
    if (update.series.length > 0) this.state = { ...this.state, series: update.series };
    if (update.events.length === 0 && update.removed.length === 0) return;
    const byId = new Map(this.state.events.map((s) => [s.event.id, s]));
    for (const s of update.events) byId.set(s.event.id, s);
    for (const id of update.removed) byId.delete(id);
    this.state = { ...this.state, events: [...byId.values()] };
  }
}
