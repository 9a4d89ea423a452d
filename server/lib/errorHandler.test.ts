// The one error handler's answers for the errors a lost database raises: 503, never a 500.
import Fastify from 'fastify';
import { SERVER_MSG } from '../../src/domain/messages';
import { installErrorHandler } from './errorHandler';

const errorWith = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

const cases: Array<[string, Error, number]> = [
  ['a query written to a closed connection (EPIPE)', errorWith('write EPIPE', 'EPIPE'), 503],
  ['PostgreSQL shutting down (57P01)', errorWith('terminating connection due to administrator command', '57P01'), 503],
  ['a client whose connection failed', errorWith('Client has encountered a connection error and is not queryable'), 503],
  ['a connection ended mid-query', errorWith('Connection terminated unexpectedly'), 503],
  ['a unique violation', errorWith('duplicate key value violates unique constraint', '23505'), 409],
  ['anything else', errorWith('boom'), 500],
];

test.each(cases)('%s', async (_, error, status) => {
  const app = Fastify();
  installErrorHandler(app);
  app.get('/fail', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/fail' });
  await app.close();
  expect(response.statusCode).toBe(status);
  // The request id is in the answer's header always, and in the body of a 5xx (what a player quotes).
  expect(response.headers['x-request-id']).toEqual(expect.any(String));
  const requestId = response.headers['x-request-id'];
  if (status === 503) expect(response.json()).toEqual({ message: SERVER_MSG.unavailable, isSuccess: false, requestId });
  if (status === 500) expect(response.json()).toEqual({ message: SERVER_MSG.internal, isSuccess: false, requestId });
});
