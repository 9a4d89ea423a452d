// `Cache-Control: no-store` on every answer to a signed-in caller: a shared or family phone must not
// keep one player's statement, exposure or payout accounts for the next one to read from the cache
// (even after log-out, even after the browser restarts). One onSend hook, given to every API route
// at its registration, set last so that it wins over a route's own header.
//
// A route whose answer is the same for every caller (odds, the in-play list, static images) may say
// so with `config: { sharedCache: true }` and keep its own caching; the test that walks every route
// (server/test/security/noStore.test.ts) lists those routes, so a new exemption is a reviewed change.
import type { FastifyInstance, onSendHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer carries nothing of the caller's: it may be cached like any public file. */
    sharedCache?: boolean;
  }
}

/** The hook; whether the route is exempt is read on its first answer (inner scopes' onRoute hooks run after ours). */
function noStoreWhenSignedIn(sharedCache: () => boolean): onSendHookHandler {
  return function noStoreWhenSignedInHook(request, reply, payload, done) {
    if (request.user && !sharedCache()) reply.header('cache-control', 'no-store');
    done(null, payload);
  };
}

type Hooks = onSendHookHandler | onSendHookHandler[] | undefined;
const asList = (hooks: Hooks): onSendHookHandler[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

export function installNoStore(app: FastifyInstance, apiBase: string): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${apiBase}/`)) return;
    let shared: boolean | undefined;
    const sharedCache = () => (shared ??= route.config?.sharedCache === true || route.config?.publicCache === true);
    route.onSend = [...asList(route.onSend as Hooks), noStoreWhenSignedIn(sharedCache)];
  });
}
