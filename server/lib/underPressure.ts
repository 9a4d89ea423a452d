// Load shedding (@fastify/under-pressure): past saturation the server answers 503 at once instead of
// queueing every request behind a blocked event loop or a heap close to its limit. The check runs in
// an onRequest hook registered before the session lookup, so a shed request costs no database call.
// /api/health goes through the same hook, so a balancer sees the node as unavailable while it sheds.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { HttpError } from './errors';
import { SERVER_MSG } from '../../src/domain/messages';

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

/** Timing figures: the first samples after start-up measure the start (schemas compiled, feed loaded), not load. */
const TIMING = new Set<PressureType>(['eventLoopDelay', 'eventLoopUtilization']);

export async function installUnderPressure(app: FastifyInstance, limits: PressureLimits): Promise<void> {
  let readyAt = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    readyAt = Date.now();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    // 'interval' measures the last sample, not the average since the process started.
    eventLoopUtilizationMode: 'interval',
    sampleInterval: limits.sampleIntervalMs,
    retryAfter: limits.retryAfterSeconds,
    // Rejecting hands the error to the one error handler: 503 `{ message, isSuccess: false, … }`.
    pressureHandler: async (request: FastifyRequest, reply: FastifyReply, type: PressureType) => {
      if (TIMING.has(type) && !(Date.now() - readyAt >= 2 * limits.sampleIntervalMs)) return; // served
      reply.header('retry-after', String(limits.retryAfterSeconds));
      request.log.warn({ pressure: type }, 'shedding load');
      throw new HttpError(503, SERVER_MSG.unavailable, { status: 'unavailable', pressure: type });
    },
  });
}
