// Load shedding (@fastify/under-pressure): past saturation the server answers 503 at once instead of
// queueing every request behind a blocked event loop or a heap close to its limit. The check runs in
// an onRequest hook registered before the session lookup, so a shed request costs no database call.
// /api/health goes through the same hook, so a balancer sees the node as unavailable while it sheds.
// Money first: a route marked `config: { money: true }` is never shed, so a bet does not wait behind
// (or get refused with) the polls that caused the pressure.
import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { HttpError } from './errors';
import { SERVER_MSG } from '../../src/domain/messages';
import { loadShed } from './metrics';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A call that moves a player's money (a bet placed, updated or cancelled, a deposit or withdrawal
     * request): never shed. Under overload the odds polls, lists and reports give way; a bet does not.
     */
    money?: boolean;
  }
}

export interface PressureLimits {
  /** Mean event-loop delay (ms) over one sample above which requests are shed; 0 turns it off. */
  maxEventLoopDelayMs: number;
  /** V8 heap in use (bytes) above which requests are shed; 0 turns it off. */
  maxHeapUsedBytes: number;
  /** Event-loop utilisation (0..1) over one sample above which requests are shed; 0 turns it off. */
  maxEventLoopUtilization: number;
  /** How often the figures are sampled (ms). */
  sampleIntervalMs: number;
  /** Seconds a shed client is told to wait (Retry-After). */
  retryAfterSeconds: number;
}

/** Why a request was shed, as the plugin names it ('eventLoopDelay', 'heapUsedBytes', …). */
export type PressureType = string;

/**
 * Shed requests are logged as one summary line per window, not one line each: under a flood of
 * thousands a second, a line per request would add to the very load being shed (and bury the log).
 */
export const SHED_SUMMARY_MS = 10_000;

class ShedSummary {
  private counts = new Map<PressureType, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly log: FastifyInstance['log'],
    private readonly windowMs: number,
  ) {}

  count(type: PressureType): void {
    this.counts.set(type, (this.counts.get(type) ?? 0) + 1);
    // The window starts at the first shed request; nothing runs while nothing is shed.
    this.timer ??= setTimeout(() => this.flush(), this.windowMs).unref();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.counts.size === 0) return;
    const byPressure = Object.fromEntries(this.counts);
    const shed = [...this.counts.values()].reduce((a, b) => a + b, 0);
    this.counts = new Map();
    this.log.warn({ shed, byPressure, windowMs: this.windowMs }, 'shedding load');
  }
}

/** Timing figures: the first samples after start-up measure the start (schemas compiled, feed loaded), not load. */
const TIMING = new Set<PressureType>(['eventLoopDelay', 'eventLoopUtilization']);

/** What the server is under now (the last sample), or null: the plugin's checks, in its order. */
type Sample = { eventLoopDelay: number; heapUsed: number; eventLoopUtilized: number };
function pressureIn(sample: Sample, limits: PressureLimits): PressureType | null {
  if (limits.maxEventLoopDelayMs > 0 && sample.eventLoopDelay > limits.maxEventLoopDelayMs) return 'eventLoopDelay';
  if (limits.maxHeapUsedBytes > 0 && sample.heapUsed > limits.maxHeapUsedBytes) return 'heapUsedBytes';
  if (limits.maxEventLoopUtilization > 0 && sample.eventLoopUtilized > limits.maxEventLoopUtilization) return 'eventLoopUtilization';
  return null;
}

export interface Pressure {
  /** True while requests are shed (the odds fast path then leaves them to the routes). */
  isUnderPressure(): boolean;
}

/**
 * The plugin samples (event-loop delay and utilisation, heap) and this module's own onRequest hook
 * sheds. The plugin's hook read `request.routeOptions` on every request to find a per-route handler
 * (Fastify builds a fresh object of a dozen fields on each read): about 30 µs of every API call
 * under the live bench's load (bench/RESULTS.md). Registered with no limits, the plugin only
 * samples and adds no hook; the limits are applied here, with the same checks in the same order.
 */
export async function installUnderPressure(app: FastifyInstance, limits: PressureLimits, summaryMs = SHED_SUMMARY_MS): Promise<Pressure> {
  let readyAt = Number.POSITIVE_INFINITY;
  const summary = new ShedSummary(app.log, summaryMs);
  app.addHook('onReady', async () => {
    readyAt = Date.now();
  });
  app.addHook('onClose', async () => summary.flush());
  await app.register(underPressure, {
    // 'interval' measures the last sample, not the average since the process started.
    eventLoopUtilizationMode: 'interval',
    sampleInterval: limits.sampleIntervalMs,
  });
  const sample = (): Sample => app.memoryUsage();
  const current = (): PressureType | null => {
    const type = pressureIn(sample(), limits);
    // The first samples after start-up measure the start (schemas compiled, feed loaded), not load.
    if (type !== null && TIMING.has(type) && !(Date.now() - readyAt >= 2 * limits.sampleIntervalMs)) return null;
    return type;
  };
  // First hook of all (app.ts): a shed request costs no session lookup. The one error handler answers
  // 503 `{ message, isSuccess: false, status, pressure }` with Retry-After.
  app.addHook('onRequest', (request, reply, done) => {
    const type = current();
    if (type === null) return done();
    // Read only while shedding: request.routeOptions builds a fresh object on every read.
    if (request.routeOptions.config.money === true) return done();
    reply.header('retry-after', String(limits.retryAfterSeconds));
    summary.count(type);
    loadShed.labels(type).inc();
    done(new HttpError(503, SERVER_MSG.unavailable, { status: 'unavailable', pressure: type }));
  });
  return { isUnderPressure: () => current() !== null };
}
