// The one error handler: validation → 400, domain errors → their status, unique violations → 409,
// a lost database → 503; anything else is a 500 whose details stay in the log, never in the answer.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { SERVER_MSG } from '../../src/domain/messages';

// EPIPE: a query written to a connection PostgreSQL has just closed (a restart); with the pool's
// clients in pipeline mode a query is written at once, so this is how a lost connection often shows.
const DB_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', '08003']);

/** PostgreSQL's Unix socket (…/.s.PGSQL.<port>) gone: the server is stopped or restarting. */
const isDbSocketMissing = (code: string | undefined, address: unknown): boolean =>
  code === 'ENOENT' && typeof address === 'string' && address.includes('/.s.PGSQL.');

function isDbUnavailable(error: unknown): boolean {
  const { code, address } = (error ?? {}) as { code?: string; address?: unknown };
  const message = (error as Error)?.message ?? '';
  return (
    (code !== undefined && DB_UNAVAILABLE.has(code)) ||
    isDbSocketMissing(code, address) ||
    /Connection terminated|connection timeout|not queryable/i.test(message)
  );
}

/** Who made the request, when known: the player's or the staff member's id, for the log line. */
function whoOf(request: FastifyRequest): Record<string, number> {
  const user = (request as { user?: { id: number; role: string } | null }).user;
  if (!user) return {};
  return user.role === 'operator' ? { staffId: user.id } : { playerId: user.id };
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // Every error answer names its request: the id a player or the support desk quotes finds the log lines.
    reply.header('x-request-id', request.id);
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, isSuccess: false, ...error.extra });
    }
    if ((error as FastifyError).validation) {
      return reply.status(400).send({ message: error.message, isSuccess: false });
    }
    if ((error as { code?: string }).code === '23505') {
      return reply.status(409).send({ message: 'Already exists.', isSuccess: false });
    }
    if (isDbUnavailable(error)) {
      request.log.warn({ err: error, ...whoOf(request) }, 'database unavailable');
      return reply.status(503).send({ message: SERVER_MSG.unavailable, isSuccess: false, requestId: request.id });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, isSuccess: false });
    }
    request.log.error({ err: error, ...whoOf(request) }, 'unhandled error');
    return reply.status(500).send({ message: SERVER_MSG.internal, isSuccess: false, requestId: request.id });
  });
}

/**
 * Errors Fastify's router raises before any handler or hook: a malformed percent-encoding and a path
 * parameter over `maxParamLength` (answered 414 in Fastify's own shape by default). Both are bad input
 * from the client: 400 in our shape, so every answer reads the same.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long.' : 'The address is not valid.';
  void reply.status(400).send({ message, isSuccess: false });
}
