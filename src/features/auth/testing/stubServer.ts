// A stand-in for the server where the network is not the point of a test: fetch answers from a
// table of routes ('METHOD /path' under the API base) and every call is recorded.
export type StubAnswer = { status?: number; body?: unknown } | 'network-error';
export type StubRoute = StubAnswer | ((call: StubCall) => StubAnswer);

export interface StubCall {
  method: string;
  path: string;
  body: unknown;
}

/** An absolute API base: Node's Request, under jsdom, refuses relative URLs. */
export const TEST_API_BASE = 'http://localhost/api';

export function stubServer(routes: Record<string, StubRoute>) {
  const calls: StubCall[] = [];
  window.__APP_CONFIG__ = { ...window.__APP_CONFIG__, apiBase: TEST_API_BASE };
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const text = await request.text();
    const call: StubCall = { method: request.method, path, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const route = routes[`${call.method} ${path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (!answer) return json(404, { message: `no stub for ${call.method} ${path}` });
    return json(answer.status ?? 200, answer.body ?? {});
  });
  return {
    calls,
    /** The calls made to one route, e.g. 'POST /user/auth/login'. */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
    restore: () => spy.mockRestore(),
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const LOCAL_WHOAMI = { ip: '127.0.0.1', city: 'Local', region: 'Local', country: 'Local' };
