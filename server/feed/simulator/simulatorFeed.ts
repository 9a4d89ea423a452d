// The simulator as a FeedProvider: ticks on the injected clock (catching up whole ticks, so the
// feed depends only on the seed and the number of ticks), or only when a test calls advance().
import type { Clock } from '../../lib/clock';
import { FeedListeners, type FeedProvider, type FeedState, type Unsubscribe } from '../provider';
import type { FeedResult, FeedUpdate } from '../types';
import { Simulator, type SimulatorResume } from './simulator';

export interface SimulatorFeedOptions {
  seed: number;
  speed: number;
  clock: Clock;
  idBase?: number;
  tickMs?: number;
  /** Tests drive ticks with advance(); no timer runs. */
  manual?: boolean;
  /** Carry on the events of a checkpoint (a feed process taking over) instead of making new ones. */
  resume?: SimulatorResume;
  onError?: (error: unknown) => void;
}

/** At most this many ticks are caught up at once (a process paused for an hour does not replay it). */
const MAX_CATCH_UP = 30;

export class SimulatorFeed implements FeedProvider {
  private readonly listeners: FeedListeners;
  private sim: Simulator | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: SimulatorFeedOptions) {
    this.listeners = new FeedListeners(options.onError);
  }

  async start(): Promise<void> {
    if (this.sim) return;
    const { seed, speed, clock, idBase, tickMs, resume } = this.options;
    this.sim = new Simulator({ seed, speed, startTime: clock.now(), idBase, tickMs }, resume);
    this.listeners.emit(this.sim.takeInitialUpdate());
    if (!this.options.manual) {
      this.timer = setInterval(() => this.catchUp(), Math.max(50, Math.floor(this.sim.tickMs / 4)));
      this.timer.unref();
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Runs `ticks` ticks now, whatever the clock says (tests). */
  advance(ticks = 1): void {
    const sim = this.requireSim();
    for (let i = 0; i < ticks; i++) this.listeners.emit(sim.tick());
  }

  current(): FeedState {
    return this.sim ? this.sim.current() : { series: [], events: [] };
  }

  onUpdate(listener: (update: FeedUpdate) => void): Unsubscribe {
    return this.listeners.onUpdate(listener);
  }

  onResult(listener: (result: FeedResult) => void): Unsubscribe {
    return this.listeners.onResult(listener);
  }

  private catchUp(): void {
    const sim = this.requireSim();
    const now = this.options.clock.now();
    for (let i = 0; i < MAX_CATCH_UP && sim.now + sim.tickMs <= now; i++) {
      try {
        this.listeners.emit(sim.tick());
      } catch (error) {
        this.options.onError?.(error);
        return;
      }
    }
  }

  private requireSim(): Simulator {
    if (!this.sim) throw new Error('the simulator feed has not been started');
    return this.sim;
  }
}
