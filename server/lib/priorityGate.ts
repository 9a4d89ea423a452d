// Money first under overload: a gate in front of every API call that is not a money call. At most
// `concurrency` of them are served at once; past that they wait in a bounded queue, and a call that
// finds the queue full, or waits longer than `maxWaitMs`, is answered 503 with Retry-After (the SPA's
// polls back off on it). Money calls (`config: { money: true }`: a bet placed, updated or cancelled,
// a deposit or withdrawal request) never pass through it: they have their own gate (moneyGate.ts), and
// while a money call waits there every non-money call is shed at once, so the polls give way first.
//
// The limit is the database pool less the connections kept for money calls: a call holds at most one
// connection at a time, so the polls, lists and reports can never take every connection, and a bet
// waits for the pool only behind other bets. The odds poll answered from memory (the fast path,
// modules/odds/fastPath.ts) needs no connection and is served before any of this, from the snapshot
// of the last price change: the cheapest answer there is, and never older than one feed update.
import type { FastifyInstance } from 'fastify';
import { AdmissionGate, gateRoutes, type GateFigures } from './admissionGate';

export type { GateFigures } from './admissionGate';

export interface GateLimits {
  /** Non-money API calls served at once; 0 turns the gate off. */
  concurrency: number;
  /** Non-money calls that may wait for a place; a call that finds the queue full is shed. */
  queue: number;
  /** The longest a call waits in the queue (ms) before it is shed. */
  maxWaitMs: number;
  /** Seconds a shed client is told to wait (Retry-After). */
  retryAfterSeconds: number;
}

export interface PriorityGate {
  figures(): GateFigures;
}

/** The non-money concurrency: the pool less the connections kept for money calls, at least one. */
export function gateConcurrency(poolSize: number, moneyReservedConnections: number): number {
  return Math.max(1, poolSize - moneyReservedConnections);
}

/**
 * Not gated besides money calls: readiness and metrics (a balancer and Prometheus must reach a busy
 * process), and the operator's console (a handful of staff, whose uploads may take minutes and who
 * must be able to act during an overload).
 */
const UNGATED = ['/ready', '/metrics', '/admin/'];

/**
 * Puts the gate on every route under `apiBase` that is not a money call. `moneyBacklogged` tells
 * whether bets queue in their own gate (more than a moment's turn-taking): while they do, non-money
 * calls are shed.
 */
export function installPriorityGate(
  app: FastifyInstance,
  apiBase: string,
  limits: GateLimits,
  moneyBacklogged: () => boolean = () => false,
): PriorityGate {
  const gate = new AdmissionGate('priorityGate', {
    concurrency: limits.concurrency,
    maxWaitMs: limits.maxWaitMs,
    shedFirst: moneyBacklogged,
    mayWait: (waiting) => waiting < limits.queue,
  });
  if (limits.concurrency <= 0) return { figures: () => gate.figures() };
  gateRoutes(app, apiBase, gate, {
    pressure: 'priorityGate',
    retryAfterSeconds: limits.retryAfterSeconds,
    covers: (path, money) => !money && !UNGATED.some((prefix) => path === prefix || (prefix.endsWith('/') && path.startsWith(prefix))),
  });
  return { figures: () => gate.figures() };
}
