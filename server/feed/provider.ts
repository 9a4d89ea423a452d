// The FeedProvider seam: where events, markets, odds, scores and results come from. The simulator
// is the default; a real provider, or the PostgreSQL relay that an API process listens to when the
// feed runs as its own process, plugs in here.
import type { FeedEventState, FeedResult, FeedSeries, FeedUpdate } from './types';

export type Unsubscribe = () => void;

export interface FeedState {
  series: FeedSeries[];
  events: FeedEventState[];
}

export interface FeedProvider {
  /** Starts producing updates; resolves once the first state is available. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Everything the provider holds now (series, and every event it has not removed). */
  current(): FeedState;
  /** Every change, in order. Listeners run synchronously and must not throw. */
  onUpdate(listener: (update: FeedUpdate) => void): Unsubscribe;
  /** Each market result once, when the market closes (settlement subscribes here). */
  onResult(listener: (result: FeedResult) => void): Unsubscribe;
}

/** Listener bookkeeping shared by providers. A throwing listener must not stop the feed. */
export class FeedListeners {
  private readonly updateListeners = new Set<(update: FeedUpdate) => void>();
  private readonly resultListeners = new Set<(result: FeedResult) => void>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {}

  onUpdate(listener: (update: FeedUpdate) => void): Unsubscribe {
    this.updateListeners.add(listener);
    return () => this.updateListeners.delete(listener);
  }

  onResult(listener: (result: FeedResult) => void): Unsubscribe {
    this.resultListeners.add(listener);
    return () => this.resultListeners.delete(listener);
  }

  emit(update: FeedUpdate): void {
    for (const listener of this.updateListeners) this.safely(() => listener(update));
    for (const result of update.results) {
      for (const listener of this.resultListeners) this.safely(() => listener(result));
    }
  }

  private safely(run: () => void): void {
    try {
      run();
    } catch (error) {
      this.onListenerError(error);
    }
  }
}

/**
 * A provider's own copy of the feed (series and events by id) and its listeners: what it answers
 * `current()` with and tells of each change.
 */
export abstract class HeldFeed {
  protected readonly listeners: FeedListeners;
  protected readonly series = new Map<number, FeedSeries>();
  protected readonly events = new Map<number, FeedEventState>();

  constructor(onListenerError: (error: unknown) => void) {
    this.listeners = new FeedListeners(onListenerError);
  }

  current(): FeedState {
    return { series: [...this.series.values()], events: [...this.events.values()] };
  }

  onUpdate(listener: (update: FeedUpdate) => void): Unsubscribe {
    return this.listeners.onUpdate(listener);
  }

  onResult(listener: (result: FeedResult) => void): Unsubscribe {
    return this.listeners.onResult(listener);
  }
}
