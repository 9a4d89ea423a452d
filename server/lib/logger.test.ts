// The lazy per-request logger: a request that logs nothing builds no pino child, and a line that is
// written still carries the request id, with secrets redacted as before.
import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import pino from 'pino';
import { lazyChildLoggerFactory, REDACTED_PATHS } from './logger';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info', redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, stream) };
}

test('a line written from a request carries its request id, and secrets stay redacted', async () => {
  const { lines, logger } = capture();
  const app = Fastify({
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLoggerFactory,
  });
  app.get('/speak', async (request) => {
    request.log.warn({ body: { password: 'hunter2' } }, 'something odd');
    return { ok: true };
  });
  const response = await app.inject({ method: 'GET', url: '/speak' });
  await app.close();
  expect(response.statusCode).toBe(200);
  const line = lines.find((l) => l.msg === 'something odd');
  expect(line).toMatchObject({ level: 40, reqId: expect.any(String), body: { password: '[redacted]' } });
});

test('a request that logs nothing builds no pino child', async () => {
  const { logger } = capture();
  const app = Fastify({
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLoggerFactory,
  });
  app.get('/quiet', async () => ({ ok: true }));
  await app.ready();
  const child = jest.spyOn(logger, 'child');
  for (let i = 0; i < 5; i++) expect((await app.inject({ method: 'GET', url: '/quiet' })).statusCode).toBe(200);
  await app.close();
  expect(child).not.toHaveBeenCalled();
});
