// Money first, and money last to be shed: a gate in front of the calls that move money (`config:
// { money: true }`: a bet placed, updated or cancelled, a deposit or withdrawal request). At most
// `concurrency` of them are served at once (by default the database pool: each holds one connection
// for its transaction); the rest wait first in, first out. A bet that waits long is worse than one
// refused at once, since the player can tap again on a quiet moment: so a call whose expected wait
// (the calls ahead of it times the recent service time, shared among the places) passes `maxWaitMs`
// is answered 503 with Retry-After at once, and a waiting call whose actual wait passes it is answered
// so before it starts. Either way it is refused before any of its work: no transaction is opened and
// no money moves, so a refused bet is simply not placed.
//
// Only a new bet (/saveBet, cash out included) is ever refused. The confirmation and the cancel of a
// bet already saved wait their turn ahead of every new call: refusing them would leave the saved bet
// pending, its stake held, until the sweeper lapses it. A deposit or withdrawal request waits its
// turn too: it is rare, typed into a form (a slip uploaded), and a refusal would cost the player the
// form, while it adds little to the queue.
//
// While bets queue (a call waits for every place, and a new bet would wait more than a quarter of the
// budget), the priority gate (priorityGate.ts) sheds every non-money call.
import type { FastifyInstance } from 'fastify';
import { AdmissionGate, gateRoutes, type GateFigures } from './admissionGate';
import type { PriorityGate } from './priorityGate';

declare module 'fastify' {
  interface FastifyInstance {
    overloadGates: { money: MoneyGate; priority: PriorityGate };
  }
}

export interface MoneyGateLimits {
  /** Money calls served at once; 0 turns the gate off. */
  concurrency: number;
  /** The longest a money call may be expected to wait, or wait, for a place (ms). */
  maxWaitMs: number;
  /** Seconds a refused client is told to wait (Retry-After). */
  retryAfterSeconds: number;
}

export interface MoneyGate {
  figures(): GateFigures & { serviceMs: number };
  /**
   * Bets queue, not merely take turns: at least one call waits for every place, and a new bet would
   * wait more than a quarter of the budget (while no call has ended yet, the line alone decides). At
   * an ordinary busy moment a burst of bets waits a few milliseconds, and the polls and exposure
   * reads around it must not be refused for that.
   */
  backlogged(): boolean;
}

/** The one money call that may be refused: a new bet. */
const REFUSABLE = '/saveBet';

/** The share of the budget a new bet may expect to wait before the non-money calls give way. */
const BACKLOG_SHARE = 0.25;

/** How much each served call moves the moving average of service times. */
const SERVICE_WEIGHT = 0.1;

/**
 * The expected wait of a call that joins `waiting` others in line for one of `concurrency` places,
 * each call holding its place `serviceMs` on average: its turn comes after (waiting + 1) calls end.
 */
export function expectedWaitMs(waiting: number, concurrency: number, serviceMs: number): number {
  return ((waiting + 1) * serviceMs) / concurrency;
}

/** MoneyGate.backlogged, for `waiting` calls in line and a service time of `serviceMs` (0: none ended yet). */
export function betsQueue(waiting: number, limits: MoneyGateLimits, serviceMs: number): boolean {
  if (waiting < limits.concurrency) return false;
  return serviceMs === 0 || expectedWaitMs(waiting, limits.concurrency, serviceMs) > BACKLOG_SHARE * limits.maxWaitMs;
}

export function installMoneyGate(app: FastifyInstance, apiBase: string, limits: MoneyGateLimits): MoneyGate {
  // Unknown until the first call ends: until then a call may wait, and its own wait is still bounded.
  let serviceMs = 0;
  const gate = new AdmissionGate('moneyGate', {
    concurrency: limits.concurrency,
    maxWaitMs: limits.maxWaitMs,
    mayWait: (waiting) => expectedWaitMs(waiting, limits.concurrency, serviceMs) <= limits.maxWaitMs,
    served: (ms) => {
      serviceMs = serviceMs === 0 ? ms : serviceMs + SERVICE_WEIGHT * (ms - serviceMs);
    },
  });
  const figures = () => ({ ...gate.figures(), serviceMs });
  const backlogged = () => limits.concurrency > 0 && betsQueue(gate.waiting.length, limits, serviceMs);
  if (limits.concurrency <= 0) return { figures, backlogged };
  gateRoutes(app, apiBase, gate, {
    pressure: 'moneyGate',
    retryAfterSeconds: limits.retryAfterSeconds,
    covers: (_path, money) => money,
    finishes: (path) => path !== REFUSABLE,
  });
  return { figures, backlogged };
}
