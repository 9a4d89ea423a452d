// Where a process gets its feed from, and who runs the simulator.
//
// Any number of processes may offer to run the feed (`npm run feed`, or `npm start` unless
// RUN_FEED=0): each is a FeedCandidate. One leads: it holds the advisory lock (relay/leaderLock.ts),
// starts a new term (relay/leadership.ts), carries on the events of the last checkpoint in the
// database (or makes a new feed on a first start), persists what it announces (PersistedFeed) and
// publishes it (PgPublisher). The others stand by and try the lock every second, so when a leader
// dies another takes over within a few seconds and continues the same events. Every API process
// reads the feed as a follower of what is published (PgFeed), whichever process leads.
import os from 'node:os';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { PersistedFeed } from './persistedFeed';
import type { FeedProvider } from './provider';
import { FeedRecorder } from './recorder';
import { loadResume, resumedEventIds, takeLeadership } from './relay/leadership';
import { tryFeedLeaderLock } from './relay/leaderLock';
import { PgFeed } from './relay/pgFeed';
import { PgPublisher } from './relay/pgPublisher';
import { SimulatorFeed } from './simulator/simulatorFeed';
import { startPriceSampler } from './priceHistory';
import type { FeedSourceConfig } from '../config';
import { makeBetfairSource } from './betfair/source';
import { startFeedStatusReports } from './feedStatus';
import { feedLeader } from '../lib/metrics/families';
import { instrumentFeed } from '../lib/metrics/feedMetrics';

export interface FeedHost {
  /** What the app subscribes to: updates arrive here only once they are in the database. */
  feed: FeedProvider;
  /** 'leader' while this process runs the simulator, 'standby' while it waits to, else 'follower'. */
  role(): 'leader' | 'standby' | 'follower';
  stop(): Promise<void>;
}

export interface FeedHostOptions {
  db: Db;
  /** A direct connection string (LISTEN and the advisory lock need connections of their own). */
  databaseUrl: string;
  clock: Clock;
  seed: number;
  speed: number;
  /** FEED_SOURCE and its settings; the simulator when absent. */
  source?: FeedSourceConfig;
  onError: (error: unknown) => void;
  /** One line when this process starts or stops leading. */
  log?: (line: string) => void;
}

export interface Leadership {
  /** The persisted simulator: its updates are in the database before they arrive here. */
  feed: PersistedFeed;
  term: number;
  /** Open events carried on from the last leader's checkpoint (0: a new feed). */
  continued: number;
  lockBackendPid: number;
  stop(): Promise<void>;
}

const HOLDER = `${os.hostname()}:${process.pid}`;

/**
 * Leads the feed if no other process does (null when one does). `onLost` is called once when the
 * lead is lost (the lock connection gone, or a write refused under a term that is over); the caller
 * then stops this leadership.
 */
