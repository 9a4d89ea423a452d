// The machinery both overload gates share (priorityGate.ts for polls, lists and reports; moneyGate.ts
// for bets and wallet requests): at most `concurrency` calls served at once, the rest waiting first in,
// first out; a call that may not wait, or waits longer than `maxWaitMs`, is answered 503 with
// Retry-After before any of its own work starts. Each gate says when a call may not wait.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onResponseHookHandler, RouteOptions } from 'fastify';
import { HttpError } from './errors';
import { SERVER_MSG } from '../../src/domain/messages';
import { loadShed } from './metrics';

export type GatePressure = 'priorityGate' | 'moneyGate';

export interface GateFigures {
  inFlight: number;
  waiting: number;
  /** Calls answered 503 since start: they might not wait, or waited too long. */
  shed: number;
}

export interface GateRules {
  concurrency: number;
  maxWaitMs: number;
  /** Refuse at once, even with a place free (a busier gate of higher priority). */
  shedFirst?: () => boolean;
  /** Whether a call that finds every place taken may wait for one. */
  mayWait: (waiting: number) => boolean;
  /** How long the call held its place (ms), when it ends. */
  served?: (ms: number) => void;
}

interface Waiter {
  admit: () => void;
  /** Absent for a call that finishes work already begun: it is never shed. */
  timer?: NodeJS.Timeout;
}

export class AdmissionGate {
  inFlight = 0;
  shed = 0;
  readonly waiting: Waiter[] = [];

  constructor(
    private readonly pressure: GatePressure,
    private readonly rules: GateRules,
  ) {}

  figures(): GateFigures {
    return { inFlight: this.inFlight, waiting: this.waiting.length, shed: this.shed };
  }

  /**
   * Calls `admit` when the call may go on, or `refuse` when it is shed. A call that `finishes` (the
   * confirmation or the cancel of a bet the player has saved, or another call its gate never refuses)
   * is never shed: it waits ahead of every call that may be refused. A call that waits is given a
   * `withdraw`: its client went away, so it leaves the line and is never admitted (a place handed to
   * a closed connection would never be given back).
   */
  enter(admit: () => void, refuse: () => void, finishes = false): { withdraw: () => void } | undefined {
    if (this.inFlight < this.rules.concurrency && (finishes || !this.rules.shedFirst?.())) {
      this.inFlight += 1;
      admit();
      return undefined;
    }
    if (finishes) {
      const waiter: Waiter = { admit };
      const firstNew = this.waiting.findIndex((other) => other.timer !== undefined);
      this.waiting.splice(firstNew < 0 ? this.waiting.length : firstNew, 0, waiter);
      return { withdraw: () => this.withdraw(waiter) };
    }
    if (this.rules.shedFirst?.() || !this.rules.mayWait(this.waiting.length)) {
      this.refuse(refuse);
      return undefined;
    }
    const waiter: Waiter = {
      admit,
      timer: setTimeout(() => {
        if (this.withdraw(waiter)) this.refuse(refuse);
      }, this.rules.maxWaitMs),
    };
    this.waiting.push(waiter);
    return { withdraw: () => this.withdraw(waiter) };
  }

  /** Takes a waiting call out of line; false when it is no longer there (admitted or refused). */
  private withdraw(waiter: Waiter): boolean {
    const at = this.waiting.indexOf(waiter);
    if (at < 0) return false;
    this.waiting.splice(at, 1);
    clearTimeout(waiter.timer);
    return true;
  }

  leave(heldMs: number): void {
    this.rules.served?.(heldMs);
    const next = this.waiting.shift();
    if (!next) {
      this.inFlight -= 1;
      return;
    }
    // The place passes straight to the next caller: inFlight stays as it is.
    clearTimeout(next.timer);
    next.admit();
  }

  close(): void {
    for (const waiter of this.waiting.splice(0)) clearTimeout(waiter.timer);
  }

  private refuse(refuse: () => void): void {
    this.shed += 1;
    loadShed.labels(this.pressure).inc();
    refuse();
  }
}

/**
 * Puts the gate on every route under `apiBase` that `covers` picks (told whether the route is a money
 * call). Attached per route (as the access hooks are), so a route it does not cover pays nothing for
 * it. Registered before the routes exist; the gate's hook runs before every other of the route's.
 */
export function gateRoutes(
  app: FastifyInstance,
  apiBase: string,
  gate: AdmissionGate,
  options: {
    pressure: GatePressure;
    retryAfterSeconds: number;
    covers: (path: string, money: boolean) => boolean;
    /** Calls never shed: they wait their turn ahead of those that may be. */
    finishes?: (path: string) => boolean;
  },
): void {
  const kEntered = Symbol(`${options.pressure}.entered`);
  type Held = FastifyRequest & { [kEntered]?: number };

  const release = (request: Held): void => {
    const entered = request[kEntered];
    if (entered === undefined) return;
    request[kEntered] = undefined;
    gate.leave(performance.now() - entered);
  };
  const unavailable = () => new HttpError(503, SERVER_MSG.unavailable, { status: 'unavailable', pressure: options.pressure });
  const enter = function gateEnter(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void, finishes: boolean) {
    const waiting = gate.enter(
      () => {
        reply.raw.off('close', leftTheLine);
        (request as Held)[kEntered] = performance.now();
        // A client that goes away before its answer frees the place too ('close' comes after 'finish').
        reply.raw.once('close', () => release(request));
        done();
      },
      () => {
        reply.raw.off('close', leftTheLine);
        reply.header('retry-after', String(options.retryAfterSeconds));
        done(unavailable());
      },
      finishes,
    );
    // A client that goes away while its call waits (a page left, a poll given up) takes it out of
    // line: nothing is served to a closed connection, and the place goes to the next caller.
    function leftTheLine(): void {
      waiting?.withdraw();
      done(unavailable());
    }
    if (waiting) reply.raw.once('close', leftTheLine);
  };
  const leave: onResponseHookHandler = function gateLeave(request: FastifyRequest, _reply: FastifyReply, done) {
    release(request);
    done();
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(`${apiBase}/`)) return;
    const path = route.url.slice(apiBase.length);
    // Read on the first request: inner scopes may still set the config after this hook runs.
    let covered: boolean | undefined;
    const isCovered = () => (covered ??= options.covers(path, route.config?.money === true));
    const finishes = options.finishes?.(path) ?? false;
    const gated: onRequestHookHandler = function admissionGate(request, reply, done) {
      if (!isCovered()) return done();
      enter(request, reply, done, finishes);
    };
    route.onRequest = [gated, ...asList(route.onRequest)];
    route.onResponse = [...asList(route.onResponse), leave];
  });
  app.addHook('onClose', async () => gate.close());
}

function asList<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
