// Settlement listens to the feed: each market result the provider publishes is settled, one market
// at a time, in order. The feed's listeners must return at once and never throw, so results are
// queued here and settled in the background. A failed settlement (a deadlock, a lost connection) is
// retried; at start, results the feed persisted but nothing settled (a crash, a restart) are caught up.
import type { Db } from '../db/database';
import type { FeedProvider } from '../feed/provider';
import type { FeedResult } from '../feed/types';
import { HttpError } from '../lib/errors';
import type { MarketKind } from '../db/tables/sports';
import { sameOutcome, type MarketOutcome } from './outcome';
import { unsettledResults } from './repository';
import { settleMarket, type SettleRequest, type SettlementSummary } from './settleMarket';

export interface SettlementLog {
  settled(summary: SettlementSummary): void;
  /** A failure that will be retried (a deadlock, a lock wait, a lost connection). */
  retrying(marketId: string, attempt: number, error: unknown): void;
  failed(marketId: string, error: unknown): void;
}

export interface SettlementWorker {
  /** Resolves when every result received so far has been dealt with. */
  idle(): Promise<void>;
  /** Stops listening and waits for the market in progress. */
  stop(): Promise<void>;
}

export interface SettlementOptions {
  log?: Partial<SettlementLog>;
  /** Waits before each retry of a failed settlement. */
  retryDelaysMs?: readonly number[];
  /** Catch up on persisted results nobody settled (default true). */
  catchUp?: boolean;
}

export function requestFromFeed(result: FeedResult): SettleRequest {
  const outcome: MarketOutcome =
    result.outcome === 'winner'
      ? {
          outcome: 'winner',
          winnerSelectionId: result.winnerSelectionId,
          ...(result.voidSelectionIds ? { voidSelectionIds: result.voidSelectionIds } : {}),
        }
      : result.outcome === 'runs'
        ? { outcome: 'runs', runs: result.runs }
        : { outcome: 'void' };
  return {
    marketId: result.marketId,
    eventId: result.eventId,
    kind: result.kind,
    description: result.description,
    outcome,
    source: 'feed',
  };
}

interface PersistedResult {
  market_id: string;
  event_id: number;
  kind: string;
  outcome: string;
  winner_selection_id: number | null;
  runs: number | null;
  void_selection_ids: number[] | null;
  description: string;
}

function requestFromRow(row: PersistedResult): SettleRequest {
  const outcome: MarketOutcome =
    row.outcome === 'winner'
      ? {
          outcome: 'winner',
          winnerSelectionId: Number(row.winner_selection_id),
          ...(row.void_selection_ids ? { voidSelectionIds: row.void_selection_ids.map(Number) } : {}),
        }
      : row.outcome === 'runs'
        ? { outcome: 'runs', runs: Number(row.runs) }
        : { outcome: 'void' };
  return {
    marketId: row.market_id,
    eventId: row.event_id,
    kind: row.kind as MarketKind,
    description: row.description,
    outcome,
    source: 'feed',
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startSettlement(db: Db, feed: Pick<FeedProvider, 'onResult'>, options: SettlementOptions = {}): SettlementWorker {
  const delays = options.retryDelaysMs ?? [200, 2_000, 10_000];
  let stopped = false;
  // One task at a time, in arrival order: a market's result never overtakes an earlier one.
  const tasks: Array<() => Promise<void>> = [];
  let running = false;
  let waiters: Array<() => void> = [];

  const settleWithRetry = async (request: SettleRequest): Promise<void> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        // Not inside the optional call: `log?.settled?.(await …)` would skip the settling itself.
        const summary = await settleMarket(db, request);
        options.log?.settled?.(summary);
        if (summary.alreadySettled && !sameOutcome(summary.outcome, request.outcome)) {
          // The operator settled it by hand first, differently: nothing changes, but someone should know.
          options.log?.failed?.(
            request.marketId,
            new Error(
              `the feed says "${request.description ?? request.outcome.outcome}" but the market was settled as "${summary.result}" (${summary.source})`,
            ),
          );
        }
        return;
      } catch (error) {
        // A refusal (unknown market, wrong outcome for the kind) will not change on retry.
        const final = error instanceof HttpError || attempt >= delays.length || stopped;
        if (final) {
          options.log?.failed?.(request.marketId, error);
          return;
        }
        options.log?.retrying?.(request.marketId, attempt + 1, error);
        await sleep(delays[attempt]);
      }
    }
  };

  const drain = async (): Promise<void> => {
    running = true;
    for (let task = tasks.shift(); task && !stopped; task = tasks.shift()) await task();
    tasks.length = 0;
    running = false;
    const done = waiters;
    waiters = [];
    for (const wake of done) wake();
  };
  const push = (task: () => Promise<void>) => {
    tasks.push(task);
    if (!running) void drain();
  };
  const enqueue = (request: SettleRequest) => push(() => settleWithRetry(request));

  if (options.catchUp !== false) {
    push(async () => {
      try {
        for (const row of await unsettledResults(db, 10_000)) enqueue(requestFromRow(row));
      } catch (error) {
        options.log?.failed?.('(catch-up)', error);
      }
    });
  }
  const unsubscribe = feed.onResult((result) => {
    if (!stopped) enqueue(requestFromFeed(result));
  });
  const idle = () => (running ? new Promise<void>((resolve) => waiters.push(resolve)) : Promise.resolve());

  return {
    idle,
    stop: async () => {
      stopped = true;
      unsubscribe();
      await idle();
    },
  };
}
