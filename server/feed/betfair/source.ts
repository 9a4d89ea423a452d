// The leading feed process's Betfair source, as FEED_SOURCE says: the historical files' replay or
// the live stream. Only the leader makes one (feedHost.ts), so only it reads files or connects.
import type { FeedSourceConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { CRICKET_LIMITS } from '../../db/sportDefaults';
import type { FeedProvider } from '../provider';
import { ensureRacingSports, loadBetfairClock, saveBetfairClock, sportLimitsOf } from '../repository';
import { certLogin } from './certLogin';
import { StreamClient, type StreamClientOptions } from './streamClient';
import type { BookStatus } from './bookFeed';
import { ReplayFeed } from './replayFeed';

export interface BetfairSourceDeps {
  clock: Clock;
  onError: (error: unknown) => void;
  log?: (line: string) => void;
  /** Tests: holds the replay before a message (ReplayFeedOptions.hold). */
  hold?: (publishTime: number) => Promise<void> | void;
  /** Tests: a quicker back-off and first-image wait for the live client. */
  stream?: Partial<Pick<StreamClientOptions, 'backoffMinMs' | 'backoffMaxMs' | 'firstImageTimeoutMs'>>;
}

/** The Betfair provider the process leads with; its sports rows exist before its first update. */
export async function makeBetfairSource(db: Db, config: FeedSourceConfig, deps: BetfairSourceDeps): Promise<BetfairSource> {
  // Racing takes cricket's limits to begin with; the operator sets its own afterwards.
  const { id: _id, name: _name, ...limits } = (await sportLimitsOf(db, 4)) ?? CRICKET_LIMITS;
  await ensureRacingSports(db, limits);
  // What the replay and the live stream build their book with, alike.
  const book = {
    gbpInr: config.gbpInr,
    catalogueDir: config.catalogueDir,
    staleMs: config.staleSeconds * 1000,
    clock: deps.clock,
    onError: deps.onError,
    log: deps.log ?? (() => undefined),
  };
  if (config.kind === 'betfair-file') {
    const replay = new ReplayFeed({
      files: config.files,
      speed: config.replaySpeed,
      maxGapMs: config.replayMaxGapMs,
      ...book,
      hold: deps.hold,
    });
    return Object.assign(replay, {
      status: (): BetfairSourceStatus => ({
        source: 'betfair-file',
        connection: replay.done ? 'finished' : replay.book.stale ? 'stale' : 'replaying',
        ...replay.bookStatus(),
      }),
    });
  }
  const { login } = config.stream;
  const client = new StreamClient({
    ...config.stream,
    // A given session token is used first; with the certificate log-in, a refused one is replaced.
    login: login ? () => certLogin({ ...login, appKey: config.stream.appKey }) : undefined,
    ...book,
    loadClock: () => loadBetfairClock(db),
    saveClock: (initialClk, clk) => saveBetfairClock(db, initialClk, clk),
    ...deps.stream,
  });
  return Object.assign(client, {
    status: (): BetfairSourceStatus => ({
      source: 'betfair',
      connection: client.book.stale ? `${client.state}, stale` : client.state,
      ...client.bookStatus(),
      lastErrors: [...client.recentErrors, ...client.bookStatus().lastErrors].sort((a, b) => a.at - b.at),
    }),
  });
}

export interface BetfairSource extends FeedProvider {
  status(): BetfairSourceStatus;
  /** A replay: resolves once every file is read. */
  finished?: Promise<void>;
}

/** What the operator's Feed page shows of a Betfair source. */
export interface BetfairSourceStatus extends BookStatus {
  source: 'betfair-file' | 'betfair';
  connection: string;
}
