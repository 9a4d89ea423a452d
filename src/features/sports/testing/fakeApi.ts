// A stand-in for the server in the sports and match tests: fetch answers from a table of handlers
// keyed by 'GET /path' (under the API base) that can change between calls, like a feed ticking.
export const TEST_API_BASE = 'http://localhost/api';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
}

export type FakeHandler = (call: FakeCall) => { status?: number; body: unknown };

export function fakeApi(routes: Record<string, FakeHandler | { status?: number; body: unknown }>) {
  const calls: FakeCall[] = [];
  window.__APP_CONFIG__ = { ...window.__APP_CONFIG__, apiBase: TEST_API_BASE };
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const call: FakeCall = { method: request.method, path: url.pathname.replace(/^\/api/, ''), query: url.searchParams };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    if (!answer) return json(404, { message: `no fake for ${call.method} ${call.path}` });
    return json(answer.status ?? 200, answer.body);
  });
  return {
    calls,
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
    restore: () => spy.mockRestore(),
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
