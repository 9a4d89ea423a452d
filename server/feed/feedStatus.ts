// What the operator sees of the feed (the console's Feed page, `npm run operator -- feed`): the
// leading feed process writes its source's state to the database every few seconds, and any API
// process reads it back, with how old the last message is.
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import type { BetfairSourceStatus } from './betfair/source';
import { loadFeedStatus, saveFeedStatus } from './repository';
import type { FeedStatusView } from '../../src/domain/contract/feed';

export type { FeedStatusView } from '../../src/domain/contract/feed';

export type SourceStatus = BetfairSourceStatus | { source: 'simulator'; connection: 'running' };

const REPORT_MS = 2_000;

/** The leader's report, every two seconds, until stopped. */
export function startFeedStatusReports(
  db: Db,
  holder: string,
  status: () => SourceStatus,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  let pending: Promise<void> = Promise.resolve();
  const report = () => {
    pending = saveFeedStatus(db, holder, status()).catch(onError);
  };
  report();
  const timer = setInterval(report, REPORT_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await pending;
    },
  };
}

export async function feedStatusView(db: Db, clock: Clock, configuredSource: string): Promise<FeedStatusView> {
  const row = await loadFeedStatus(db);
  const empty: FeedStatusView = {
    source: configuredSource,
    holder: '',
    reportedAt: null,
    connection: 'no feed process has reported',
    lastMessageAgeS: null,
    messages: 0,
    markets: [],
    clk: null,
    initialClk: null,
    badInput: {},
    undecided: [],
    lastErrors: [],
  };
  if (!row) return empty;
  const status = row.status as SourceStatus;
  const base = {
    ...empty,
    source: status.source,
    holder: row.holder,
    reportedAt: row.updatedAt.toISOString(),
    connection: status.connection,
  };
  if (status.source === 'simulator') return base;
  // A report older than a few intervals means the leader is gone: say so rather than show it as live.
  const silent = clock.now() - row.updatedAt.getTime() > REPORT_MS * 5;
  return {
    ...base,
    connection: silent
      ? `${status.connection} (no report for ${Math.round((clock.now() - row.updatedAt.getTime()) / 1000)} s)`
      : status.connection,
    lastMessageAgeS: status.lastMessageAt === null ? null : Math.max(0, Math.round((clock.now() - status.lastMessageAt) / 100) / 10),
    messages: status.messages,
    markets: Object.entries(status.markets).map(([marketId, s]) => ({ marketId, status: s })),
    clk: status.clk,
    initialClk: status.initialClk,
    badInput: status.badInput,
    undecided: status.undecided,
    lastErrors: status.lastErrors.map((e) => ({ at: new Date(e.at).toISOString(), text: e.text })),
  };
}
