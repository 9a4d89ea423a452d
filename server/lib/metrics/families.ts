// Every metric family the server exports (Prometheus text format, prom-client), in one registry per
// process. Names follow Prometheus' conventions: the exchange_ prefix, the unit in the name, _total on
// counters. Label values are bounded: route patterns (never a raw URL), a refusal's reason key (never
// its text with numbers in it), a feed source; never a user, bet or market id.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

/** Latency buckets of an API call (seconds): a bet takes a few ms, an odds poll well under one. */
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'exchange_http_request_duration_seconds',
  help: 'API requests answered, by route pattern, method and status code, with their latency',
  labelNames: ['route', 'method', 'status_code'] as const,
  buckets: REQUEST_BUCKETS,
  registers: [registry],
});

export const betsSaved = new Counter({
  name: 'exchange_bets_saved_total',
  help: 'Bets booked pending by saveBet (they then wait out their delay)',
  registers: [registry],
});

export const betsMatched = new Counter({
  name: 'exchange_bets_matched_total',
  help: 'Pending bets matched by updateUnmatchBet after their delay ("Bet Placed")',
  registers: [registry],
});

export const betsRefused = new Counter({
  name: 'exchange_bets_refused_total',
  help: 'Bet calls refused, by call and reason (a key of the refusal message, never its text)',
  labelNames: ['call', 'reason'] as const,
  registers: [registry],
});

export const betDelayQueue = new Gauge({
  name: 'exchange_bet_delay_queue_bets',
  help: 'Bets pending in their delay (every process, read from PostgreSQL at scrape)',
  registers: [registry],
});

export const betDelayQueueOldest = new Gauge({
  name: 'exchange_bet_delay_queue_oldest_seconds',
  help: 'How long the oldest pending bet has been past its delay (0 when none is late)',
  registers: [registry],
});

export const oddsPolls = new Counter({
  name: 'exchange_odds_polls_total',
  help: 'Odds polls (/checkGetMatchOdds) answered, by path (fast: from memory before routing) and status code',
  labelNames: ['path', 'status_code'] as const,
  registers: [registry],
});

export const feedMessages = new Counter({
  name: 'exchange_feed_messages_total',
  help: 'Feed updates received, by source (simulator: this process leads; published: read from PostgreSQL)',
  labelNames: ['source'] as const,
  registers: [registry],
});

export const feedLag = new Histogram({
  name: 'exchange_feed_lag_seconds',
  help: 'Age of the newest event state of each feed update when this process received it, by source',
  labelNames: ['source'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
});

export const feedLastMessageAge = new Gauge({
  name: 'exchange_feed_last_message_age_seconds',
  help: 'Seconds since the last feed update from each source',
  labelNames: ['source'] as const,
  registers: [registry],
});

export const settlementRuns = new Counter({
  name: 'exchange_settlement_runs_total',
  help: 'Market settlements attempted, by outcome (settled, already_settled, failed)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const settlementDuration = new Histogram({
  name: 'exchange_settlement_duration_seconds',
  help: 'Time to settle one market (its transaction, all its bets and ledger entries)',
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const walletQueue = new Gauge({
  name: 'exchange_wallet_queue_requests',
  help: 'Deposit and withdrawal requests waiting for the operator, by kind',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const walletQueueOldest = new Gauge({
  name: 'exchange_wallet_queue_oldest_age_seconds',
  help: 'Age of the oldest waiting request, by kind (0 when none waits)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const dbPoolConnections = new Gauge({
  name: 'exchange_db_pool_connections',
  help: "This process's PostgreSQL pool: connections in use and idle, and the pool's maximum",
  labelNames: ['state'] as const,
  registers: [registry],
});

export const dbPoolWaiting = new Gauge({
  name: 'exchange_db_pool_waiting_requests',
  help: 'Queries waiting for a free connection of the pool (above 0 for long: the pool is saturated)',
  registers: [registry],
});

export const dbQueryDuration = new Histogram({
  name: 'exchange_db_query_duration_seconds',
  help: 'PostgreSQL round trips: single queries and the bet path’s pipelined transactions',
  labelNames: ['kind'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [registry],
});

export const loadShed = new Counter({
  name: 'exchange_load_shed_requests_total',
  help: 'Requests answered 503 by load shedding, by the pressure that triggered it',
  labelNames: ['pressure'] as const,
  registers: [registry],
});

export const loginFailures = new Counter({
  name: 'exchange_login_failures_total',
  help: 'Log-ins refused for a wrong name or password',
  registers: [registry],
});

export const loginThrottled = new Counter({
  name: 'exchange_login_throttled_total',
  help: 'Log-ins refused 429 because a throttle counter (pair, name or address) is locked',
  registers: [registry],
});

export const ready = new Gauge({
  name: 'exchange_ready',
  help: '1 while this process answers /api/ready with 200 (migrated, database reachable, not draining)',
  registers: [registry],
});

export const feedLeader = new Gauge({
  name: 'exchange_feed_leader',
  help: '1 while this process runs the feed simulator (leads), else 0',
  registers: [registry],
});

export const uploadsDiskFree = new Gauge({
  name: 'exchange_uploads_disk_free_bytes',
  help: 'Free bytes on the filesystem of UPLOAD_DIR (payment slips)',
  registers: [registry],
});

export const uploadsDiskSize = new Gauge({
  name: 'exchange_uploads_disk_size_bytes',
  help: 'Size in bytes of the filesystem of UPLOAD_DIR',
  registers: [registry],
});

/**
 * Whether this process exports metrics (METRICS_PORT or METRICS_TOKEN set). Off, the per-request
 * hooks are not installed at all and the few counters elsewhere cost an increment each.
 */
export const metricsSwitch = { on: false };

const queryKinds = {
  query: dbQueryDuration.labels('query'),
  pipelined_transaction: dbQueryDuration.labels('pipelined_transaction'),
};

/** A PostgreSQL round trip of `ms` milliseconds (Kysely's query log, the bet path's transactions). */
export function observeQuery(kind: keyof typeof queryKinds, ms: number): void {
  if (metricsSwitch.on) queryKinds[kind].observe(ms / 1000);
}
