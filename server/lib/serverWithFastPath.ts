// The HTTP server Fastify would make for itself, with a fast path in front of Fastify's handler:
// a request the fast path answers never reaches Fastify; any other goes to Fastify untouched.
// (modules/odds/fastPath.ts answers the common odds poll this way.)
import http from 'node:http';
import type { FastifyServerFactory, FastifyServerOptions } from 'fastify';
import type { FastPath } from '../modules/odds';

type ServerSettings = Pick<FastifyServerOptions, 'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket'>;

/** `fastPath()` is read per request, so the fast path can be set once the routes it needs exist. */
/**
 * While `draining()`, every answer says `Connection: close`: a proxy then opens no further request on
 * this process's connections, and by the time it stops listening none is left idle to race with.
 */
export function serverWithFastPath(fastPath: () => FastPath | null, draining: () => boolean = () => false): FastifyServerFactory {
  return (handler, options) => {
    // Fastify's defaults, as it would apply them to a server of its own (fastify/lib/server.js).
    const settings = options as ServerSettings;
    const server = http.createServer((request, response) => {
      if (draining()) response.shouldKeepAlive = false;
      if (!fastPath()?.(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = settings.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = settings.requestTimeout ?? server.requestTimeout;
    server.setTimeout(settings.connectionTimeout ?? 0);
    if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}
