// Two kinds of input pass schema validation and then fail in PostgreSQL as a 500; both are refused
// here with a 400 before any handler sees them (found by server/test/fuzz/contractFuzz.test.ts):
// - Ajv coerces the text 'Infinity' (or '1e400') into a number that passes `type: 'integer'` and
//   skips minimum and maximum (they test finite numbers only): '/admin/users/Infinity' reached SQL.
//   JSON cannot carry Infinity, so a non-finite number after validation always came from such text.
// - PostgreSQL text cannot hold a NUL character: a user name with one failed the log-in query.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

const MAX_DEPTH = 8;

function unstorable(value: unknown, depth: number): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'Numbers must be finite.';
  if (typeof value === 'string') return value.includes('\u0000') ? 'Text must not contain NUL characters.' : null;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return null;
  // An uploaded file's Buffer is bytes, not values to check one by one.
  if (ArrayBuffer.isView(value)) return null;
  for (const item of Object.values(value)) {
    const problem = unstorable(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

export function installInputGuard(app: FastifyInstance): void {
  // Callback style, like the access hooks: an async hook per request costs the odds polling throughput.
  app.addHook('preHandler', (request, _reply, done) => {
    const problem = unstorable(request.params, 0) ?? unstorable(request.query, 0) ?? unstorable(request.body, 0);
    done(problem ? badRequest(problem) : undefined);
  });
}
