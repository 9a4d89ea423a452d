// Money first under overload: a gate in front of every API call that is not a money call. At most
// `concurrency` of them are served at once; past that they wait in a bounded queue, and a call that
// finds the queue full, or waits longer than `maxWaitMs`, is answered 503 with Retry-After (the SPA's
// polls back off on it). Money calls (`config: { money: true }`: a bet placed, updated or cancelled,
// a deposit or withdrawal request) never pass through it.
//
// The limit is the database pool less the connections kept for money calls: a call holds at most one
// connection at a time, so the polls, lists and reports can never take every connection, and a bet
// waits for the pool only behind other bets. The odds poll answered from memory (the fast path,
// modules/odds/fastPath.ts) needs no connection and is served before any of this, from the snapshot
// of the last price change: the cheapest answer there is, and never older than one feed update.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onResponseHookHandler } from 'fastify';
import { HttpError } from './errors';
import { SERVER_MSG } from '../../src/domain/messages';
import { loadShed } from './metrics';

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

export interface GateFigures {
  inFlight: number;
  waiting: number;
  /** Calls answered 503 since start: the queue was full, or the wait too long. */
  shed: number;
}

export interface PriorityGate {
  figures(): GateFigures;
}

/** The non-money concurrency: the pool less the connections kept for money calls, at least one. */
export function gateConcurrency(poolSize: number, moneyReservedConnections: number): number {
  return Math.max(1, poolSize - moneyReservedConnections);
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

class Gate {
  inFlight = 0;
  shed = 0;
  readonly waiting: Waiter[] = [];

  constructor(private readonly limits: GateLimits) {}

  /** Calls `admit` when the call may go on, or `refuse` when it is shed. */
  enter(admit: () => void, refuse: () => void): void {
    if (this.inFlight < this.limits.concurrency) {
      this.inFlight += 1;
      return admit();
    }
    if (this.waiting.length >= this.limits.queue) return this.refuse(refuse);
    const waiter: Waiter = {
      admit,
      timer: setTimeout(() => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        this.refuse(refuse);
      }, this.limits.maxWaitMs),
    };
    this.waiting.push(waiter);
  }

  leave(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.inFlight -= 1;
      return;
    }
    // The place passes straight to the next caller: inFlight stays as it is.
    clearTimeout(next.timer);
    next.admit();
  }

  private refuse(refuse: () => void): void {
    this.shed += 1;
    loadShed.labels('priorityGate').inc();
    refuse();
  }
}

const kHeld = Symbol('priorityGate.held');
type Held = FastifyRequest & { [kHeld]?: boolean };

/**
 * Not gated besides money calls: readiness and metrics (a balancer and Prometheus must reach a busy
 * process), and the operator's console (a handful of staff, whose uploads may take minutes and who
 * must be able to act during an overload).
 */
const UNGATED = ['/ready', '/metrics', '/admin/'];

/**
 * Puts the gate on every route under `apiBase` that is not a money call. Attached per route (as the
 * access hooks are), so a money call pays nothing for it. Registered before the routes exist.
 */
export function installPriorityGate(app: FastifyInstance, apiBase: string, limits: GateLimits): PriorityGate {
  const gate = new Gate(limits);
  const figures = (): GateFigures => ({ inFlight: gate.inFlight, waiting: gate.waiting.length, shed: gate.shed });
  if (limits.concurrency <= 0) return { figures };

  const release = (request: Held): void => {
    if (!request[kHeld]) return;
    request[kHeld] = false;
    gate.leave();
  };
  const enter: onRequestHookHandler = function priorityGateEnter(request, reply, done) {
    gate.enter(
      () => {
        (request as Held)[kHeld] = true;
        // A client that goes away before its answer frees the place too ('close' comes after 'finish').
        reply.raw.once('close', () => release(request));
        done();
      },
      () => {
        reply.header('retry-after', String(limits.retryAfterSeconds));
        done(new HttpError(503, SERVER_MSG.unavailable, { status: 'unavailable', pressure: 'priorityGate' }));
      },
    );
  };
  const leave: onResponseHookHandler = function priorityGateLeave(request: FastifyRequest, _reply: FastifyReply, done) {
    release(request);
    done();
  };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${apiBase}/`)) return;
    const path = route.url.slice(apiBase.length);
    if (UNGATED.some((prefix) => path === prefix || (prefix.endsWith('/') && path.startsWith(prefix)))) return;
    // Read on the first request: inner scopes may still set the config after this hook runs.
    let money: boolean | undefined;
    const isMoney = () => (money ??= route.config?.money === true);
    const gated: onRequestHookHandler = function priorityGate(request, reply, done) {
      if (isMoney()) return done();
      enter.call(this, request, reply, done);
    };
    route.onRequest = [gated, ...asList(route.onRequest)];
    route.onResponse = [...asList(route.onResponse), leave];
  });
  app.addHook('onClose', async () => {
    for (const waiter of gate.waiting.splice(0)) clearTimeout(waiter.timer);
  });
  return { figures };
}

function asList<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
