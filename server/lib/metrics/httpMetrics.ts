// The API's request metric: one histogram observation per answer, labelled with the route's pattern
// (never the URL), the method and the status code. Each route gets its own onResponse hook, added as
// the route is declared, so the hot path reads nothing but the method and the status: no
// request.routeOptions (built afresh on each read) and no labels() call after a route's first answer
// with a given status (prom-client still validates and hashes the labels inside each observe).
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { httpRequestDuration, oddsPolls } from './families';

type Child = ReturnType<typeof httpRequestDuration.labels>;

function observer(route: string): (method: string, status: number, seconds: number) => void {
  const children = new Map<string, Child>();
  return (method, status, seconds) => {
    const key = method + status;
    let child = children.get(key);
    if (!child) {
      child = httpRequestDuration.labels(route, method, String(status));
      children.set(key, child);
    }
    child.observe(seconds);
  };
}

/** Installs the per-route hooks; call before any route is declared. */
export function installHttpMetrics(app: FastifyInstance, skip: (url: string) => boolean): void {
  app.addHook('onRoute', (route) => {
    if (skip(route.url)) return;
    const observe = observer(route.url);
    const hook: onResponseHookHandler = (request, reply, done) => {
      observe(request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    const existing = route.onResponse;
    route.onResponse = existing === undefined ? [hook] : [...(Array.isArray(existing) ? existing : [existing]), hook];
  });
}

/** Unmatched paths (scanners, stale bookmarks) share one label value. */
export const countUnmatched = observer('unmatched');

type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

/** The odds fast path, timed and counted like a route (it answers before Fastify sees the request). */
export function timedFastPath(fastPath: FastPath, route: string): FastPath {
  const observe = observer(route);
  const polls = new Map<number, ReturnType<typeof oddsPolls.labels>>();
  return (request, response) => {
    const started = process.hrtime.bigint();
    if (!fastPath(request, response)) return false;
    const status = response.statusCode;
    observe('GET', status, Number(process.hrtime.bigint() - started) / 1e9);
    let poll = polls.get(status);
    if (!poll) {
      poll = oddsPolls.labels('fast', String(status));
      polls.set(status, poll);
    }
    poll.inc();
    return true;
  };
}