export async function leadFeed(options: FeedHostOptions & { onLost: (error: unknown) => void }): Promise<Leadership | null> {
  const { db, databaseUrl, clock, seed, speed, onError } = options;
  let lost = false;
  const lose = (error: unknown) => {
    if (lost) return;
    lost = true;
    options.onLost(error);
  };
  const lock = await tryFeedLeaderLock(databaseUrl, lose);
  if (!lock) return null;
  try {
    const fence = await takeLeadership(db, HOLDER);
    const resume = await loadResume(db, clock.now());
    const continuing = resumedEventIds(resume);
    const recorder = new FeedRecorder(db, fence);
    const betfair = options.source && options.source.kind !== 'simulator' ? await makeBetfairSource(db, options.source, options) : null;
    const source =
      betfair ?? new SimulatorFeed({ seed, speed, clock, idBase: await recorder.nextEventId(), resume: resume ?? undefined, onError });
    const feed = new PersistedFeed(source, recorder, clock, onError, { continuing, onLost: lose, keepOpenEvents: betfair !== null });
    const publisher = new PgPublisher(db, onError, fence);
    publisher.replaceWithNext();
    feed.onUpdate((update) => publisher.publish(update));
    await feed.start();
    // Only the leader samples the prices for the match page's history (priceHistory.ts).
    const sampler = startPriceSampler(db, feed, clock, onError);
    const reports = startFeedStatusReports(db, HOLDER, () => betfair?.status() ?? { source: 'simulator', connection: 'running' }, onError);
    const stopMetrics = instrumentFeed(feed, options.source?.kind ?? 'simulator', () => clock.now());
    feedLeader.set(1);
    return {
      feed,
      term: fence.term,
      continued: continuing.length,
      lockBackendPid: lock.backendPid,
      stop: async () => {
        stopMetrics();
        feedLeader.set(0);
        await sampler.stop();
        await reports.stop();
        await feed.stop();
        await publisher.idle();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** Leads when it can, stands by otherwise, and takes over when the leader goes. */
export class FeedCandidate {
  private leading: Leadership | null = null;
  private timer: NodeJS.Timeout | null = null;
  private attempt: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly options: FeedHostOptions,
    /** How often a standby tries the lock. */
    private readonly retryMs = 1_000,
  ) {}

  get role(): 'leader' | 'standby' {
    return this.leading ? 'leader' : 'standby';
  }

  get leadership(): Leadership | null {
    return this.leading;
  }

  /** Resolves after the first try: leading (with its first state published) or standing by. */
  async start(): Promise<void> {
    await this.tryToLead();
    // Not unref'd: a standby `npm run feed` has nothing else keeping it alive while it waits.
    this.timer = setInterval(() => void this.tryToLead(), this.retryMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.attempt;
    const leading = this.leading;
    this.leading = null;
    if (leading) this.options.log?.(`Feed: this process stops leading (term ${leading.term}): shutting down; a standby takes over.`);
    await leading?.stop();
  }

  private tryToLead(): Promise<void> {
    if (this.attempt || this.leading || this.stopped) return this.attempt ?? Promise.resolve();
    this.attempt = this.lead().finally(() => {
      this.attempt = null;
    });
    return this.attempt;
  }

  private async lead(): Promise<void> {
    let lostEarly: unknown = null;
    let mine: Leadership | null = null;
    const onLost = (error: unknown) => {
      if (mine) void this.stepDown(mine, error);
      else lostEarly = error ?? new Error('lost');
    };
    try {
      mine = await leadFeed({ ...this.options, onLost });
    } catch (error) {
      this.options.onError(error);
      return;
    }
    if (!mine) return;
    this.leading = mine;
    this.options.log?.(
      `Feed: this process leads (term ${mine.term}), ${mine.continued > 0 ? `carrying on ${mine.continued} events from the database` : 'with a new feed'}.`,
    );
    if (lostEarly !== null || this.stopped) await this.stepDown(mine, lostEarly);
  }

  private async stepDown(leadership: Leadership, error: unknown): Promise<void> {
    if (this.leading !== leadership) return;
    this.leading = null;
    if (!this.stopped) {
      this.options.log?.(
        `Feed: this process no longer leads (term ${leadership.term}): ${error instanceof Error ? error.message : String(error)}; standing by.`,
      );
    }
    await leadership.stop().catch((e: unknown) => this.options.onError(e));
  }
}

export async function followFeed(options: Pick<FeedHostOptions, 'db' | 'databaseUrl' | 'onError'>): Promise<PgFeed> {
  const feed = new PgFeed(options.db, options.databaseUrl, options.onError);
  await feed.start();
  return feed;
}

/**
 * For an API process: offer to run the feed when asked to (RUN_FEED), and read it, as every API
 * process does, from what the leader publishes.
 */
export async function startFeedForApi(options: FeedHostOptions & { runFeed: boolean }): Promise<FeedHost> {
  const candidate = options.runFeed ? new FeedCandidate(options) : null;
  await candidate?.start();
  const feed = await followFeed(options);
  return {
    feed,
    role: () => candidate?.role ?? 'follower',
    stop: async () => {
      await feed.stop();
      await candidate?.stop();
    },
  };
}
